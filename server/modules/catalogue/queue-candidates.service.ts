import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { CATALOGUE_MESSAGES as M } from '../../../src/domain/catalogue/messages.ts';
import type { Actor } from '../../shared/actor.ts';
import * as repo from './queue-candidates.repository.ts';
import * as products from './products.repository.ts';
import { nextStatuses } from './products.service.ts';

export type { CandidateFilter, CandidateKind } from './queue-candidates.repository.ts';

/** The products a kind of activation queue holds, matching the filter panel's choices, oldest first. */
export const queueCandidates = (db: Db, kind: repo.CandidateKind, filter: repo.CandidateFilter = {}) => repo.candidates(db, kind, filter);

/** Which of `pIds` still belong to the kind's queue. */
export const stillQueueCandidates = (db: Db, kind: repo.CandidateKind, pIds: readonly number[]) => repo.stillCandidates(db, kind, pIds);

/** The same rule as an SQL condition on the product a column of the caller's statement names. */
export const stillQueueCandidateSql = repo.stillCandidateSql;

/**
 * Activates a product from a queue: English status and approval a (as the wizard's dropdown), or,
 * from the Arabic queue, the Arabic status a. Answers whether it changed anything.
 */
export async function activateFromQueue(db: Db, pId: number, lang: 'ENG' | 'AR', by: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    const stored = await products.current(trx, pId);
    if (!stored) throw new HttpError(404, M.noProduct(pId));
    const next = lang === 'AR' ? { status: stored.status, approve: stored.approve, status_ar: 'a' as const } : nextStatuses(stored, 'a');
    await products.setStatuses(trx, pId, next, by);
  });
}
