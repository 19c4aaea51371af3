import { isDeepStrictEqual } from 'node:util';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import { RRP_MESSAGES as M } from '../../../src/domain/pricing/messages.ts';
import { formatRrpRule, type RrpFormats } from '../../../src/domain/pricing/rrp-formats.ts';
import type { RrpHistoryEntry, RrpPreview, RrpRule, RrpRuleBody } from '../../../src/domain/pricing/rrp-rule.ts';
import { percentRange } from '../../../src/domain/pricing/rrp-tree.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { selectProducts } from '../catalogue/product-selection.service.ts';
import * as repo from './rrp-rules.repository.ts';
import { requireCatalogueValues, selectionOf, treeOf } from './rule-trees.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** 400 naming each form the client sent that differs from the one built from the tree. */
function requireSameFormats(body: RrpRuleBody, built: RrpFormats) {
  const differ = (['queryString', 'SQLWhere', 'mongoDbQuery', 'jsonLogic'] as const).filter(
    (key) => !isDeepStrictEqual(body[key], built[key]),
  );
  if (differ.length) {
    throw new HttpError(
      400,
      M.mismatch(differ),
      differ.map((field) => ({ field, message: M.mismatch([field]) })),
    );
  }
}

async function checkedRule(db: Db, body: RrpRuleBody) {
  const tree = treeOf(body.jsonTree);
  await requireCatalogueValues(db, tree);
  const formats = formatRrpRule(tree);
  requireSameFormats(body, formats);
  return { tree, formats };
}

function toRule(row: NonNullable<Awaited<ReturnType<typeof repo.ruleOf>>>): RrpRule {
  return {
    id: row.id,
    action: row.action,
    jsonTree: JSON.stringify(row.json_tree),
    queryString: row.query_string,
    mongoDbQuery: row.mongo_db_query,
    SQLWhere: row.sql_where,
    jsonLogic: row.json_logic,
    createdName: row.created_name,
    createdDateUTC: iso(row.created_date_utc)!,
    updatedName: row.updated_name,
    updatedDateUTC: iso(row.updated_date_utc),
  };
}

/** The rule of an action, or null when none is stored yet. */
export async function getRule(db: Db, action: string): Promise<RrpRule | null> {
  const row = await repo.ruleOf(db, action);
  return row ? toRule(row) : null;
}

/** Inserts an action's rule (409 when it has one), recording the change. */
export async function createRule(db: Db, body: RrpRuleBody, by: Actor): Promise<RrpRule> {
  const { tree, formats } = await checkedRule(db, body);
  return inTransaction(db, async (trx) => {
    const inserted = await repo.insertRule(trx, body.action, tree, formats, by);
    if (!inserted) throw conflict(M.exists(body.action), [{ field: 'action', message: M.exists(body.action) }]);
    await repo.insertHistory(trx, { ruleId: inserted.id, change: 'created', before: null, tree, queryString: formats.queryString }, by);
    return toRule((await repo.ruleOf(trx, body.action))!);
  });
}

/** Replaces an action's rule (404 when it has none), recording before and after. */
export async function updateRule(db: Db, body: RrpRuleBody, by: Actor): Promise<RrpRule> {
  const { tree, formats } = await checkedRule(db, body);
  return inTransaction(db, async (trx) => {
    const before = await repo.ruleOf(trx, body.action, true);
    if (!before) throw new HttpError(404, M.none(body.action));
    await repo.updateRule(trx, before.id, tree, formats, by);
    const previous = { tree: before.json_tree, queryString: before.query_string };
    await repo.insertHistory(trx, { ruleId: before.id, change: 'updated', before: previous, tree, queryString: formats.queryString }, by);
    return toRule((await repo.ruleOf(trx, body.action))!);
  });
}

/** A page of an action's changes, newest first. */
export async function ruleHistory(db: Db, query: { action: string; index: number; pageSize: number }): Promise<Page<RrpHistoryEntry>> {
  const { rows, total } = await repo.historyPage(db, query.action, toSkipTake(query.index, query.pageSize));
  return {
    totalRecords: total,
    records: rows.map((r) => ({
      id: r.id,
      change: r.change,
      changedName: r.created_name,
      changedDateUTC: iso(r.created_date_utc)!,
      before: r.before_tree === null ? null : { jsonTree: JSON.stringify(r.before_tree), queryString: r.before_query_string ?? '' },
      after: { jsonTree: JSON.stringify(r.after_tree), queryString: r.after_query_string },
    })),
  };
}

const rrpAt = (price: number, percent: number) => Math.round(price * (100 + percent)) / 100;

/** How many catalogue products an unsaved tree selects now, the first of them and their RRP. */
export async function previewRule(db: Db, body: { jsonTree: string; pageSize: number }): Promise<RrpPreview> {
  const tree = treeOf(body.jsonTree);
  const { total, products } = await selectProducts(db, selectionOf(tree), body.pageSize);
  const range = percentRange(tree);
  return {
    totalRecords: total,
    percentFrom: range?.from ?? null,
    percentTo: range?.to ?? null,
    records: products.map((p) => ({
      ...p,
      rrpFrom: range ? rrpAt(p.price, range.from) : null,
      rrpTo: range ? rrpAt(p.price, range.to) : null,
    })),
  };
}
