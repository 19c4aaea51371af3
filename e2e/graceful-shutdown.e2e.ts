import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, networkErrorCode, signIn } from './support/api.ts';
import { registrationStream, tally, type Attempt, type StreamResult } from './support/registration-stream.ts';
import { startServer, type ServerExit, type ServerProcess } from './support/server-process.ts';
import { makeTempDir, removeDir } from './support/temp-dir.ts';

const ADMIN_PASSWORD = 'Shutdown@2121';
const USER_PASSWORD = 'Registered@2121';
const TOTAL = 200;
const IN_FLIGHT = 20;
const SIGTERM_AFTER_ACKNOWLEDGED = 60;
// TRUST_PROXY: the requests name their client in X-Forwarded-For, so hundreds of registrations and
// sign-ins stay within the per-address limits the sign-in and registration routes enforce.
const serverEnv = { SEED: 'none', DEMO_PASSWORD: ADMIN_PASSWORD, TRUST_PROXY: 'true' };

// A server of its own (not the shared one): this spec stops it with SIGTERM while it is busy writing,
// then starts it again on the same data directory to see what survived.
describe('graceful shutdown under write load', () => {
  let dataDir: string;
  let first: ServerProcess;
  let restarted: ServerProcess | undefined;
  let stream: StreamResult;
  let exit: ServerExit;

  const acknowledged = () => stream.attempts.filter((a) => a.outcome.kind === 'acknowledged');
  const describeAttempts = (attempts: Attempt[]) => JSON.stringify(tally(attempts));

  beforeAll(async () => {
    dataDir = await makeTempDir('shutdown');
    first = await startServer({ dataDir, env: serverEnv });
    const admin = await signIn(first.baseUrl, 'admin', ADMIN_PASSWORD);
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    expect(admin.body.data?.token).toBeTruthy();

    stream = await registrationStream({
      baseUrl: first.baseUrl,
      total: TOTAL,
      inFlight: IN_FLIGHT,
      password: USER_PASSWORD,
      prefix: `gs-${randomBytes(4).toString('hex')}-`,
      interruptAfter: SIGTERM_AFTER_ACKNOWLEDGED,
      interrupt: () => first.signal('SIGTERM'),
    });
    const before = describeAttempts(stream.attempts.filter((a) => !a.afterSigterm));
    const after = describeAttempts(stream.attempts.filter((a) => a.afterSigterm));
    console.log(`[e2e] registrations sent before SIGTERM: ${before}; after: ${after}`);
    exit = await Promise.race([
      first.exited,
      new Promise<ServerExit>((resolve) => setTimeout(() => resolve({ code: null, signal: null }), 30_000)),
    ]);
  });

  afterAll(async () => {
    await first?.stop(2_000);
    await restarted?.stop(2_000);
    if (dataDir) await removeDir(dataDir);
  });

  it('sent SIGTERM part way through the stream', () => {
    expect(stream.interruptedAt, describeAttempts(stream.attempts)).toBeDefined();
    expect(stream.attempts).toHaveLength(TOTAL);
    expect(stream.attempts.filter((a) => a.afterSigterm).length).toBeGreaterThan(0);
  });

  it('answers every request with an acknowledgement, a 503 or a closed connection, never an error', () => {
    const unexpected = stream.attempts.filter(
      (a) => a.outcome.kind === 'timeout' || (a.outcome.kind === 'answered' && a.outcome.status !== 503),
    );
    expect(unexpected, describeAttempts(stream.attempts)).toEqual([]);
  });

  it('finishes the requests it was handling when SIGTERM arrived', () => {
    const finishedLate = acknowledged().filter((a) => !a.afterSigterm && a.finishedAt > (stream.interruptedAt ?? Infinity));
    expect(finishedLate.length, describeAttempts(stream.attempts)).toBeGreaterThan(0);
  });

  it('refuses requests sent after SIGTERM (any it acknowledged are checked below like the rest)', () => {
    const late = stream.attempts.filter((a) => a.afterSigterm);
    const refused = late.filter((a) => a.outcome.kind === 'network' || a.outcome.kind === 'answered');
    expect(refused.length, describeAttempts(late)).toBeGreaterThan(0);
  });

  it('exits with code 0, after which connections are refused', async () => {
    expect(exit, `exit after SIGTERM; the server's last lines:\n${first.output(20)}`).toEqual({ code: 0, signal: null });
    const probe = await fetch(`${first.baseUrl}/api/health`).then(
      (reply) => `HTTP ${reply.status}`,
      (error: unknown) => networkErrorCode(error),
    );
    expect(probe).toBe('ECONNREFUSED');
  });

  it('keeps every acknowledged registration when started again on the same data', async () => {
    restarted = await startServer({ dataDir, env: serverEnv });
    const missing: string[] = [];
    for (const [n, attempt] of acknowledged().entries()) {
      const reply = await signIn(restarted.baseUrl, attempt.employeeNo, USER_PASSWORD, { clientAddress: clientAddress(1, n) });
      // 403 'not enabled' means the account row exists; 401 would mean the server forgot it.
      if (reply.status !== 403 || !/not enabled/i.test(reply.body.message)) {
        missing.push(`${attempt.employeeNo}: HTTP ${reply.status} ${reply.body.message}`);
      }
    }
    expect(missing).toEqual([]);
    expect(acknowledged().length).toBeGreaterThanOrEqual(SIGTERM_AFTER_ACKNOWLEDGED);

    // The same check must be able to fail: an account nobody registered is unknown.
    const stranger = await signIn(restarted.baseUrl, 'gs-never-registered', USER_PASSWORD, { clientAddress: clientAddress(2, 0) });
    expect(stranger.status).toBe(401);

    const secondExit = await restarted.stop();
    expect(secondExit, `exit after SIGTERM; the server's last lines:\n${restarted.output(20)}`).toEqual({ code: 0, signal: null });
  });
});
