import { CATALOGUE_MESSAGES as M } from '../../../src/domain/catalogue/messages.ts';
import type { Recommendation, UpdateStyleReply } from '../../../src/domain/catalogue/products.ts';
import { joinStyle, splitStyle } from '../../../src/domain/catalogue/text-rules.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { F } from '../../../src/domain/words/field-messages.ts';
import { badField, conflict, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import * as stockInTransit from '../stock/stock-in-transit.service.ts';
import { imageUrlOf } from './products.service.ts';
import * as repo from './products.repository.ts';

/**
 * The content creator's style edit: the product's style becomes `newStyle` if it is still
 * `oldStyle` (409 otherwise), verified; stock-in-transit rows of the old style that are this
 * product's, or no product's yet, follow it; the CONTENT_CREATOR row `ssId` the wizard was opened
 * for is marked content created in the same transaction (docs/decisions.md).
 */
export async function updateStyle(
  db: Db,
  body: { pId: number; newStyle: string; newUstyle?: string; OldStyle: string; ssId?: number },
  by: Actor,
): Promise<UpdateStyleReply> {
  if (body.newUstyle !== undefined && body.newUstyle.trim().toUpperCase() !== body.newStyle)
    throw badField('newUstyle', M.newUstyleDiffers);
  const { style, variant } = splitStyle(body.newStyle);
  if (!style) throw badField('newStyle', F('required'));
  return inTransaction(db, async (trx) => {
    const stored = await repo.current(trx, body.pId);
    if (!stored) throw new HttpError(404, M.noProduct(body.pId));
    const current = joinStyle(stored.style, stored.variant);
    const old = splitStyle(body.OldStyle);
    if (joinStyle(old.style, old.variant) !== current)
      throw conflict(M.staleStyle(current), [{ field: 'OldStyle', message: M.staleStyle(current) }]);
    const revision = await repo.setStyle(trx, body.pId, style, variant, by);
    const transitRows = await stockInTransit.restyleStockInTransit(trx, body.pId, current, joinStyle(style, variant), by);
    const contentCreated = body.ssId === undefined ? false : await stockInTransit.markContentCreated(trx, body.ssId, body.pId, by);
    return { pId: body.pId, style: joinStyle(style, variant), variant, styleVerified: true, revision, transitRows, contentCreated };
  });
}

/** How many suggestions of each kind a recommendation lists. */
export const RECOMMENDATION_LIMIT = 20;

/**
 * Products of the same style (any variant) but `exceptPId`, the product on screen, and stock in
 * transit of it, each with an image ('' when none).
 */
export async function recommendation(db: Db, fullStyle: string, exceptPId?: number): Promise<Recommendation> {
  const { style } = splitStyle(fullStyle);
  const [products, transit] = await Promise.all([
    repo.productsOfStyle(db, style, RECOMMENDATION_LIMIT, exceptPId),
    stockInTransit.stockInTransitStylesLike(db, style, RECOMMENDATION_LIMIT),
  ]);
  const images = await repo.imagesOf(
    db,
    products.map((p) => p.p_id),
  );
  const mainImage = new Map<number, string>();
  for (const image of images)
    if (image.kind === 'production' && !mainImage.has(image.p_id)) mainImage.set(image.p_id, imageUrlOf(image.storage_key));
  return {
    productStyle: products.map((p) => ({ style: joinStyle(p.style, p.variant), itemName: p.name, image: mainImage.get(p.p_id) ?? '' })),
    transitStyle: transit.map((t) => ({ style: t.style, itemName: t.item_name, image: '' })),
  };
}
