import { isDeepStrictEqual } from 'node:util';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import { RRP_MESSAGES as M } from '../../../src/domain/pricing/messages.ts';
import { formatRrpRule, type RrpFormats } from '../../../src/domain/pricing/rrp-formats.ts';
import type { RrpHistoryEntry, RrpPreview, RrpRule, RrpRuleBody } from '../../../src/domain/pricing/rrp-rule.ts';
import { percentRange } from '../../../src/domain/pricing/rrp-tree.ts';
import type { Db } from '../../db/connect.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { insertTracked, lockAtRevision, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
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

function toRule(row: repo.RuleRow): RrpRule {
  return {
    id: row.id,
    action: row.action,
    jsonTree: JSON.stringify(row.json_tree),
    queryString: row.query_string,
    mongoDbQuery: row.mongo_db_query,
    SQLWhere: row.sql_where,
    jsonLogic: row.json_logic,
    revision: row.revision,
    createdName: row.created_name,
    createdDateUTC: iso(row.created_date_utc)!,
    updatedName: row.updated_name,
    updatedDateUTC: iso(row.updated_date_utc),
  };
}

/** The rule's columns from its record, for Undo: its tree and the forms built from it, as they were. */
const toRuleColumns = (rule: RrpRule) => ({
  json_tree: rule.jsonTree,
  query_string: rule.queryString,
  mongo_db_query: JSON.stringify(rule.mongoDbQuery),
  sql_where: rule.SQLWhere,
  json_logic: JSON.stringify(rule.jsonLogic),
});

/**
 * RRP Price Criteria's record for the change log: no stale save, History, Undo, and Restore of a
 * rule whose creation was undone (with the screen's own history rows, which go with it).
 */
export const rrpRuleEntity: TrackedEntity = {
  entity: 'rrp-rule',
  table: 'rrp_rules',
  toRecord: toRule,
  toColumns: toRuleColumns,
  nameOf: (rule) => String(rule.action),
  codeField: 'action',
  children: {
    snapshot: (db, id) => repo.historyRowsOf(db, id),
    restore: (db, saved) => repo.restoreHistoryRows(db, saved as repo.HistoryRow[]),
  },
};

const exists = (action: string) => fieldConflict('action', M.exists(action));

/** The rule of an action, or null when none is stored yet. */
export async function getRule(db: Db, action: string): Promise<RrpRule | null> {
  const row = await repo.ruleOf(db, action);
  return row ? toRule(row) : null;
}

/** Inserts an action's rule (409 when it has one), recording the change. */
export async function createRule(db: Db, body: RrpRuleBody, by: Actor): Promise<RrpRule> {
  const { tree, formats } = await checkedRule(db, body);
  return inTransaction(db, async (trx) => {
    if (await repo.ruleOf(trx, body.action)) throw exists(body.action);
    const write = () => insertTracked(trx, rrpRuleEntity, { action: body.action, ...repo.ruleColumns(tree, formats) }, by);
    const row = (await uniqueOrConflict(write, 'action', M.exists(body.action))) as repo.RuleRow;
    await repo.insertHistory(trx, { ruleId: row.id, change: 'created', before: null, tree, queryString: formats.queryString }, by);
    return toRule(row);
  });
}

/**
 * Replaces the action's rule at `revision`, recording before and after: 404 when it has none, 409
 * naming who saved it since and when. A save of the same tree changes nothing.
 */
export async function updateRule(db: Db, body: RrpRuleBody, revision: number, by: Actor): Promise<RrpRule> {
  const { tree, formats } = await checkedRule(db, body);
  return inTransaction(db, async (trx) => {
    const found = await repo.ruleOf(trx, body.action);
    if (!found) throw new HttpError(404, M.none(body.action));
    const locked = await lockAtRevision(trx, rrpRuleEntity, found.id, revision, by, M.none(body.action));
    const before = locked as unknown as repo.RuleRow;
    // jsonb keeps its own key order: the trees are compared as values.
    if (isDeepStrictEqual(before.json_tree, JSON.parse(JSON.stringify(tree)))) return toRule(before);
    const row = (await updateTracked(trx, rrpRuleEntity, found.id, revision, repo.ruleColumns(tree, formats), by, {
      locked,
    })) as repo.RuleRow;
    const previous = { tree: before.json_tree, queryString: before.query_string };
    await repo.insertHistory(trx, { ruleId: row.id, change: 'updated', before: previous, tree, queryString: formats.queryString }, by);
    return toRule(row);
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
