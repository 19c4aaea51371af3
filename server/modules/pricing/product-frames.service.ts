import { toSkipTake, type Page, type Paging } from '../../../src/domain/paging.ts';
import {
  FRAME_MESSAGES as M,
  type FramePreview,
  type ProductFrame,
  type ProductFrameBody,
  type ProductFrameSummary,
} from '../../../src/domain/pricing/product-frame.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { missingProducts } from '../catalogue/product-selection.service.ts';
import * as repo from './product-frames.repository.ts';
import { checkProductRule, previewProductRule } from './product-rules.service.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const bad = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, [{ field, message }]);

type SummaryRow = Awaited<ReturnType<typeof repo.framePage>>['rows'][number];
const toSummary = (r: SummaryRow): ProductFrameSummary => ({
  id: r.id,
  oTagTxt1: r.o_tag_txt1,
  ar_oTagTxt1: r.ar_o_tag_txt1,
  oTagBGColor1: r.o_tag_bg_color1,
  oTagTxtColor1: r.o_tag_txt_color1,
  appliesTo: r.applies_to,
});

/** The stored form of a body: its PIDs (checked in the catalogue) or its rule (checked like the RRP rule's). */
async function checkedFrame(db: Db, body: ProductFrameBody): Promise<{ row: repo.FrameRow; pIds: number[] }> {
  const tag = {
    o_tag_txt1: body.oTagTxt1,
    ar_o_tag_txt1: body.ar_oTagTxt1,
    o_tag_bg_color1: body.oTagBGColor1.toUpperCase(),
    o_tag_txt_color1: body.oTagTxtColor1.toUpperCase(),
  };
  if (body.appliesTo === 'RULE') {
    if (!body.jsonTree) throw bad('jsonTree', M.ruleRequired);
    const { tree } = await checkProductRule(db, body.jsonTree);
    return { row: { ...tag, applies_to: 'RULE', json_tree: JSON.stringify(tree) }, pIds: [] };
  }
  const pIds = [...new Set(body.pIds)];
  if (!pIds.length) throw bad('pIds', M.pidsRequired);
  const missing = await missingProducts(db, pIds);
  if (missing.length) throw bad('pIds', M.unknownPids(missing));
  return { row: { ...tag, applies_to: 'PIDS', json_tree: null }, pIds };
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
  return {
    ...toSummary(row),
    pIds: row.applies_to === 'PIDS' ? await repo.pidsOf(db, id) : [],
    jsonTree: row.json_tree === null ? '' : JSON.stringify(row.json_tree),
    createdName: row.created_name,
    createdDateUTC: iso(row.created_date_utc)!,
    updatedName: row.updated_name,
    updatedDateUTC: iso(row.updated_date_utc),
  };
}

export async function createFrame(db: Db, body: ProductFrameBody, by: Actor): Promise<ProductFrame> {
  const { row, pIds } = await checkedFrame(db, body);
  const id = await inTransaction(db, async (trx) => {
    const created = await repo.insertFrame(trx, row, by);
    await repo.replacePids(trx, created, pIds);
    return created;
  });
  return getFrame(db, id);
}

export async function updateFrame(db: Db, id: number, body: ProductFrameBody, by: Actor): Promise<ProductFrame> {
  const { row, pIds } = await checkedFrame(db, body);
  await inTransaction(db, async (trx) => {
    if (!(await repo.updateFrame(trx, id, row, by))) throw new HttpError(404, M.noFrame(id));
    await repo.replacePids(trx, id, pIds);
  });
  return getFrame(db, id);
}

/** How many catalogue products an unsaved frame rule covers now, and the first `take` of them. */
export async function previewFrameRule(db: Db, jsonTree: string, take: number): Promise<FramePreview> {
  const { total, products } = await previewProductRule(db, jsonTree, take);
  return { totalRecords: total, records: products };
}
