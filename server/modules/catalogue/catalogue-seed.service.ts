import {
  productDetailsBodySchema,
  type AttributeChoice,
  type ProductDetailsBody,
  type ProductStatus,
} from '../../../src/domain/catalogue/products.ts';
import { COLOR_FAMILY_ATTRIBUTE_ID } from '../../../src/domain/catalogue/lookups.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';
import * as images from '../images/images.service.ts';
import * as pictures from './product-images.repository.ts';
import { productColumns } from './products.service.ts';
import * as repo from './products.repository.ts';
import * as tree from './tree.repository.ts';

/**
 * Batch writes of a catalogue: the seed's demo data and tests' own. Products go through the same
 * contract and the same column mapping (sanitised features, split style) as the wizard's saves.
 */

export interface Named {
  name: string;
  ar_name: string;
  status?: 'a' | 'i';
}

export interface TreeSpec {
  mains: Named[];
  parents: Named[];
  categories: (Named & { main: string; parent: string; subs: Named[] })[];
}

export interface SubCategoryPath {
  subCatId: number;
  catId: number;
  mId: number;
  pCatId: number;
  name: string;
  categoryName: string;
}

/** Inserts a four-level tree named by names; answers every sub-category with its path. */
export async function addTree(db: Db, spec: TreeSpec, by: Actor) {
  const mainIds = await tree.insertMainCategories(db, spec.mains, by);
  const parentIds = await tree.insertParentCategories(db, spec.parents, by);
  const mainId = new Map(spec.mains.map((m, n) => [m.name, mainIds[n]!]));
  const parentId = new Map(spec.parents.map((p, n) => [p.name, parentIds[n]!]));
  const idOf = (ids: Map<string, number>, name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`The catalogue seed names no level ${name}`);
    return id;
  };
  const catIds = await tree.insertCategories(
    db,
    spec.categories.map((c) => ({
      main_category_id: idOf(mainId, c.main),
      parent_category_id: idOf(parentId, c.parent),
      name: c.name,
      ar_name: c.ar_name,
      status: c.status,
    })),
    by,
  );
  const subRows = spec.categories.flatMap((c, n) => c.subs.map((s) => ({ ...s, category_id: catIds[n]!, category: c })));
  const subIds = await tree.insertSubCategories(
    db,
    subRows.map(({ name, ar_name, status, category_id }) => ({ name, ar_name, status, category_id })),
    by,
  );
  const subCategories: SubCategoryPath[] = subRows.map((s, n) => ({
    subCatId: subIds[n]!,
    catId: s.category_id,
    mId: idOf(mainId, s.category.main),
    pCatId: idOf(parentId, s.category.parent),
    name: s.name,
    categoryName: s.category.name,
  }));
  return { mainId, parentId, subCategories };
}

/** Inserts brands; answers their ids in order. */
export const addBrands = (db: Db, brands: { brandname: string; ar_brandname: string; status?: 'a' | 'i' }[], by: Actor) =>
  tree.insertBrands(
    db,
    brands.map((b) => ({ brand_name: b.brandname, ar_brand_name: b.ar_brandname, status: b.status })),
    by,
  );

/**
 * Defines attributes and their values (an attribute that exists by name, such as Color Family,
 * gets the values only); answers each attribute's id and value ids by name.
 */
export async function addAttributes(db: Db, attributes: (Named & { values: Named[] })[], by: Actor) {
  const out = new Map<string, { id: number; valueIds: number[] }>();
  for (const attribute of attributes) {
    const id = (await tree.attributeIdByName(db, attribute.name)) ?? (await tree.insertAttribute(db, attribute, by));
    out.set(attribute.name, { id, valueIds: await tree.insertAttributeValues(db, id, attribute.values, by) });
  }
  return out;
}

/** Offers attributes on sub-categories. */
export const offerAttributes = (
  db: Db,
  offers: { subCatId: number; attributeId: number; multiSelection: boolean; isMandatory: boolean; displayOrder: number }[],
  by: Actor,
) =>
  tree.insertOffers(
    db,
    offers.map((o) => ({
      sub_category_id: o.subCatId,
      attribute_id: o.attributeId,
      multi_selection: o.multiSelection,
      is_mandatory: o.isMandatory,
      display_order: o.displayOrder,
    })),
    by,
  );

export interface SeedProduct extends Omit<ProductDetailsBody, 'pId' | 'revision' | 'lang'> {
  status: ProductStatus;
  status_ar: ProductStatus;
  approve: ProductStatus;
  currentPrice: number;
  styleVerified?: boolean;
  createdAt?: Date;
  bullets: { name: string; ar_name: string }[];
  attributes: AttributeChoice[];
}

const CHUNK = 1000;

/** Inserts products with their bullets and attribute choices, a chunk a statement; answers their pIds in order. */
export async function addProducts(db: Db, products: SeedProduct[], by: Actor): Promise<number[]> {
  const pIds: number[] = [];
  for (let from = 0; from < products.length; from += CHUNK) {
    const chunk = products.slice(from, from + CHUNK);
    const ids = await repo.insertMany(
      db,
      chunk.map((p) => ({
        ...productColumns(productDetailsBodySchema.parse(p)),
        status: p.status,
        status_ar: p.status_ar,
        approve: p.approve,
        current_price: p.currentPrice,
        style_verified: p.styleVerified ?? false,
        ...createdColumns(by),
        ...(p.createdAt ? { created_date_utc: p.createdAt } : {}),
      })),
    );
    await repo.insertBullets(
      db,
      chunk.flatMap((p, n) =>
        p.bullets.map((b, position) => ({ p_id: ids[n]!, name: b.name, ar_name: b.ar_name, position, ...createdColumns(by) })),
      ),
    );
    await repo.insertAttributes(
      db,
      chunk.flatMap((p, n) =>
        p.attributes.flatMap((a) => a.values.map((v) => ({ p_id: ids[n]!, attribute_id: a.attributeId, attribute_value_id: v }))),
      ),
    );
    pIds.push(...ids);
  }
  return pIds;
}

/** The pIds of the newest `limit` products approved in English or in Arabic (the demo's activation records name them). */
export async function approvedProducts(db: Db, lang: 'ENG' | 'AR', limit: number): Promise<number[]> {
  return (await repo.newestApproved(db, lang, limit)).map((r) => r.p_id);
}

/** A product as its demo pictures show it. */
export interface PictureFacts {
  pId: number;
  name: string;
  style: string;
  variant: string;
  brand: string;
  subCategory: string;
  /** The product's Color Family value, if it has one. */
  colour: string | null;
}

/** The products between two pIds, as the demo pictures' range records them. */
export interface PidRange {
  fromPId: number;
  throughPId: number;
}

/** The pIds the newest `count` products span (undefined with no products). */
export const newestProducts = (db: Db, count: number): Promise<PidRange | undefined> => pictures.newestRange(db, count);

/** The newest `limit` products (within `range` when given) that have no images yet (`pictured`: that have production images), with the facts their pictures show. */
export async function productsWithoutPictures(db: Db, limit: number, range?: PidRange, pictured = false): Promise<PictureFacts[]> {
  const rows = await pictures.newestByImages(db, limit, COLOR_FAMILY_ATTRIBUTE_ID, range, pictured);
  return rows.map((r) => ({
    pId: r.p_id,
    name: r.name,
    style: r.style,
    variant: r.variant,
    brand: r.brand_name,
    subCategory: r.sub_category,
    colour: r.colour ?? null,
  }));
}

/** Stores each item's pictures in the image store (as an upload would) and answers their rows as `kind` images, in order. */
async function storedRows(
  db: Db,
  dataDir: string,
  items: { pId: number; upc?: string; pictures: Buffer[] }[],
  kind: 'production' | 'studio',
  by: Actor,
) {
  const storage = images.imageStorageFor({ DATA_DIR: dataDir });
  const rows: Parameters<typeof pictures.insert>[1] = [];
  for (const item of items) {
    for (const [position, bytes] of item.pictures.entries()) {
      const name = `${kind === 'studio' ? 'studio' : 'product'}-${item.pId}-${position}.jpg`;
      const stored = await images.storeImage(db, storage, { name, bytes }, by);
      rows.push({ p_id: item.pId, kind, upc: item.upc ?? null, image_id: stored.id, position });
    }
  }
  return rows;
}

/**
 * Stores pictures in the image store (as an upload would: checked, re-encoded, with thumbnails)
 * and attaches each to its product as production images in the order given, main first. A product
 * that got images meanwhile (an upload, another server filling in) is left as it is.
 */
export async function addProductPictures(db: Db, dataDir: string, items: { pId: number; pictures: Buffer[] }[], by: Actor) {
  const rows = await storedRows(db, dataDir, items, 'production', by);
  await inTransaction(db, async (trx) => {
    const taken = await pictures.lockedWithImages(trx, [...new Set(rows.map((r) => r.p_id))]);
    const free = rows.filter((r) => !taken.has(r.p_id));
    if (free.length) await pictures.insert(trx, free, by);
  });
}

/** Attaches studio shots of a UPC of each product: newer than its production images, they put it in the studio queue. */
export async function addStudioPictures(db: Db, dataDir: string, items: { pId: number; upc?: string; pictures: Buffer[] }[], by: Actor) {
  await pictures.insert(db, await storedRows(db, dataDir, items, 'studio', by), by, true);
}
