import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { preparingPool } from './prepared.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseTarget {
  /** postgres:// URL of a PostgreSQL server; unset means the embedded PGlite. */
  url?: string;
  /** Folder of the embedded database's files; unset with no url means in memory (tests). */
  dataDir?: string;
  /** A dump of an embedded database (PGlite's dumpDataDir) to start from instead of an empty one. */
  template?: Blob;
}

// Both engines answer with the same JavaScript types: counts and numerics as numbers, dates as
// 'YYYY-MM-DD' strings (never shifted by the server's time zone), timestamps as Date.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (v: string) => Number(v);
const asText = (v: string) => v;

// bytea as Buffers, like the pg driver, through Node's native hex codec: PGlite's own converts byte
// by byte through arrays of strings, about 7 ms of the event loop for a 70 KB rule revision.
const BYTEA = 17;
const byteaToText = (v: unknown) => {
  if (!(v instanceof Uint8Array)) throw new TypeError('bytea takes bytes');
  return `\\x${Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex')}`;
};
const byteaFromText = (v: string) => Buffer.from(v.slice(2), 'hex');

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function connectDatabase(target: DatabaseTarget): Promise<{ db: Db; kind: 'postgres' | 'pglite' }> {
  if (target.url) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: string) => {
          if (oid === INT8 || oid === NUMERIC) return toNumber;
          if (oid === DATE) return asText;
          return pg.types.getTypeParser(oid, format as 'text');
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (a restart, a failover, a dropped database) is reported
    // here; the pool discards it and opens a new one on the next query. Without a listener the
    // event would be thrown and take the whole process down.
    pool.on('error', () => undefined);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) }), kind: 'postgres' };
  }
  let location: string | undefined;
  if (target.dataDir) {
    location = join(target.dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: asText, [BYTEA]: byteaFromText },
    serializers: { [BYTEA]: byteaToText },
    ...(target.template ? { loadDataDir: target.template } : {}),
  });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), kind: 'pglite' };
}
