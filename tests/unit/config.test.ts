import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration } from '../../server/config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'panel-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: tempDir() });
    expect(c).toMatchObject({
      PORT: 8080,
      TOKEN_TTL: 12 * 3600,
      DATA_CENTRE: 'uae',
      TIME_ZONE: 'Asia/Dubai',
      SEED: 'demo',
      TRUST_PROXY: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });

  it('generates JWT_SECRET once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
  });

  it('lists every bad value by name', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty', TOKEN_TTL: 'soon', DATABASE_URL: 'mysql://x', TIME_ZONE: 'Mars/Base' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'TOKEN_TTL', 'DATABASE_URL', 'TIME_ZONE']) expect(message).toContain(`  ${name}: `);
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  });

  it('reads durations in seconds, minutes, hours and days', () => {
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration('30m')).toBe(1800);
    expect(parseDuration('12h')).toBe(43200);
    expect(parseDuration('7d')).toBe(604800);
    expect(parseDuration('0')).toBeUndefined();
    expect(parseDuration('12 hours')).toBeUndefined();
  });

  it('refuses signing and sealing keys that can be guessed, or one key used for both', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(refusal({ JWT_SECRET: 'passwordpasswordpasswordpassword' })).toContain('JWT_SECRET: is guessable');
    expect(refusal({ SECRETS_KEY: 'abcdefghijklmnopqrstuvwxyz0123456789' })).toContain('SECRETS_KEY: is guessable');
    const random = randomBytes(36).toString('base64url');
    expect(refusal({ JWT_SECRET: random, SECRETS_KEY: random })).toContain('SECRETS_KEY: must differ from JWT_SECRET');
    expect(refusal({ JWT_SECRET: random, SECRETS_KEY: randomBytes(36).toString('base64url') })).toBe('');
  });

  it("refuses a short or common administrator's password when there are no demo users (SEED=none)", () => {
    const start = (DEMO_PASSWORD: string) => () => loadConfig({ DATA_DIR: tempDir(), SEED: 'none', DEMO_PASSWORD });
    expect(start('Demo@2121')).toThrow("DEMO_PASSWORD: the administrator's password (SEED=none) must be at least 12 characters");
    expect(start('Password1234')).toThrow("DEMO_PASSWORD: the administrator's password (SEED=none) is too easy to guess");
    expect(start('qwertyuiop12')).toThrow('too easy to guess');
    expect(start('Gate-keeper@Dubai-7')).not.toThrow();
    // The demo users' password is a demo's.
    expect(() => loadConfig({ DATA_DIR: tempDir(), SEED: 'demo', DEMO_PASSWORD: 'Demo@2121' })).not.toThrow();
  });

  it('lets the image URL check reach no private origin unless named, and only whole origins', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).IMAGE_URL_ALLOWED_PRIVATE_ORIGINS).toEqual([]);
    const named = loadConfig({ DATA_DIR: tempDir(), IMAGE_URL_ALLOWED_PRIVATE_ORIGINS: 'http://Images.internal:8080/, https://10.0.0.5' });
    expect(named.IMAGE_URL_ALLOWED_PRIVATE_ORIGINS).toEqual(['http://images.internal:8080', 'https://10.0.0.5']);
    const bad = (value: string) => () => loadConfig({ DATA_DIR: tempDir(), IMAGE_URL_ALLOWED_PRIVATE_ORIGINS: value });
    expect(bad('http://images.internal/photos')).toThrow(
      "IMAGE_URL_ALLOWED_PRIVATE_ORIGINS: 'http://images.internal/photos' is not an origin",
    );
    expect(bad('ftp://images.internal')).toThrow('is not an origin');
    expect(bad('*')).toThrow('is not an origin');
  });
});
