import type { z } from 'zod/mini';
import { normaliseUpc } from '../../../src/domain/gatekeeper/constants.ts';
import { itemMasterFeedRowSchema, manifestFeedRowSchema, MAX_FEED_ROWS } from '../../../src/domain/gatekeeper/requests.ts';
import type { Db } from '../../db/connect.ts';
import { GATEKEEPER_OFFICE as OFFICE } from '../../../src/domain/gatekeeper/office-words.ts';
import { problemOf } from '../../../src/domain/words/field-problem.ts';
import { badField, HttpError } from '../../plugins/http-error.ts';
import { csvObjects } from './feed-csv.ts';
import * as feed from './feed.repository.ts';
import type { Actor } from '../../shared/actor.ts';

export type { ItemMasterLoad, ManifestLoad } from './feed.repository.ts';

/**
 * A field of the feed's line `line`, as a refusal names it: 'Gate Country (Row 3)' (line n is the
 * n-th element of a JSON array, or the n-th line of a CSV file, its header being line 1).
 */
const fieldOfLine = (line: number, field: string) => `${line - 1}.${field}`;

/**
 * A feed body: a JSON array (line n = the n-th element) or CSV text with a header row (line n =
 * the file's line). Every row is checked before anything is written: one bad row → 400 naming its
 * line and field, and nothing changes. Answers each row with its line.
 */
function rowsOf<S extends z.ZodMiniType>(body: unknown, schema: S): { line: number; row: z.infer<S> }[] {
  const entries = typeof body === 'string' ? csvObjects(body) : (body as unknown[]).map((row, i) => ({ line: i + 1, row }));
  if (entries.length === 0) throw new HttpError(400, OFFICE('feedEmpty'));
  if (entries.length > MAX_FEED_ROWS) throw new HttpError(400, OFFICE('feedTooLong', { max: MAX_FEED_ROWS }));
  return entries.map(({ line, row }) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return { line, row: parsed.data as z.infer<S> };
    const issue = parsed.error.issues[0];
    throw badField(fieldOfLine(line, issue?.path.join('.') || 'body'), problemOf(issue ?? {}));
  });
}

/** Loads manifests (rows of palletNo, gateCountry, upc, qty); each pallet named is replaced whole. */
export async function loadManifests(db: Db, body: unknown, actor: Actor): Promise<{ rows: number; manifests: number }> {
  const rows = rowsOf(body, manifestFeedRowSchema);
  const byPallet = new Map<string, feed.ManifestLoad>();
  for (const { line: at, row: r } of rows) {
    const m = byPallet.get(r.palletNo) ?? { palletNo: r.palletNo, gateCountry: r.gateCountry, lines: [] };
    if (m.gateCountry !== r.gateCountry)
      throw badField(fieldOfLine(at, 'gateCountry'), OFFICE('twoGateCountries', { palletNo: r.palletNo }));
    const upc = normaliseUpc(r.upc);
    const line = m.lines.find((l) => l.upc === upc);
    if (line) line.qty += r.qty;
    else m.lines.push({ upc, qty: r.qty });
    byPallet.set(r.palletNo, m);
  }
  await db.transaction().execute((trx) => feed.upsertManifests(trx, [...byPallet.values()], actor));
  return { rows: rows.length, manifests: byPallet.size };
}

/** Loads item master rows (inserted or updated by UPC). */
export async function loadItemMaster(db: Db, body: unknown, actor: Actor): Promise<{ rows: number }> {
  const rows = rowsOf(body, itemMasterFeedRowSchema).map(({ row: r }): feed.ItemMasterLoad => ({
    upc: normaliseUpc(r.upc),
    pid: r.pId,
    style: r.style,
    brand: r.brand,
    category: r.category,
    sub_category: r.subCategory,
    division: r.division,
    department: r.department,
    group_code: r.groupCode,
    size_label: r.sizeLabel,
    item_code: r.itemCode,
    head_office_qty: r.headOfficeQty,
    rack_qty: r.rackQty,
    pre_grn_qty: r.preGrnQty,
    style_in_business_uae: r.styleInBusinessUAE,
    style_in_business_ksa: r.styleInBusinessKSA,
  }));
  // The last row of a UPC wins, as a feed replayed in order would leave it (and one statement may not hit a row twice).
  const unique = [...new Map(rows.map((r) => [r.upc, r])).values()];
  await db.transaction().execute((trx) => feed.upsertItems(trx, unique, actor));
  return { rows: rows.length };
}

/** Seed: item master rows and manifests as the ERP feed would leave them, inside the seed's transaction. */
export async function seedFeed(trx: Db, items: feed.ItemMasterLoad[], manifests: feed.ManifestLoad[], actor: Actor): Promise<void> {
  await feed.upsertItems(trx, items, actor);
  await feed.upsertManifests(trx, manifests, actor);
}
