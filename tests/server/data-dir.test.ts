import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secureDataDir } from '../../server/data-dir.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));
const tempRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'data-dir-'));
  roots.push(root);
  return root;
};
const mode = (path: string) => statSync(path).mode & 0o777;

describe('the data directory', () => {
  it('is created owner-only', () => {
    const dir = join(tempRoot(), 'data');
    expect(secureDataDir(dir)).toEqual({ closed: [], failed: [] });
    expect(mode(dir)).toBe(0o700);
  });

  it('takes away what group and others could do to it and to everything in it, and says what it closed', () => {
    const dir = join(tempRoot(), 'data');
    mkdirSync(join(dir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dir, 'pglite', 'base', 'wal'), 'x');
    writeFileSync(join(dir, 'jwt-secret'), 'x');
    chmodSync(join(dir, 'pglite', 'base', 'wal'), 0o666);
    chmodSync(join(dir, 'jwt-secret'), 0o640);
    chmodSync(join(dir, 'pglite', 'base'), 0o777);
    chmodSync(dir, 0o755);
    const outside = join(tempRoot(), 'elsewhere');
    writeFileSync(outside, 'x');
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dir, 'link'));

    const { closed, failed } = secureDataDir(dir);
    expect(failed).toEqual([]);
    const expected = [dir, join(dir, 'jwt-secret'), join(dir, 'pglite'), join(dir, 'pglite', 'base'), join(dir, 'pglite', 'base', 'wal')];
    expect(closed.sort()).toEqual(expected.sort());
    expect([mode(dir), mode(join(dir, 'pglite', 'base')), mode(join(dir, 'pglite', 'base', 'wal')), mode(join(dir, 'jwt-secret'))]).toEqual(
      [0o700, 0o700, 0o600, 0o600],
    );
    // A link is not followed: what it points at lies outside the data directory.
    expect(mode(outside)).toBe(0o644);
  });
});
