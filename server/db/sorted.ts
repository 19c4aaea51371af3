import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Sort } from '../../src/domain/lists/sort.ts';

/**
 * Orders a list's query by the user's `sort` (the column the field names in `columns`), then by
 * `tieBreak` in the same direction so pages never share or skip a row; with no sort, by the list's
 * own `otherwise` order. Columns are named by the repository, never taken from the request; an
 * expression (`lower(name)`) where an index holds the column so.
 */
export function sortedBy<DB, TB extends keyof DB, O, K extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: Sort<K> | undefined,
  columns: Record<K, string | RawBuilder<unknown>>,
  tieBreak: string,
  otherwise: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  if (!sort) return otherwise(query);
  // The database's own placing of empty values (last ascending, first descending): a plain index
  // then serves both directions, read forwards or backwards.
  const direction = sql.raw(sort.desc ? 'desc' : 'asc');
  const column = columns[sort.field];
  const by = typeof column === 'string' ? sql.ref(column) : column;
  return query.orderBy(sql`${by} ${direction}`).orderBy(sql`${sql.ref(tieBreak)} ${direction}`);
}
