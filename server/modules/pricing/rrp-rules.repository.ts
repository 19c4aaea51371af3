import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns, updatedColumns } from '../../shared/audit-columns.ts';
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
  'created_name',
  'created_date_utc',
  'updated_name',
  'updated_date_utc',
] as const;

/** The rule of an action; `forUpdate` locks it until the transaction ends (its history's "before"). */
export function ruleOf(db: Db, action: string, forUpdate = false) {
  const query = db.selectFrom('rrp_rules').select(RULE_COLUMNS).where('action', '=', action);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

const stored = (tree: RrpGroup, formats: RrpFormats) => ({
  json_tree: JSON.stringify(tree),
  query_string: formats.queryString,
  mongo_db_query: JSON.stringify(formats.mongoDbQuery),
  sql_where: formats.SQLWhere,
  json_logic: JSON.stringify(formats.jsonLogic),
});

/** Inserts the rule of an action, or answers undefined when the action has one already. */
export function insertRule(db: Db, action: string, tree: RrpGroup, formats: RrpFormats, by: Actor) {
  return db
    .insertInto('rrp_rules')
    .values({ action, ...stored(tree, formats), ...createdColumns(by) })
    .onConflict((oc) => oc.column('action').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function updateRule(db: Db, id: number, tree: RrpGroup, formats: RrpFormats, by: Actor) {
  return db
    .updateTable('rrp_rules')
    .set({ ...stored(tree, formats), ...updatedColumns(by) })
    .where('id', '=', id)
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
