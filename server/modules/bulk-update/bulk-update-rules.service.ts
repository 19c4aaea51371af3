import type { BulkRulePreview, BulkRuleUpdateBody, BulkUpdate } from '../../../src/domain/bulk-update/contracts.ts';
import { inTransaction } from '../../db/transaction.ts';
import { checkRuleValues } from '../../../src/domain/bulk-update/rows.ts';
import type { BulkUpdateType } from '../../../src/domain/bulk-update/constants.ts';
import type { Db } from '../../db/connect.ts';
import { badField, HttpError, type FieldProblem } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { checkProductRule, previewProductRule, upcCountOfRule } from '../pricing/product-rules.service.ts';
import * as repo from './bulk-update.repository.ts';
import { insertUpdate, runAtOf, toBulkUpdate } from './bulk-update.service.ts';
import { rowsOfRule, rowsRefusal } from './rule-rows.service.ts';

/** Products a rule's preview names. */
const PREVIEW_PRODUCTS = 5;

/** How many products an unsaved rule selects now, the newest of them, and the rows an update of `type` would have. */
export async function previewRuleUpdate(db: Db, body: { updateType: BulkUpdateType; jsonTree: string }): Promise<BulkRulePreview> {
  const { total, products } = await previewProductRule(db, body.jsonTree, PREVIEW_PRODUCTS);
  const rows = body.updateType === 'PRODUCT_ACTIVATION' ? await upcCountOfRule(db, body.jsonTree) : total;
  return {
    totalRecords: total,
    rows,
    records: products.map(({ pId, name, brand, department }) => ({ pId, name, brand, department })),
  };
}

/**
 * Queues an update of the products a rule selects (FILTER_CONDITION). The values every row takes
 * are checked as a file's cells are, the rule as a frame's is (its SQL built here from the tree).
 * NOW chooses the rows at once, in the transaction that stores the update and its job, and refuses
 * a rule that selects none or too many; SCHEDULE chooses them when it runs, so products added
 * until then are covered (docs/decisions.md, "Bulk updates").
 */
export async function queueRuleUpdate(
  db: Db,
  body: BulkRuleUpdateBody,
  by: Actor,
  enqueue: (trx: Db, id: number, runAt: Date) => Promise<void>,
): Promise<BulkUpdate> {
  const runAt = runAtOf(body, new Date());
  const checked = checkRuleValues(body.updateType, body.values);
  // Every problem of the form at once: the values' and the rule's.
  const rule = await checkProductRule(db, body.jsonTree).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 400) return error;
    throw error;
  });
  const errors: FieldProblem[] = [...(checked.errors ?? []), ...(rule instanceof HttpError ? (rule.errors ?? []) : [])];
  if (checked.errors || rule instanceof HttpError) throw new HttpError(400, errors[0]?.message ?? (rule as HttpError).words, errors);
  const { tree, text } = rule;
  const now = body.mode === 'NOW';
  const id = await inTransaction(db, async (trx) => {
    const rows = now ? await rowsOfRule(trx, body.updateType, tree, checked.values) : [];
    const refused = now ? rowsRefusal(rows) : undefined;
    if (refused) throw badField('jsonTree', refused);
    const created = await insertUpdate(
      trx,
      {
        update_type: body.updateType,
        source: 'FILTER_CONDITION',
        update_mode: body.mode,
        run_at: runAt,
        total_rows: rows.length,
        json_tree: JSON.stringify(tree),
        rule_text: text,
        rule_values: JSON.stringify(checked.values),
        rows_chosen: now,
      },
      rows,
      by,
    );
    await enqueue(trx, created, runAt);
    return created;
  });
  return toBulkUpdate((await repo.findUpdate(db, id))!);
}
