import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { SignInDelay } from './sign-in-delay.ts';

/** The wait (seconds) that `failures` failures in a row impose on the next attempt, in SQL. */
function delayAfter(failures: RawBuilder<number>, policy: SignInDelay): RawBuilder<number> {
  // The exponent is bounded so that power() cannot overflow however long an attack goes on.
  return sql<number>`case when ${failures} < ${policy.freeFailures}::int then 0
    else least(${policy.capSeconds}::float8, ${policy.baseSeconds}::float8 * power(2, least(${failures} - ${policy.freeFailures}::int, 30))) end`;
}

const afterNow = (seconds: RawBuilder<number>) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/**
 * Takes one attempt under `key`, counted as a failure until the password proves right (then
 * `forget` clears it). Answers 0 when the attempt may go ahead, else the seconds left to wait.
 * One statement claims the attempt and moves the next allowed time, so concurrent attempts, on
 * one server or several, cannot slip more guesses past a wait than it allows. The database's
 * clock is the only one used: servers whose clocks differ still agree.
 */
export async function claimAttempt(db: Db, key: string, userId: number | null, policy: SignInDelay): Promise<number> {
  const stale = sql<Date>`now() - make_interval(secs => ${policy.forgetAfterSeconds}::float8)`;
  const failures = sql<number>`case when sign_in_attempts.last_failure_utc < ${stale} then 1 else sign_in_attempts.failures + 1 end`;
  const claimed = await db
    .insertInto('sign_in_attempts')
    .values({
      key,
      user_id: userId,
      failures: 1,
      last_failure_utc: sql<Date>`now()`,
      next_attempt_utc: afterNow(delayAfter(sql<number>`1`, policy)),
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ failures, last_failure_utc: sql<Date>`now()`, next_attempt_utc: afterNow(delayAfter(failures, policy)) })
        // A refused attempt is not counted: only attempts that were let through make the wait grow.
        .where(sql<boolean>`sign_in_attempts.next_attempt_utc <= now()`),
    )
    .returning('failures')
    .executeTakeFirst();
  if (claimed) return 0;
  const row = await db
    .selectFrom('sign_in_attempts')
    .select(sql<number>`ceil(extract(epoch from next_attempt_utc - now()))::int`.as('wait'))
    .where('key', '=', key)
    .executeTakeFirst();
  return Math.max(1, row?.wait ?? 1);
}

/** The right password: the count under `key` starts over. */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('key', '=', key).execute();
}

/** Drops counts nobody has added to for longer than they are remembered. */
export async function pruneAttempts(db: Db, policy: SignInDelay): Promise<void> {
  await db
    .deleteFrom('sign_in_attempts')
    .where('last_failure_utc', '<', sql<Date>`now() - make_interval(secs => ${policy.forgetAfterSeconds}::float8)`)
    .execute();
}
