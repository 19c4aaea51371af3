import { CAPPING_WINDOW_MS, normaliseUpc } from '../../../src/domain/gatekeeper/constants.ts';
import type { Operation } from '../../../src/domain/gatekeeper/contracts.ts';
import type { Db } from '../../db/connect.ts';
import type { HttpError } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import type { PalletRow } from './pallets.repository.ts';
import type { CompiledRules } from './rules.ts';
import { judgeScans, type Applied } from './scan-core.service.ts';
import { readRunScans } from './scan-run.repository.ts';
import { writeScans, type WritePlan } from './scan.repository.ts';

export { lockPalletForScans } from './scan-run.repository.ts';

type ScanOperation = Extract<Operation, { type: 'scan' }>;

/**
 * Consecutive scans of one pallet under its lock: a synced run (sync.service.ts), or one scan
 * that could not be written optimistically, or one of the seed (operations.service.ts). The
 * caller holds the pallet row and its scans' item master rows locked (lockPalletForScans), so
 * nothing the verdicts count on can move: the state is read in one statement, judged in order by
 * the shared core (scan-core.service.ts) and written by the shared writer in one more, however
 * many scans. Answers each scan's outcome (a 409 for a closed pallet, nothing written for it) and
 * the pallet row as it is afterwards. `plan`: see WRITE_APART in scan.repository.ts.
 */
export async function applyLockedScans(
  trx: Db,
  ops: ScanOperation[],
  pallet: PalletRow,
  actor: Actor,
  rules: CompiledRules,
  plan: WritePlan = 'shared',
): Promise<{ outcomes: (Applied | HttpError)[]; pallet: PalletRow }> {
  const scans = ops.map((op) => ({ op, upc: normaliseUpc(op.upc) }));
  const since = new Date(Date.now() - CAPPING_WINDOW_MS);
  const state = await readRunScans(
    trx,
    pallet.pallet_no,
    scans.map((s) => ({ opId: s.op.opId, upc: s.upc })),
    since,
  );
  const judged = judgeScans(pallet, null, scans, state, actor, rules);
  if (judged.writes.length) {
    const written = await writeScans(trx, judged.writes, plan);
    // Under the lock no version is checked and no held row skipped: a scan left unwritten means the
    // caller did not hold the pallet row, and the transaction must not commit the others alone.
    if (written.size !== judged.writes.length) throw new Error(`A run on ${pallet.pallet_no} was written in part`);
  }
  return { outcomes: judged.outcomes, pallet: judged.pallet };
}
