import type {
  ArabicEdit,
  ArabicEditDetailsValues,
  ArabicEditListValues,
  ArabicEditRow,
} from '../../../src/domain/activation/arabic-edit-report.ts';
import { ARABIC_EDIT_FIELDS, type ArabicEditField, type ArabicEditSource } from '../../../src/domain/catalogue/arabic-text.ts';
import { dayRange } from '../../../src/domain/day-bounds.ts';
import { toSkipTake, type Page, type Paging } from '../../../src/domain/paging.ts';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import * as repo from './arabic-edits.repository.ts';

/** A product's Arabic texts as the edit records keep them (bullets one per line). */
export type ArabicTexts = Record<ArabicEditField, string>;

/**
 * Records every Arabic field whose text differs between `before` and `after` (a field `after`
 * leaves out did not change), inside the caller's transaction: the save and its record are one.
 */
export async function recordArabicChanges(
  db: Db,
  pId: number,
  before: Partial<ArabicTexts>,
  after: Partial<ArabicTexts>,
  source: ArabicEditSource,
  by: Actor,
  at?: Date,
): Promise<void> {
  const rows = ARABIC_EDIT_FIELDS.flatMap((field) => {
    const next = after[field];
    const old = before[field] ?? '';
    return next === undefined || next === old ? [] : [{ p_id: pId, field, old_text: old, new_text: next, source }];
  });
  await repo.insert(db, rows, by, at);
}

/** The report (spec 002 §2): per day and editor, how many PIDs they changed; newest day first. */
export async function listArabicEdits(db: Db, paging: Paging, body: ArabicEditListValues, timeZone: string): Promise<Page<ArabicEditRow>> {
  const { skip, take } = toSkipTake(paging.index, paging.pageSize);
  const range = body.createdDate ? dayRange(body.createdDate, timeZone) : undefined;
  const { rows, total } = await repo.dayGroups(db, range, timeZone, skip, take, body.sort);
  return {
    records: rows.map((r) => ({ date: r.day, createdBy: Number(r.created_by), createdName: r.created_name, count: Number(r.count) })),
    totalRecords: total,
  };
}

/** A row's details: the changes one editor saved on one day, product by product. */
export async function arabicEditDetails(
  db: Db,
  paging: Paging,
  body: ArabicEditDetailsValues,
  timeZone: string,
): Promise<Page<ArabicEdit>> {
  const { skip, take } = toSkipTake(paging.index, paging.pageSize);
  const { rows, total } = await repo.editsOf(db, dayRange(body.createdDate, timeZone), body.createdBy, skip, take, body.sort);
  return {
    records: rows.map((r) => ({
      id: r.id,
      pId: r.p_id,
      name: r.name,
      field: r.field,
      source: r.source,
      oldText: r.old_text,
      newText: r.new_text,
      createdName: r.created_name,
      createdDateUTC: new Date(r.created_date_utc).toISOString(),
    })),
    totalRecords: total,
  };
}
