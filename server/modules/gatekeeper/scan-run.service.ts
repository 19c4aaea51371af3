import { CAPPING_WINDOW_MS, normaliseUpc } from '../../../src/domain/gatekeeper/constants.ts';
import type { Operation, OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../../src/domain/gatekeeper/messages.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Applied } from './operations.service.ts';
import type * as repo from './pallets.repository.ts';
import type { CompiledRules } from './rules.ts';
import { decideScan } from './scan-verdict.service.ts';
import { readRunScans, writeRunScans, type RunScanWrite } from './scan-run.repository.ts';

type ScanOperation = Extract<Operation, { type: 'scan' }>;

/**
 * Consecutive scans of one pallet in a synced run, its row held locked by the caller: read in one
 * statement, judged in order here, written in one statement. Each is judged exactly as a single
 * locked scan would be after the ones before it (operations.service.ts): the facts of its UPC move
 * on with every unit taken and every scan accepted, and an opId met twice answers its first
 * answer. Answers each scan's outcome (a 409 for a closed pallet, nothing written for it) and the
 * pallet row as it is afterwards.
 */
export async function applyLockedScans(
  trx: Db,
  ops: ScanOperation[],
  pallet: repo.PalletRow,
  actor: repo.Actor,
  rules: CompiledRules,
): Promise<{ outcomes: (Applied | HttpError)[]; pallet: repo.PalletRow }> {
  const scans = ops.map((op) => ({ op, upc: normaliseUpc(op.upc) }));
  const since = new Date(Date.now() - CAPPING_WINDOW_MS);
  const { replays, upcs } = await readRunScans(
    trx,
    pallet.pallet_no,
    scans.map((s) => ({ opId: s.op.opId, upc: s.upc })),
    since,
  );
  const answered = new Map(replays as Map<string, OperationResult>);
  const outcomes: (Applied | HttpError)[] = [];
  const writes: RunScanWrite[] = [];
  const delta = { scanned: 0, missing: 0 };
  let now = pallet;

  for (const { op, upc } of scans) {
    const replay = answered.get(op.opId);
    if (replay) {
      outcomes.push({ result: replay, fresh: false });
      continue;
    }
    if (now.status === 'Closed') {
      outcomes.push(new HttpError(409, M.palletClosed(op.palletNo)));
      continue;
    }
    const facts = upcs.get(upc)!;
    const next = facts.free[0];
    const decided = decideScan(
      op,
      upc,
      new Date(),
      now,
      {
        replay: null,
        item: facts.item,
        itemVersion: null,
        expected: facts.expected,
        scanned: facts.scanned,
        unitId: next?.id ?? null,
        unitAction: next?.action ?? null,
        acceptedLastHour: facts.acceptedLastHour,
      },
      actor,
      rules,
    );
    const accepted = decided.result.action === 'ACCEPTED';
    if (decided.unit) {
      facts.free.shift();
      facts.scanned += 1;
    }
    if (accepted) facts.acceptedLastHour += 1;
    delta.scanned += decided.delta.scanned;
    delta.missing += decided.delta.missing;
    now = { ...now, scanned_count: decided.result.counts.scanned, missing_count: decided.result.counts.missing };
    writes.push({ upc, accepted, unit: decided.unit, opId: op.opId, appliedBy: actor.userId, result: decided.result });
    answered.set(op.opId, decided.result);
    outcomes.push({ result: decided.result, fresh: true });
  }

  if (writes.length) await writeRunScans(trx, pallet.pallet_no, writes, delta);
  return { outcomes, pallet: now };
}
