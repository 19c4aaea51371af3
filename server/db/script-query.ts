import { CompiledQuery } from 'kysely';

/**
 * SQL scripts: several statements in one text, without parameters (a library's schema, a
 * `BEGIN; …; COMMIT;` block). PostgreSQL runs such a text as a simple query; PGlite's driver must
 * be told, since its ordinary path prepares one statement (pglite-dialect.ts runs these with exec).
 */
const scripts = new WeakSet<CompiledQuery>();

export function scriptQuery(text: string): CompiledQuery {
  const query = CompiledQuery.raw(text);
  scripts.add(query);
  return query;
}

export const isScript = (query: CompiledQuery): boolean => scripts.has(query);
