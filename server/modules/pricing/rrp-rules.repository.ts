import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';
import type { RrpFormats } from '../../../src/domain/pricing/rrp-formats.ts';
import type { RrpGroup } from '../../../src/domain/pricing/rrp-tree.ts';

const RULE_COLUMNS = [
  'id',
  'action',
  'json_tree',
  'query_string',
  'mongo_db_query',
  'sql_where',
  'json_logic',
  'revision',
  'created_by',
  'created_name',
  'created_date_utc',
  'updated_by',
  'updated_name',
  'updated_date_utc',
] as const;

/** The rule of an action. */
export function ruleOf(db: Db, action: string) {
  return db.selectFrom('rrp_rules').select(RULE_COLUMNS).where('action', '=', action).executeTakeFirst();
}

/** A rule's stored row, whole. */
export type RuleRow = NonNullable<Awaited<ReturnType<typeof ruleOf>>>;

/** The columns of a rule's tree and the forms built from it. */
export const ruleColumns = (tree: RrpGroup, formats: RrpFormats) => ({
  json_tree: JSON.stringify(tree),
  query_string: formats.queryString,
  mongo_db_query: JSON.stringify(formats.mongoDbQuery),
  sql_where: formats.SQLWhere,
  json_logic: JSON.stringify(formats.jsonLogic),
});

/** The rule's own history rows (they go with a deleted rule, and come back with it). */
export function historyRowsOf(db: Db, ruleId: number) {
  return db.selectFrom('rrp_rule_history').selectAll().where('rule_id', '=', ruleId).orderBy('id').execute();
}

export type HistoryRow = Awaited<ReturnType<typeof historyRowsOf>>[number];

/** Puts back a restored rule's history rows, as they were kept (JSON: the trees as values, the times as text). */
export async function restoreHistoryRows(db: Db, rows: HistoryRow[]) {
  if (!rows.length) return;
  await db
    .insertInto('rrp_rule_history')
    .values(
      rows.map((r) => ({
        ...r,
        before_tree: r.before_tree === null ? null : JSON.stringify(r.before_tree),
        after_tree: JSON.stringify(r.after_tree),
      })) as never,
    )
    .execute();
}

export function insertHistory(
  db: Db,
  entry: {
    ruleId: number;
    change: 'created' | 'updated';
    before: { tree: unknown; queryString: string } | null;
    tree: RrpGroup;
    queryString: string;
  },
  by: Actor,
) {
  return db
    .insertInto('rrp_rule_history')
    .values({
      rule_id: entry.ruleId,
      change: entry.change,
      before_tree: entry.before ? JSON.stringify(entry.before.tree) : null,
      before_query_string: entry.before?.queryString ?? null,
      after_tree: JSON.stringify(entry.tree),
      after_query_string: entry.queryString,
      ...createdColumns(by),
    })
    .execute();
}

/** A page of an action's changes, newest first, and how many there are. */
export async function historyPage(db: Db, action: string, page: { skip: number; take: number }) {
  const base = db.selectFrom('rrp_rule_history as h').innerJoin('rrp_rules as r', 'r.id', 'h.rule_id').where('r.action', '=', action);
  const [rows, count] = await Promise.all([
    base
      .select([
        'h.id',
        'h.change',
        'h.before_tree',
        'h.before_query_string',
        'h.after_tree',
        'h.after_query_string',
        'h.created_name',
        'h.created_date_utc',
      ])
      .orderBy('h.id', 'desc')
      .offset(page.skip)
      .limit(page.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
