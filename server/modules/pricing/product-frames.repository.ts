import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';

export type FrameRow = {
  o_tag_txt1: string;
  ar_o_tag_txt1: string;
  o_tag_bg_color1: string;
  o_tag_txt_color1: string;
  applies_to: 'PIDS' | 'RULE';
  json_tree: string | null;
};

const SUMMARY = ['id', 'o_tag_txt1', 'ar_o_tag_txt1', 'o_tag_bg_color1', 'o_tag_txt_color1', 'applies_to', 'revision'] as const;
const STORED = [
  ...SUMMARY,
  'json_tree',
  'created_by',
  'created_name',
  'created_date_utc',
  'updated_by',
  'updated_name',
  'updated_date_utc',
] as const;

/** A page of frames, newest first. */
export function framePage(db: Db, page: { skip: number; take: number }) {
  const base = db.selectFrom('product_frames');
  return withTotal(base.select(SUMMARY).orderBy('id', 'desc').offset(page.skip).limit(page.take).execute(), base);
}

export function frameById(db: Db, id: number) {
  return db.selectFrom('product_frames').select(STORED).where('id', '=', id).executeTakeFirst();
}

/** A frame's stored row, whole (what the change log compares and a 409 shows). */
export type StoredFrameRow = NonNullable<Awaited<ReturnType<typeof frameById>>>;

export async function pidsOf(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('product_frame_products').select('p_id').where('frame_id', '=', id).orderBy('p_id').execute();
  return rows.map((r) => r.p_id);
}

export function insertFrame(db: Db, row: FrameRow, by: Actor): Promise<StoredFrameRow> {
  return db
    .insertInto('product_frames')
    .values({ ...row, ...createdColumns(by) })
    .returning(STORED)
    .executeTakeFirstOrThrow();
}

/** Sets a frame's fields and its next revision (the caller locked it at the revision before). */
export function updateFrame(db: Db, id: number, row: FrameRow, revision: number, by: Actor): Promise<StoredFrameRow> {
  return db
    .updateTable('product_frames')
    .set({ ...row, ...updatedColumns(by), revision })
    .where('id', '=', id)
    .returning(STORED)
    .executeTakeFirstOrThrow();
}

/** The frame's PIDs become exactly `pIds`. */
export async function replacePids(db: Db, id: number, pIds: number[]) {
  await db.deleteFrom('product_frame_products').where('frame_id', '=', id).execute();
  if (pIds.length)
    await db
      .insertInto('product_frame_products')
      .values(pIds.map((p_id) => ({ frame_id: id, p_id })))
      .execute();
}

/** Puts back a restored frame's PIDs, leaving out any product deleted since. */
export async function restorePids(db: Db, id: number, pIds: number[]) {
  if (!pIds.length) return;
  const present = await db.selectFrom('products').select('p_id').where('p_id', 'in', pIds).execute();
  await replacePids(
    db,
    id,
    present.map((r) => r.p_id),
  );
}
