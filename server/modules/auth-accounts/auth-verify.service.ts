import { VERIFY_LIMIT, type VerifyCodeReply, type VerifyReason } from '../../../src/domain/auth-accounts/contracts.ts';
import { AUTH_ACCOUNT_MESSAGES as M } from '../../../src/domain/auth-accounts/messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/http-error.ts';
import * as repo from './auth-accounts.repository.ts';
import { openSecret, resolveAccountId } from './auth-accounts.service.ts';
import type { SecretBox } from './secret-box.ts';
import { matchTotp } from './totp.ts';

const WINDOW_MS = VERIFY_LIMIT.windowMinutes * 60_000;
const MESSAGES: Record<VerifyReason, Msg> = { accepted: M.accepted, wrong: M.wrong, replayed: M.replayed };

export interface VerifyTarget {
  accountId?: number;
  issuer?: string;
  accountCode?: string;
  code: string;
}

/**
 * The OTP authorization: is `code` the account's current TOTP code (one step of drift either
 * way)? A code is accepted once: its time step must be later than the last accepted one, so the
 * same code (or an older one) is refused as a replay. Wrong codes are counted per account; after
 * VERIFY_LIMIT.maxFailures within VERIFY_LIMIT.windowMinutes the account answers 429 until the
 * window has passed. Checks of one account run one at a time (the row is locked), so two requests
 * with the same code cannot both be accepted.
 */
export async function verifyCode(
  db: Db,
  box: SecretBox,
  target: VerifyTarget,
  now = new Date(),
): Promise<{ reply: VerifyCodeReply; message: Msg }> {
  const id = await resolveAccountId(db, target);
  const reason = await db.transaction().execute(async (trx): Promise<VerifyReason> => {
    const row = await repo.lockForVerify(trx, id);
    if (!row) throw new HttpError(404, M.notFound(id));

    const since = row.failed_since ? new Date(row.failed_since).getTime() : null;
    const inWindow = since !== null && now.getTime() - since < WINDOW_MS;
    const failures = inWindow ? row.failed_count : 0;
    if (failures >= VERIFY_LIMIT.maxFailures) {
      const minutes = Math.max(1, Math.ceil((since! + WINDOW_MS - now.getTime()) / 60_000));
      throw new HttpError(429, M.tooManyFailures(minutes));
    }

    const step = matchTotp(openSecret(box, id, row.secret_sealed), target.code, now.getTime());
    if (step === null) {
      await repo.recordVerify(trx, id, { failedCount: failures + 1, failedSince: inWindow ? new Date(since!) : now });
      return 'wrong';
    }
    if (row.last_step !== null && step <= Number(row.last_step)) return 'replayed';
    await repo.recordVerify(trx, id, { lastStep: step, failedCount: 0, failedSince: null });
    return 'accepted';
  });
  return { reply: { accountId: id, valid: reason === 'accepted', reason }, message: MESSAGES[reason] };
}
