import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logging.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const HASH = 'scrypt$32768$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNo';

/** A pino logger with the server's options, writing to a string. */
function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const { level, serializers, redact } = loggerOptions('info') as pino.LoggerOptions;
  return { log: pino({ level, serializers, redact }, stream), text: () => text };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what the logs never hold', () => {
  it("drops a failed statement's parameters, on either database", async () => {
    const error = await sql`select ${HASH}::int as n`.execute(t.app.db).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const out = capture();
    out.log.error({ err: error }, 'request failed');
    expect(out.text()).toContain('invalid input syntax');
    expect(out.text()).not.toContain(HASH);
  });

  it('drops parameters a driver leaves on an error, and secret fields anywhere', () => {
    const out = capture();
    out.log.error({ err: Object.assign(new Error('boom'), { params: [HASH], parameters: [HASH] }) }, 'failed');
    const conflict = { severity: 'ERROR', code: '23505', detail: 'Key (email)=(someone@secret.example) already exists.' };
    out.log.error(
      { err: Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), conflict) },
      'failed',
    );
    out.log.info({ password: 'Plain@2121-text', user: { token: 'eyJhbGciOi.token', newPassword: 'New@2121-text' } }, 'body');
    const text = out.text();
    expect(text).toContain('boom');
    expect(text).toContain('Key (email)=([redacted])');
    for (const secret of ['someone@secret.example', HASH, 'Plain@2121-text', 'eyJhbGciOi.token', 'New@2121-text'])
      expect(text).not.toContain(secret);
  });

  it('replaces secret-looking query values in a logged URL', () => {
    const out = capture();
    const req = { method: 'GET', url: '/api/x?token=eyJabc.def&page=2&resetKey=k1', host: 'h', ip: '1.2.3.4', socket: { remotePort: 1 } };
    out.log.info({ req }, 'request completed');
    expect(out.text()).toContain('page=2');
    expect(out.text()).not.toContain('eyJabc.def');
    expect(out.text()).not.toContain('k1');
  });
});
