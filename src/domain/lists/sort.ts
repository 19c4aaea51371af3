import { z } from 'zod/mini';

/** A list's order: one column, ascending or descending. */
export interface Sort<K extends string = string> {
  field: K;
  desc: boolean;
}

/** The order as the query and the address carry it: `field` ascending, `-field` descending. */
export const sortText = (sort: Sort): string => (sort.desc ? `-${sort.field}` : sort.field);

/** The order `text` names when its field is one of `fields`; undefined otherwise. */
export function parseSort<K extends string>(text: unknown, fields: readonly K[]): Sort<K> | undefined {
  if (typeof text !== 'string' || text.length === 0) return undefined;
  const desc = text.startsWith('-');
  const field = (desc ? text.slice(1) : text) as K;
  return fields.includes(field) ? { field, desc } : undefined;
}

/**
 * The `sort` parameter of a list query: one of `fields`, `-` in front for descending. Absent, the
 * list keeps its own order. Anything else is refused, naming the fields it may take.
 */
export function sortQuery<const K extends string>(fields: readonly K[]) {
  const texts = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.pipe(
    z.optional(z.enum(texts)),
    z.transform((text): Sort<K> | undefined => parseSort(text, fields)),
  );
}

/** The `sort` parameter of a call for `sort`; none for the list's own order. */
export const sortParam = (sort: Sort | undefined): string | undefined => (sort ? sortText(sort) : undefined);
