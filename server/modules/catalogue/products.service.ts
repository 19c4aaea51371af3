import { arabicBulletsText } from '../../../src/domain/catalogue/arabic-text.ts';
import type { AttributeDefinition } from '../../../src/domain/catalogue/lookups.ts';
import { CATALOGUE_MESSAGES as M } from '../../../src/domain/catalogue/messages.ts';
import type {
  BulletsAndAttributesValues,
  ProductAttribute,
  ProductDetailsValues,
  ProductStatus,
  ProductStatusReply,
  ProductView,
} from '../../../src/domain/catalogue/products.ts';
import { joinStyle, splitStyle } from '../../../src/domain/catalogue/text-rules.ts';
import { IMAGE_PATHS } from '../../../src/domain/images/contracts.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/connect.ts';
import { conflict, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { recordArabicChanges } from './arabic-edits.service.ts';
import * as lookups from './lookups.service.ts';
import * as repo from './products.repository.ts';
import { sanitizeFeatures } from './sanitize.ts';

export const badField = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, [{ field, message }]);

/** Where the image store serves a file, by its key ('' for none). */
export const imageUrlOf = (key: string | null | undefined): string => (key ? IMAGE_PATHS.image(key) : '');

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toAttribute(row: Awaited<ReturnType<typeof repo.attributesOf>>[number]): ProductAttribute {
  return {
    attributeId: row.attribute_id,
    attributeValueId: row.attribute_value_id,
    attribute: row.attribute,
    value: row.value,
    ar_attribute: row.ar_attribute,
    ar_value: row.ar_value,
  };
}

/** The product view of spec 001 §3, or undefined for an unknown pId. */
export async function productDetails(db: Db, pId: number): Promise<ProductView | undefined> {
  const row = await repo.view(db, pId);
  if (!row) return undefined;
  const { attributes, bullets, images } = row;
  const production = images.filter((i) => i.kind === 'production').map((i) => imageUrlOf(i.storage_key));
  const encoder = images.filter((i) => i.kind === 'encoder').map((i) => imageUrlOf(i.storage_key));
  const pairs = Array.from({ length: Math.max(production.length, encoder.length) }, (_, n) => ({
    prodImage: production[n] ?? '',
    Encoderimage: encoder[n] ?? '',
  }));
  return {
    pId: row.p_id,
    createDate: iso(row.created_date_utc)!,
    createdBy: row.created_by,
    createdByName: row.created_name,
    updatedByName: row.updated_name,
    updatedDate: iso(row.updated_date_utc),
    status: row.status,
    status_ar: row.status_ar,
    approve: row.approve,
    currentPrice: Number(row.current_price),
    name: row.name,
    ar_name: row.ar_name,
    details: row.details,
    ar_details: row.ar_details,
    features: row.features,
    ar_features: row.ar_features,
    style: joinStyle(row.style, row.variant),
    variant: row.variant,
    styleVerified: row.style_verified,
    mId: row.main_category_id,
    pCatId: row.parent_category_id,
    catId: row.category_id,
    subCatId: row.sub_category_id,
    brandId: row.brand_id,
    remarks: row.remarks,
    metaTag: row.meta_tag,
    shortDesc: row.short_desc,
    brandname: row.brand_name,
    ar_brandname: row.ar_brand_name,
    mcatname: row.mcatname,
    ar_mcatname: row.ar_mcatname,
    pcatname: row.pcatname,
    ar_pcatname: row.ar_pcatname,
    catname: row.catname,
    ar_catname: row.ar_catname,
    subcatname: row.subcatname,
    ar_subcatname: row.ar_subcatname,
    prodImage: production[0] ?? '',
    encoderImage: encoder[0] ?? '',
    images: pairs,
    attribute: attributes.map(toAttribute),
    bullet: bullets,
    revision: row.revision,
  };
}

/** The product view, or 404. */
export async function requireProductDetails(db: Db, pId: number): Promise<ProductView> {
  const view = await productDetails(db, pId);
  if (!view) throw new HttpError(404, M.noProduct(pId));
  return view;
}

type Stored = { main_category_id: number; parent_category_id: number; category_id: number; sub_category_id: number; brand_id: number };

/**
 * The four category ids form one path of the tree and the brand exists. A new choice must be
 * active; an inactive one the product already has may stay (it is only no longer offered).
 */
export async function checkPath(
  db: Db,
  values: Pick<ProductDetailsValues, 'mId' | 'pCatId' | 'catId' | 'subCatId' | 'brandId'>,
  stored?: Stored,
) {
  const [{ main, parent, brand }, sub] = await Promise.all([
    lookups.treeRootsAndBrand(db, values.mId, values.pCatId, values.brandId),
    lookups.subCategoryPath(db, values.subCatId),
  ]);
  const isNew = (field: keyof Stored, id: number) => !stored || stored[field] !== id;
  if (!main || (main.status !== 'a' && isNew('main_category_id', values.mId))) throw badField('mId', M.noMainCategory(values.mId));
  if (!parent || (parent.status !== 'a' && isNew('parent_category_id', values.pCatId))) {
    throw badField('pCatId', M.noParentCategory(values.pCatId));
  }
  if (!brand || (brand.status !== 'a' && isNew('brand_id', values.brandId))) throw badField('brandId', M.noBrand(values.brandId));
  if (!sub || sub.category_id !== values.catId || (sub.status !== 'a' && isNew('sub_category_id', values.subCatId))) {
    throw badField('subCatId', M.subCategoryNotUnder(values.subCatId, values.catId));
  }
  if (
    sub.main_category_id !== values.mId ||
    sub.parent_category_id !== values.pCatId ||
    (sub.category_status !== 'a' && isNew('category_id', values.catId))
  ) {
    throw badField('catId', M.categoryNotUnder(values.catId));
  }
}

/** Style and variant of a save: `STYLE@VARIANT` in style, or the variant field; both given must agree. */
function styleOf(values: Pick<ProductDetailsValues, 'style' | 'variant'>) {
  const split = splitStyle(values.style);
  if (!split.style) throw badField('style', 'Required');
  if (split.variant && values.variant && split.variant !== values.variant) throw badField('variant', M.variantDiffers);
  return { style: split.style, variant: split.variant || values.variant };
}

/** The stored columns of a product's details: features sanitised, style split and upper-cased. */
export function productColumns(values: ProductDetailsValues): repo.ProductColumns {
  const { style, variant } = styleOf(values);
  return {
    main_category_id: values.mId,
    parent_category_id: values.pCatId,
    category_id: values.catId,
    sub_category_id: values.subCatId,
    brand_id: values.brandId,
    name: values.name,
    ar_name: values.ar_name,
    details: values.details,
    ar_details: values.ar_details,
    features: sanitizeFeatures(values.features),
    ar_features: sanitizeFeatures(values.ar_features),
    style,
    variant,
    remarks: values.remarks,
    meta_tag: values.metaTag,
    short_desc: values.shortDesc,
  };
}

/**
 * Inserts a product (no pId) or updates the one at `revision` (409 when someone saved since).
 * A style changed here is no longer verified: only the style edit verifies one.
 */
export async function saveProductDetails(
  db: Db,
  values: ProductDetailsValues,
  by: Actor,
): Promise<{ view: ProductView; created: boolean }> {
  const columns = productColumns(values);
  const pId = await inTransaction(db, async (trx) => {
    if (values.pId === undefined) {
      await checkPath(trx, values);
      return (await repo.insert(trx, columns, by)).p_id;
    }
    const stored = await repo.current(trx, values.pId);
    if (!stored) throw new HttpError(404, M.noProduct(values.pId));
    if (stored.revision !== values.revision)
      throw conflict(M.staleRevision(values.pId), [{ field: 'revision', message: M.staleRevision(values.pId) }]);
    await checkPath(trx, values, stored);
    const restyled = stored.style !== columns.style || stored.variant !== columns.variant;
    const revision = await repo.updateAt(
      trx,
      values.pId,
      values.revision!,
      { ...columns, ...(restyled ? { style_verified: false } : {}) },
      by,
    );
    if (revision === undefined) throw conflict(M.staleRevision(values.pId));
    // The Arabic Edit Report counts the wizard's Arabic changes too (a new product's text is no edit).
    await recordArabicChanges(trx, values.pId, stored, { ar_name: columns.ar_name, ar_details: columns.ar_details }, 'PRODUCT_VIEW', by);
    return values.pId;
  });
  return { view: await requireProductDetails(db, pId), created: values.pId === undefined };
}

/** The attribute choices checked against the sub-category's offers; answers the rows to store. */
function attributeRows(offers: AttributeDefinition[], choices: NonNullable<BulletsAndAttributesValues['attribute']>) {
  const byId = new Map(offers.map((o) => [o.attributeId, o]));
  const seen = new Set<number>();
  const rows: { attribute_id: number; attribute_value_id: number }[] = [];
  for (const [n, choice] of choices.entries()) {
    const field = `attribute.${n}`;
    if (seen.has(choice.attributeId)) throw badField(`${field}.attributeId`, M.duplicateAttribute(choice.attributeId));
    seen.add(choice.attributeId);
    const offer = byId.get(choice.attributeId);
    if (!offer) throw badField(`${field}.attributeId`, M.notOffered(choice.attributeId));
    const values = [...new Set(choice.values)];
    if (values.length > 1 && offer.multiSelection !== 1) throw badField(`${field}.values`, M.notMulti(offer.attributename));
    for (const valueId of values) {
      if (!offer.values.some((v) => v.id === valueId)) throw badField(`${field}.values`, M.valueNotOf(valueId, offer.attributename));
      rows.push({ attribute_id: choice.attributeId, attribute_value_id: valueId });
    }
  }
  const missing = offers.filter((o) => o.isMandatory[0] === 1 && !seen.has(o.attributeId)).map((o) => o.attributename);
  if (missing.length) throw new HttpError(400, M.missingMandatory(missing), [{ field: 'attribute', message: M.missingMandatory(missing) }]);
  return rows;
}

/**
 * Saves a product's bullets (negative ids inserted, positive ids updated, the rest deleted, in the
 * order sent) and its attribute choices (replaced; mandatory ones present, multi-select only where
 * offered, values of their attribute), if the product is still at `revision`.
 */
export async function saveBulletsAndAttributes(db: Db, values: BulletsAndAttributesValues, by: Actor) {
  const revision = await inTransaction(db, async (trx) => {
    const stored = await repo.current(trx, values.pId);
    if (!stored) throw new HttpError(404, M.noProduct(values.pId));
    if (stored.revision !== values.revision)
      throw conflict(M.staleRevision(values.pId), [{ field: 'revision', message: M.staleRevision(values.pId) }]);
    if (values.bullet) {
      const ids = await repo.bulletIds(trx, values.pId);
      const seen = new Set<number>();
      for (const [n, bullet] of values.bullet.entries()) {
        if (seen.has(bullet.id)) throw badField(`bullet.${n}.id`, M.duplicateBullet(bullet.id));
        seen.add(bullet.id);
        if (bullet.id > 0 && !ids.has(bullet.id)) throw badField(`bullet.${n}.id`, M.unknownBullet(bullet.id));
      }
    }
    const rows = values.attribute && attributeRows(await lookups.attributesOfSubCategory(trx, stored.sub_category_id), values.attribute);
    const next = await repo.updateAt(trx, values.pId, values.revision, {}, by);
    if (next === undefined) throw conflict(M.staleRevision(values.pId));
    if (values.bullet) {
      const before = arabicBulletsText(await repo.bulletsOf(trx, values.pId));
      await repo.replaceBullets(trx, values.pId, values.bullet, by);
      await recordArabicChanges(
        trx,
        values.pId,
        { ar_bullets: before },
        { ar_bullets: arabicBulletsText(values.bullet) },
        'PRODUCT_VIEW',
        by,
      );
    }
    if (rows) await repo.replaceAttributes(trx, values.pId, rows);
    return next;
  });
  const [bullet, attributes] = await Promise.all([repo.bulletsOf(db, values.pId), repo.attributesOf(db, values.pId)]);
  return { pId: values.pId, revision, bullet, attribute: attributes.map(toAttribute) };
}

type Statuses = { status: ProductStatus; status_ar: ProductStatus; approve: ProductStatus };

/**
 * The statuses after the wizard's approval dropdown (spec 001 §4; docs/decisions.md):
 * - a: English status and approval a (reviewed); the Arabic status is the Arabic queue's, kept;
 * - i: English status and approval i; the Arabic status as well when both were a (the dialog's
 *   'Inactive for both English and Arabic Activation'), otherwise kept;
 * - d: all three d (off the website in both languages).
 */
export function nextStatuses(current: Statuses, approve: ProductStatus): Statuses {
  if (approve === 'a') return { status: 'a', approve: 'a', status_ar: current.status_ar };
  if (approve === 'd') return { status: 'd', approve: 'd', status_ar: 'd' };
  const both = current.status === 'a' && current.approve === 'a';
  return { status: 'i', approve: 'i', status_ar: both ? 'i' : current.status_ar };
}

/** Applies the approval dropdown's choice. */
export async function updateStatus(db: Db, pId: number, approve: ProductStatus, by: Actor): Promise<ProductStatusReply> {
  return inTransaction(db, async (trx) => {
    const stored = await repo.current(trx, pId);
    if (!stored) throw new HttpError(404, M.noProduct(pId));
    const next = nextStatuses(stored, approve);
    const revision = await repo.setStatuses(trx, pId, next, by);
    return { pId, ...next, revision };
  });
}

/** The English and Arabic names of each of `pIds` that is a product (the activation reports' rows). */
export async function productNames(db: Db, pIds: readonly number[]): Promise<Map<number, { name: string; ar_name: string }>> {
  const rows = await repo.namesOf(db, [...new Set(pIds)]);
  return new Map(rows.map((r) => [r.p_id, { name: r.name, ar_name: r.ar_name }]));
}

/** The current price of each of `pIds` that is a product (a bulk update's check of its rows). */
export async function productPrices(db: Db, pIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await repo.pricesOf(db, [...new Set(pIds)]);
  return new Map(rows.map((r) => [r.p_id, Number(r.current_price)]));
}
