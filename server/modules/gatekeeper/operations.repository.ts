import type { OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import type { Db } from '../../db/connect.ts';

/** The first answer given to an operation, when it was applied before. */
export async function appliedResult(db: Db, opId: string): Promise<OperationResult | undefined> {
  const row = await db.selectFrom('gk_applied_operations').select('result').where('op_id', '=', opId).executeTakeFirst();
  return row ? (row.result as OperationResult) : undefined;
}

/** Records an applied operation with its answer (in the transaction that applied it). */
export async function recordApplied(
  trx: Db,
  op: { opId: string; palletNo: string; type: string; appliedBy: number | null; result: OperationResult },
): Promise<void> {
  await trx
    .insertInto('gk_applied_operations')
    .values({ op_id: op.opId, pallet_no: op.palletNo, type: op.type, applied_by: op.appliedBy, result: JSON.stringify(op.result) })
    .execute();
}

/** Whether a database error is a deadlock: this statement was chosen to give way, and nothing of it was written. */
export const isDeadlock = (err: unknown) => (err as { code?: string } | null)?.code === '40P01';
