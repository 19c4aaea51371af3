import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of rows and how many rows the whole query matches, read side by side: every paged list
 * answers `{ records, totalRecords }` (DESIGN.md §4). `base` is the filtered query before its
 * columns, order and limit.
 */
export async function withTotal<R, DB, TB extends keyof DB, O>(
  rows: Promise<R[]>,
  base: SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: R[]; total: number }> {
  const counted = base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  // Generic over the query, the compiler cannot see the selected alias; it is there all the same.
  const [page, count] = await Promise.all([rows, counted as unknown as Promise<{ total: number | string }>]);
  return { rows: page, total: Number(count.total) };
}
