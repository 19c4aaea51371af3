import { isDeepStrictEqual } from 'node:util';
import { toSkipTake, type Page, type Paging } from '../../../src/domain/paging.ts';
import {
  FRAME_MESSAGES as M,
  type FramePreview,
  type ProductFrame,
  type ProductFrameBody,
  type ProductFrameSummary,
} from '../../../src/domain/pricing/product-frame.ts';
import type { Db } from '../../db/connect.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { lockAtRevision, logTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badField, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { missingProducts } from '../catalogue/product-selection.service.ts';
import * as repo from './product-frames.repository.ts';
import { checkProductRule, previewProductRule } from './product-rules.service.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type SummaryRow = Awaited<ReturnType<typeof repo.framePage>>['rows'][number];
const toSummary = (r: SummaryRow): ProductFrameSummary => ({
  id: r.id,
  oTagTxt1: r.o_tag_txt1,
  ar_oTagTxt1: r.ar_o_tag_txt1,
  oTagBGColor1: r.o_tag_bg_color1,
  oTagTxtColor1: r.o_tag_txt_color1,
  appliesTo: r.applies_to,
  revision: r.revision,
});

/** A frame as its edit page loads it, but for its PIDs (a list of their own): what the change log compares and a 409 shows. */
function toFrameFields(row: repo.StoredFrameRow): Omit<ProductFrame, 'pIds'> {
  return {
    ...toSummary(row),
    jsonTree: row.json_tree === null ? '' : JSON.stringify(row.json_tree),
    createdName: row.created_name,
    createdDateUTC: iso(row.created_date_utc)!,
    updatedName: row.updated_name,
    updatedDateUTC: iso(row.updated_date_utc),
  };
}

/** The frame's columns from its record, for Undo; a change of its PIDs is refused (they are rows of their own). */
function toFrameColumns(record: Partial<ProductFrame>): repo.FrameRow {
  if ('pIds' in record) throw new HttpError(400, M.pidsNotUndoable);
  return {
    o_tag_txt1: record.oTagTxt1!,
    ar_o_tag_txt1: record.ar_oTagTxt1 ?? '',
    o_tag_bg_color1: record.oTagBGColor1!,
    o_tag_txt_color1: record.oTagTxtColor1!,
    applies_to: record.appliesTo!,
    json_tree: record.appliesTo === 'RULE' && record.jsonTree ? record.jsonTree : null,
  };
}

/**
 * Product Frame's record for the change log: no stale save, History, Undo of a create or of a
 * change of the tag or rule, Restore with its PIDs. Saves log the PIDs with the frame's fields
 * (logTracked), since they are rows of their own.
 */
export const productFrameEntity: TrackedEntity = {
  entity: 'product-frame',
  table: 'product_frames',
  toRecord: toFrameFields,
  toColumns: toFrameColumns,
  nameOf: (frame) => String(frame.oTagTxt1),
  children: {
    snapshot: async (db, id) => ({ frameId: id, pIds: await repo.pidsOf(db, id) }),
    restore: async (db, saved) => {
      const { frameId, pIds } = saved as { frameId: number; pIds: number[] };
      await repo.restorePids(db, frameId, pIds);
    },
  },
};

/** The stored form of a body: its PIDs (checked in the catalogue, in PID order) or its rule (checked like the RRP rule's). */
async function checkedFrame(db: Db, body: ProductFrameBody): Promise<{ row: repo.FrameRow; pIds: number[] }> {
  const tag = {
    o_tag_txt1: body.oTagTxt1,
    ar_o_tag_txt1: body.ar_oTagTxt1,
    o_tag_bg_color1: body.oTagBGColor1.toUpperCase(),
    o_tag_txt_color1: body.oTagTxtColor1.toUpperCase(),
  };
  if (body.appliesTo === 'RULE') {
    if (!body.jsonTree) throw badField('jsonTree', M.ruleRequired);
    const { tree } = await checkProductRule(db, body.jsonTree);
    return { row: { ...tag, applies_to: 'RULE', json_tree: JSON.stringify(tree) }, pIds: [] };
  }
  const pIds = [...new Set(body.pIds)].sort((a, b) => a - b);
  if (!pIds.length) throw badField('pIds', M.pidsRequired);
  const missing = await missingProducts(db, pIds);
  if (missing.length) throw badField('pIds', M.unknownPids(missing));
  return { row: { ...tag, applies_to: 'PIDS', json_tree: null }, pIds };
}

/** Whether a save would leave the frame as it is: the same tag, target, rule and PIDs. */
function unchanged(stored: repo.StoredFrameRow, storedPids: number[], row: repo.FrameRow, pIds: number[]): boolean {
  return (
    stored.o_tag_txt1 === row.o_tag_txt1 &&
    stored.ar_o_tag_txt1 === row.ar_o_tag_txt1 &&
    stored.o_tag_bg_color1 === row.o_tag_bg_color1 &&
    stored.o_tag_txt_color1 === row.o_tag_txt_color1 &&
    stored.applies_to === row.applies_to &&
    // jsonb keeps its own key order: the trees are compared as values.
    isDeepStrictEqual(stored.json_tree, row.json_tree === null ? null : JSON.parse(row.json_tree)) &&
    isDeepStrictEqual(storedPids, pIds)
  );
}

/** A page of frames, newest first. */
export async function listFrames(db: Db, paging: Paging): Promise<Page<ProductFrameSummary>> {
  const { rows, total } = await repo.framePage(db, toSkipTake(paging.index, paging.pageSize));
  return { records: rows.map(toSummary), totalRecords: total };
}

/** One frame with its PIDs or rule (404 when there is none). */
export async function getFrame(db: Db, id: number): Promise<ProductFrame> {
  const row = await repo.frameById(db, id);
  if (!row) throw new HttpError(404, M.noFrame(id));
  return { ...toFrameFields(row), pIds: row.applies_to === 'PIDS' ? await repo.pidsOf(db, id) : [] };
}

/** Creates a frame with its PIDs, and logs it with them, in one transaction. */
export async function createFrame(db: Db, body: ProductFrameBody, by: Actor): Promise<ProductFrame> {
  const { row, pIds } = await checkedFrame(db, body);
  return inTransaction(db, async (trx) => {
    const created = await repo.insertFrame(trx, row, by);
    await repo.replacePids(trx, created.id, pIds);
    const frame = { ...toFrameFields(created), pIds };
    await logTracked(trx, productFrameEntity, created.id, 'create', by, { after: frame, revision: created.revision });
    return frame;
  });
}

/**
 * Replaces the tag and the products of the frame at `revision` (its PIDs or rule), raising its
 * revision and logging each changed field, PIDs included: 404 for an unknown frame, 409 naming
 * who saved it since and when. A save that changes nothing writes nothing.
 */
export async function updateFrame(db: Db, id: number, body: ProductFrameBody, revision: number, by: Actor): Promise<ProductFrame> {
  const { row, pIds } = await checkedFrame(db, body);
  return inTransaction(db, async (trx) => {
    const locked = (await lockAtRevision(trx, productFrameEntity, id, revision, by, M.noFrame(id)).catch(async (error: unknown) => {
      // The 409 shows the frame as it now is: its PIDs too, which are rows of their own.
      if (error instanceof HttpError && error.stale?.current) error.stale.current.pIds = await repo.pidsOf(trx, id);
      throw error;
    })) as unknown as repo.StoredFrameRow;
    const storedPids = await repo.pidsOf(trx, id);
    const before = { ...toFrameFields(locked), pIds: storedPids };
    if (unchanged(locked, storedPids, row, pIds)) return before;
    const updated = await repo.updateFrame(trx, id, row, locked.revision + 1, by);
    await repo.replacePids(trx, id, pIds);
    const after = { ...toFrameFields(updated), pIds };
    await logTracked(trx, productFrameEntity, id, 'update', by, { before, after, revision: updated.revision });
    return after;
  });
}

/** How many catalogue products an unsaved frame rule covers now, and the first `take` of them. */
export async function previewFrameRule(db: Db, jsonTree: string, take: number): Promise<FramePreview> {
  const { total, products } = await previewProductRule(db, jsonTree, take);
  return { totalRecords: total, records: products };
}
