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
import { DEFAULT_TIME_ZONE } from '../../../src/domain/constants.ts';
import type { ChangeAction } from '../../../src/domain/history/entities.ts';
import { HISTORY_MESSAGES as HM } from '../../../src/domain/history/messages.ts';
import { IMAGE_PATHS } from '../../../src/domain/images/contracts.ts';
import { fieldChanges, latestEntryOf } from '../../db/records/change-log.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { logTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/connect.ts';
import { F } from '../../../src/domain/words/field-messages.ts';
import { badField, conflict, HttpError, staleConflict } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { recordArabicChanges } from './arabic-edits.service.ts';
import * as lookups from './lookups.service.ts';
import * as repo from './products.repository.ts';
import { sanitizeFeatures } from './sanitize.ts';

export type ProductRecordRow = repo.ProductRecordRow;

/**
 * A product as its change log entries keep it: the wizard's fields by the form's names (style and
 * variant apart, as the form shows them), and the statuses the approval dropdown sets. A save of
 * bullets or attributes adds them as text (`bulletFields`, `attributeFields`).
 */
export function productRecord(row: ProductRecordRow): Record<string, unknown> {
  return {
    mId: row.main_category_id,
    pCatId: row.parent_category_id,
    catId: row.category_id,
    subCatId: row.sub_category_id,
    brandId: row.brand_id,
    name: row.name,
    ar_name: row.ar_name,
    style: row.style,
    variant: row.variant,
    details: row.details,
    ar_details: row.ar_details,
    features: row.features,
    ar_features: row.ar_features,
    remarks: row.remarks,
    metaTag: row.meta_tag,
    shortDesc: row.short_desc,
    status: row.status,
    status_ar: row.status_ar,
    approve: row.approve,
    styleVerified: row.style_verified,
  };
}

/** A product's bullets as the log keeps them: the English and the Arabic ones, one a line, in order. */
export const bulletFields = (bullets: readonly { name: string; ar_name: string }[]) => ({
  bullets: bullets
    .map((b) => b.name)
    .filter(Boolean)
    .join('\n'),
  ar_bullets: arabicBulletsText(bullets),
});

/** A product's attribute choices as the log keeps them: 'Material: Leather; Color Family: Black, White'. */
function attributeFields(rows: readonly { attribute: string; value: string }[]) {
  const byName = new Map<string, string[]>();
  for (const r of rows) byName.set(r.attribute, [...(byName.get(r.attribute) ?? []), r.value]);
  return { attributes: [...byName].map(([name, values]) => `${name}: ${values.join(', ')}`).join('; ') };
}

/**
 * Product View's record for the change log (entity 'product'): History of each product, and no
 * stale save. Not registered for Undo and Restore (catalogue.module.ts): the kit's reversal finds a
 * row by an `id` column, and a product's key is `p_id`.
 */
export const productEntity: TrackedEntity = {
  entity: 'product',
  table: 'products',
  toRecord: productRecord,
  nameOf: (record) => String(record.name ?? ''),
};

/**
 * The 409 for a product write based on an older revision: who saved since and when (the data
 * centre's time), and the product as it now is. The log's newest entry names them when it left the
 * product at its revision; a write the log does not keep (the style edit, a queue's activation) is
 * named by the product's own stamps.
 */
async function staleProduct(db: Db, row: ProductRecordRow, by: Actor) {
  const last = await latestEntryOf(db, productEntity.entity, String(row.p_id));
  const logged = last !== undefined && last.revision === row.revision;
  const who = logged ? last.user_name : (row.updated_name ?? row.created_name);
  const at = logged ? new Date(last.at) : (row.updated_date_utc ?? row.created_date_utc);
  const current = await productDetails(db, row.p_id);
  return staleConflict(HM.changedSince(who, at, by.trail?.timeZone ?? DEFAULT_TIME_ZONE), {
    revision: row.revision,
    by: who,
    at: at ? new Date(at).toISOString() : null,
    current: current ?? null,
  });
}

/**
 * The stored product locked for a write based on `revision` (inside the write's transaction,
 * before any rule reads it): 404 when there is none, 409 naming who saved since when it moved on.
 */
export async function lockProductAt(db: Db, pId: number, revision: number, by: Actor): Promise<ProductRecordRow> {
  const row = await repo.lockRecord(db, pId);
  if (!row) throw new HttpError(404, M.noProduct(pId));
  if (row.revision !== revision) throw await staleProduct(db, row, by);
  return row;
}

/**
 * Logs a write of a product, in the caller's transaction: each field of `before` and `after`
 * (records of `productRecord`, with bullets or attributes when the write changed them) that
 * differs. A write that changed no field leaves no entry.
 */
export async function logProductChange(
  db: Db,
  pId: number,
  action: ChangeAction,
  by: Actor,
  change: { before: Record<string, unknown> | null; after: Record<string, unknown>; revision: number },
): Promise<void> {
  if (change.before && fieldChanges(productEntity, change.before, change.after).length === 0) return;
  await logTracked(db, productEntity, pId, action, by, change);
}

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
  if (!split.style) throw badField('style', F('required'));
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
 * Inserts a product (no pId) or updates the one at `revision` (409 naming who saved since and
 * when), logging the change in the same transaction. A style changed here is no longer verified:
 * only the style edit verifies one.
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
      const row = await repo.insert(trx, columns, by);
      await logProductChange(trx, row.p_id, 'create', by, { before: null, after: productRecord(row), revision: row.revision });
      return row.p_id;
    }
    const stored = await lockProductAt(trx, values.pId, values.revision!, by);
    await checkPath(trx, values, stored);
    const restyled = stored.style !== columns.style || stored.variant !== columns.variant;
    const row = await repo.updateAt(trx, values.pId, values.revision!, { ...columns, ...(restyled ? { style_verified: false } : {}) }, by);
    if (row === undefined) throw conflict(M.staleRevision(values.pId));
    await logProductChange(trx, values.pId, 'update', by, {
      before: productRecord(stored),
      after: productRecord(row),
      revision: row.revision,
    });
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
 * offered, values of their attribute), if the product is still at `revision` (409 naming who saved
 * since), logging what changed in the same transaction.
 */
export async function saveBulletsAndAttributes(db: Db, values: BulletsAndAttributesValues, by: Actor) {
  const revision = await inTransaction(db, async (trx) => {
    const stored = await lockProductAt(trx, values.pId, values.revision, by);
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
    const before: Record<string, unknown> = productRecord(stored);
    const after: Record<string, unknown> = productRecord(next);
    if (values.bullet) {
      const was = await repo.bulletsOf(trx, values.pId);
      await repo.replaceBullets(trx, values.pId, values.bullet, by);
      Object.assign(before, bulletFields(was));
      Object.assign(after, bulletFields(values.bullet));
      await recordArabicChanges(
        trx,
        values.pId,
        { ar_bullets: arabicBulletsText(was) },
        { ar_bullets: arabicBulletsText(values.bullet) },
        'PRODUCT_VIEW',
        by,
      );
    }
    if (rows) {
      Object.assign(before, attributeFields(await repo.attributesOf(trx, values.pId)));
      await repo.replaceAttributes(trx, values.pId, rows);
      Object.assign(after, attributeFields(await repo.attributesOf(trx, values.pId)));
    }
    await logProductChange(trx, values.pId, 'update', by, { before, after, revision: next.revision });
    return next.revision;
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

/**
 * Applies the approval dropdown's choice, logged as a status change. With the `revision` the
 * wizard read, a choice over a newer save is refused (409 naming who saved since and when).
 */
export async function updateStatus(db: Db, pId: number, approve: ProductStatus, by: Actor, revision?: number): Promise<ProductStatusReply> {
  return inTransaction(db, async (trx) => {
    const stored = revision === undefined ? await repo.lockRecord(trx, pId) : await lockProductAt(trx, pId, revision, by);
    if (!stored) throw new HttpError(404, M.noProduct(pId));
    const next = nextStatuses(stored, approve);
    const row = await repo.setStatuses(trx, pId, next, by);
    await logProductChange(trx, pId, 'status', by, { before: productRecord(stored), after: productRecord(row), revision: row.revision });
    return { pId, ...next, revision: row.revision };
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
