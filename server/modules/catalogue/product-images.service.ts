import { PRODUCT_IMAGE_MESSAGES as IM, CATALOGUE_MESSAGES as M } from '../../../src/domain/catalogue/messages.ts';
import {
  PRODUCT_IMAGES_MAX,
  type AttachProductImagesBody,
  type OrderProductImagesBody,
  type ProductImage,
  type ProductImageKind,
} from '../../../src/domain/catalogue/product-images.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/connect.ts';
import { badField, conflict, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import * as images from '../images/images.service.ts';
import * as stock from '../stock/stock.service.ts';
import * as repo from './product-images.repository.ts';
import * as products from './products.repository.ts';

/*
 * The Images step's writes do not bump the product's revision. The revision guards the wizard's
 * forms (details, bullets and attributes, status, style) against a save over someone else's;
 * images are no part of those forms, and each image write is whole in itself (an order must name
 * every current image, or it is refused as stale). Bumping it would make the details form, open
 * in the same wizard, refuse its next save for a change it cannot lose.
 */

/** The product, locked for the rest of the transaction so two writes number its images one after the other; 404 if unknown. */
async function lockProduct(db: Db, pId: number): Promise<void> {
  if (!(await products.current(db, pId))) throw new HttpError(404, M.noProduct(pId));
}

/** A product's images, every kind, main first in each (404 for an unknown product). */
export async function listProductImages(db: Db, pId: number): Promise<ProductImage[]> {
  if (!(await repo.productExists(db, pId))) throw new HttpError(404, M.noProduct(pId));
  return imagesOf(db, pId);
}

/** A product's images as listProductImages answers them, for a caller that has just read the product (no existence check). */
export async function imagesOf(db: Db, pId: number): Promise<ProductImage[]> {
  const rows = await repo.imagesOfProduct(db, pId);
  const stored = await images.findImages(
    db,
    rows.map((r) => Number(r.image_id)),
  );
  return rows.flatMap((row) => {
    const picture = stored.get(Number(row.image_id));
    if (!picture) return [];
    return [
      {
        id: row.id,
        pId: row.p_id,
        upc: row.upc,
        kind: row.kind,
        position: row.position,
        imageId: picture.id,
        url: picture.url,
        thumbnailUrl: picture.thumbnailUrl,
        contentType: picture.contentType,
        width: picture.width,
        height: picture.height,
        createdName: row.created_name,
        createdDateUTC: new Date(row.created_date_utc).toISOString(),
      },
    ];
  });
}

/**
 * Attaches pictures of the image store (uploaded first) after the product's images of that kind:
 * the first of a product with none becomes its main image. 404 for an unknown product or picture,
 * 400 for one listed twice or already attached, a UPC not the product's, or too many.
 */
export async function attachProductImages(db: Db, body: AttachProductImagesBody, by: Actor): Promise<ProductImage[]> {
  const kind: ProductImageKind = body.kind ?? 'production';
  await inTransaction(db, async (trx) => {
    await lockProduct(trx, body.pId);
    const stored = await images.findImages(trx, body.imageIds);
    const current = await repo.imagesOfKind(trx, body.pId, kind);
    const attached = new Set(current.map((r) => Number(r.image_id)));
    const seen = new Set<number>();
    for (const [n, id] of body.imageIds.entries()) {
      const field = `imageIds.${n}`;
      if (!stored.has(id)) throw badField(field, IM.noImage(id), 404);
      if (seen.has(id)) throw badField(field, IM.duplicate(id));
      if (attached.has(id)) throw badField(field, IM.alreadyAttached(id));
      seen.add(id);
    }
    if (current.length + seen.size > PRODUCT_IMAGES_MAX) throw badField('imageIds', IM.tooMany(PRODUCT_IMAGES_MAX));
    const upc = body.upc ? await ownUpc(trx, body.pId, body.upc) : null;
    const rows = [...seen].map((image_id, n) => ({ p_id: body.pId, kind, upc, image_id, position: current.length + n }));
    await repo.insert(trx, rows, by);
  });
  return imagesOf(db, body.pId);
}

/** The product's UPC as stock keeps it, matched whatever its case; 400 when it is not one of the product's. */
async function ownUpc(db: Db, pId: number, upc: string): Promise<string> {
  const own = (await stock.stockOfProduct(db, pId)).find((item) => item.upc.toUpperCase() === upc.toUpperCase());
  if (!own) throw badField('upc', IM.notOwnUpc(upc, pId));
  return own.upc;
}

/**
 * Orders a product's images of one kind: `ids` names every one of them, main first. 400 for an
 * id that is not one of them or is listed twice; 409 when the product has images the list lacks
 * (added since it was read).
 */
export async function orderProductImages(db: Db, body: OrderProductImagesBody, by: Actor): Promise<ProductImage[]> {
  const kind: ProductImageKind = body.kind ?? 'production';
  await inTransaction(db, async (trx) => {
    await lockProduct(trx, body.pId);
    const current = new Set((await repo.imagesOfKind(trx, body.pId, kind)).map((r) => r.id));
    const seen = new Set<number>();
    for (const [n, id] of body.ids.entries()) {
      if (!current.has(id)) throw badField(`ids.${n}`, IM.notOfProduct(id, body.pId));
      if (seen.has(id)) throw badField(`ids.${n}`, IM.duplicate(id));
      seen.add(id);
    }
    if (seen.size !== current.size) throw conflict(IM.staleOrder, [{ field: 'ids', message: IM.staleOrder }]);
    await repo.setPositions(trx, body.ids, by);
  });
  return imagesOf(db, body.pId);
}

/**
 * Takes an image off its product; the next one moves up (the main image's successor becomes the
 * main). The stored picture goes too when no product shows it any more. 404 for an unknown id.
 */
export async function deleteProductImage(db: Db, storage: images.ImageStorage, id: number, by: Actor): Promise<ProductImage[]> {
  const removed = await inTransaction(db, async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw new HttpError(404, IM.noProductImage(id));
    await lockProduct(trx, row.p_id);
    const gone = await repo.deleteById(trx, id);
    if (!gone) throw new HttpError(404, IM.noProductImage(id));
    const rest = await repo.imagesOfKind(trx, row.p_id, row.kind);
    await repo.setPositions(
      trx,
      rest.map((r) => r.id),
      by,
    );
    return gone;
  });
  await forgetPicture(db, storage, Number(removed.image_id));
  return imagesOf(db, removed.p_id);
}

/** Frees a picture's files once nothing shows it; one attached again meanwhile stays (its row is still referenced). */
async function forgetPicture(db: Db, storage: images.ImageStorage, imageId: number): Promise<void> {
  if (await repo.pictureInUse(db, imageId)) return;
  try {
    await images.deleteImage(db, storage, imageId);
  } catch (err) {
    // 23503: attached again between the check and the delete; it stays.
    if ((err as { code?: string }).code !== '23503') throw err;
  }
}
