import { MAX_GRID_PAGE_SIZE } from '../../domain/constants.ts';
import type { Paging } from '../../domain/paging.ts';
import { parseSort, sortText, type Sort } from '../../domain/lists/sort.ts';

/** How one filter field is read from its text in the address (undefined: unreadable) and written back. */
export interface FieldCodec<V> {
  read: (text: string) => V | undefined;
  write: (value: V) => string | null;
}

/** Codecs for a filter's fields; a field without one is read by the type of its empty value. */
export type FilterCodecs<F> = { [K in keyof F]?: FieldCodec<F[K]> };

/** What a list keeps in the address: its applied filter, page, page size and order. */
export interface ListView<F> {
  filter: F;
  paging: Paging;
  sort: Sort | undefined;
}

// Longer than any value a filter takes: an address with more is not one the panel wrote.
const MAX_VALUE = 500;
const WHOLE = /^\d{1,12}$/;

const text: FieldCodec<string> = { read: (t) => t, write: (v) => v || null };
const flag: FieldCodec<boolean> = {
  read: (t) => (t === '1' || t === 'true' ? true : t === '0' || t === 'false' ? false : undefined),
  write: (v) => (v ? '1' : null),
};
const number: FieldCodec<number> = {
  read: (t) => (t.trim() !== '' && Number.isFinite(Number(t)) ? Number(t) : undefined),
  write: (v) => String(v),
};
// An empty value of null is a picked id: a whole number, or nothing.
const id: FieldCodec<number | null> = {
  read: (t) => (WHOLE.test(t) ? Number(t) : undefined),
  write: (v) => (v === null ? null : String(v)),
};
const texts: FieldCodec<string[]> = { read: (t) => t.split(',').filter(Boolean), write: (v) => (v.length ? v.join(',') : null) };

/** The codec a field of empty value `empty` is read with when the screen names none; none for shapes the address cannot hold. */
function codecOf(empty: unknown): FieldCodec<unknown> | undefined {
  if (typeof empty === 'string') return text as FieldCodec<unknown>;
  if (typeof empty === 'boolean') return flag as FieldCodec<unknown>;
  if (typeof empty === 'number') return number as FieldCodec<unknown>;
  if (empty === null) return id as FieldCodec<unknown>;
  if (Array.isArray(empty) && empty.every((e) => typeof e === 'string')) return texts as FieldCodec<unknown>;
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The names a list writes in the address: its filter's fields and page, size and sort, each after `prefix`. */
export function ownNames<F>(empty: F, prefix: string): string[] {
  const fields = isRecord(empty) ? Object.keys(empty) : [];
  return [...fields, 'page', 'size', 'sort'].map((n) => prefix + n);
}

export interface AddressRules<F> {
  prefix: string;
  empty: F;
  /** The view with nothing in the address: the screen's first filter, page size and order. */
  fallback: ListView<F>;
  codecs?: FilterCodecs<F>;
  sortable: readonly string[];
  /** Fields whose read value the screen cannot use (a date that is no date): they fall back too. */
  problemsOf?: (filter: F) => (keyof F & string)[];
}

/**
 * The list's view as `params` name it, every value that cannot be read replaced by the fallback's,
 * with the names of those values (for the notice) and whether the address named anything at all.
 */
export function readView<F>(params: URLSearchParams, rules: AddressRules<F>): { view: ListView<F>; unreadable: string[]; named: boolean } {
  const { prefix, empty, fallback, codecs = {} as FilterCodecs<F>, sortable } = rules;
  const unreadable: string[] = [];
  const named = ownNames(empty, prefix).some((n) => params.has(n));
  const get = (name: string) => {
    const value = params.get(prefix + name);
    if (value !== null && value.length > MAX_VALUE) {
      unreadable.push(name);
      return null;
    }
    return value;
  };

  let filter = fallback.filter;
  if (isRecord(empty) && isRecord(fallback.filter)) {
    const read: Record<string, unknown> = { ...fallback.filter };
    for (const [field, emptyValue] of Object.entries(empty)) {
      const value = get(field);
      if (value === null) continue;
      // Written empty: the user emptied a field the first view fills.
      if (value === '') {
        read[field] = emptyValue;
        continue;
      }
      const codec = (codecs as Record<string, FieldCodec<unknown> | undefined>)[field] ?? codecOf(emptyValue);
      const decoded = codec?.read(value);
      if (decoded === undefined) unreadable.push(field);
      else read[field] = decoded;
    }
    filter = read as F;
    for (const field of rules.problemsOf?.(filter) ?? []) {
      unreadable.push(field);
      (read as Record<string, unknown>)[field] = (fallback.filter as Record<string, unknown>)[field];
    }
  }

  const page = get('page');
  const size = get('size');
  const index = page !== null && WHOLE.test(page) && Number(page) >= 1 ? Number(page) : undefined;
  const pageSize = size !== null && WHOLE.test(size) && Number(size) >= 1 && Number(size) <= MAX_GRID_PAGE_SIZE ? Number(size) : undefined;
  if (page !== null && index === undefined) unreadable.push('page');
  if (size !== null && pageSize === undefined) unreadable.push('size');

  const sortValue = get('sort');
  // Empty: the user took away the first view's order.
  const sort = sortValue === null ? fallback.sort : sortValue === '' ? undefined : parseSort(sortValue, sortable);
  const badSort = sortValue !== null && sortValue !== '' && !sort;
  if (badSort) unreadable.push('sort');

  return {
    view: { filter, paging: { index: index ?? 1, pageSize: pageSize ?? fallback.paging.pageSize }, sort: badSort ? fallback.sort : sort },
    unreadable,
    named,
  };
}

/**
 * `params` with the list's names set to `view` (only where it differs from the fallback, so the
 * first view's address stays clean) and every other name, such as another list's, kept.
 */
export function writeView<F>(params: URLSearchParams, view: ListView<F>, rules: AddressRules<F>): URLSearchParams {
  const { prefix, empty, fallback, codecs = {} as FilterCodecs<F> } = rules;
  const next = new URLSearchParams(params);
  for (const name of ownNames(empty, prefix)) next.delete(name);
  if (isRecord(empty) && isRecord(view.filter)) {
    for (const [field, emptyValue] of Object.entries(empty)) {
      const value = (view.filter as Record<string, unknown>)[field];
      if (JSON.stringify(value) === JSON.stringify((fallback.filter as Record<string, unknown>)[field])) continue;
      const codec = (codecs as Record<string, FieldCodec<unknown> | undefined>)[field] ?? codecOf(emptyValue);
      const written = codec?.write(value);
      // An emptied field the first view fills is written empty, so the reload keeps it empty.
      if (written !== undefined) next.set(prefix + field, written ?? '');
    }
  }
  if (view.paging.index !== 1) next.set(`${prefix}page`, String(view.paging.index));
  if (view.paging.pageSize !== fallback.paging.pageSize) next.set(`${prefix}size`, String(view.paging.pageSize));
  const sort = view.sort ? sortText(view.sort) : '';
  if (sort !== (fallback.sort ? sortText(fallback.sort) : '')) next.set(`${prefix}sort`, sort);
  return next;
}
