import type { CompiledQuery, PostgresPool, PostgresPoolClient, QueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Hot statements that PostgreSQL parses and plans once per connection instead of on every call
 * (named prepared statements). A statement is registered by its exact SQL text, so the query is
 * written once as a constant and run as `CompiledQuery.raw(text, parameters)`: Kysely has nothing
 * to compile and the driver only binds the parameters. Keep it to a few fixed statements: each
 * stays prepared on every connection for the connection's life. PGlite runs the same text as an
 * ordinary query.
 */
const names = new Map<string, string>();

/** Registers `text` as prepared statement `name`; answers the text. */
export function prepared(name: string, text: string): string {
  const known = [...names].find(([, n]) => n === name);
  if (known && known[0] !== text) throw new Error(`Prepared statement ${name} is already another statement`);
  names.set(text, name);
  return text;
}

/** The pool Kysely uses: pg's pool, whose clients run registered texts as named statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((textOrCursor: unknown, values?: readonly unknown[]) => {
      const name = typeof textOrCursor === 'string' ? names.get(textOrCursor) : undefined;
      if (name) return client.query({ name, text: textOrCursor as string, values: values as unknown[] });
      return (client.query as (...args: unknown[]) => unknown)(textOrCursor, values);
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      let w = wrapped.get(client);
      if (!w) wrapped.set(client, (w = wrap(client)));
      return w;
    },
    end: () => pool.end(),
  };
}

/**
 * Runs a compiled query as prepared statement `name`, registered the first time: for a hot
 * statement whose text varies only with a few fixed choices (one name per text), built with Kysely.
 */
export async function runPrepared<R>(
  db: { executeQuery: <T>(query: CompiledQuery<T>) => Promise<QueryResult<T>> },
  name: string,
  compiled: CompiledQuery<unknown>,
): Promise<R[]> {
  if (names.get(compiled.sql) !== name) prepared(name, compiled.sql);
  return (await db.executeQuery<R>(compiled as CompiledQuery<R>)).rows;
}
