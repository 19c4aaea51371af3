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
});
