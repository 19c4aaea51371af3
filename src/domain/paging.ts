/**
 * Paging arithmetic shared by grids, exports and the server: pages are 1-based on the wire
 * (`index`, `pageSize`, DESIGN.md §4) while some back ends and grids keep skip and take
 * (spec 000 §4: page index = skip/take + 1).
 */

/** A page request as paged calls take it: `index` is 1-based. */
export interface Paging {
  index: number;
  pageSize: number;
}

/** A paged reply body (`data` of a paged call). */
export interface Page<T> {
  records: T[];
  totalRecords: number;
}

function assertPageSize(pageSize: number): void {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
}

/** Skip and take of the 1-based page `pageIndex`. */
export function toSkipTake(pageIndex: number, pageSize: number): { skip: number; take: number } {
  assertPageSize(pageSize);
  if (!Number.isInteger(pageIndex) || pageIndex < 1) throw new RangeError(`pageIndex must be an integer from 1, got ${pageIndex}`);
  return { skip: (pageIndex - 1) * pageSize, take: pageSize };
}

/** The 1-based page that starts at `skip` (spec 000 §4); a skip inside a page counts as that page. */
export function pageIndexOf(skip: number, take: number): number {
  assertPageSize(take);
  return Math.floor(Math.max(0, skip) / take) + 1;
}

/** How many pages `total` rows fill; never less than 1, so an empty grid still shows page 1. */
export function pageCount(total: number, pageSize: number): number {
  assertPageSize(pageSize);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The 1-based numbers of the first and last row shown on a page, for "x–y of total"; 0–0 when empty. */
export function pageRange(paging: Paging, total: number): { from: number; to: number } {
  const { skip } = toSkipTake(paging.index, paging.pageSize);
  if (total <= 0 || skip >= total) return { from: 0, to: 0 };
  return { from: skip + 1, to: Math.min(total, skip + paging.pageSize) };
}

/**
 * The page numbers to offer as buttons: a window of `buttons` pages (4 in spec 000 §9) around
 * `current`, kept inside 1..count so the row of buttons does not shrink near either end.
 */
export function pageButtons(current: number, count: number, buttons = 4): number[] {
  const total = Math.max(1, Math.floor(count));
  const size = Math.min(Math.max(1, Math.floor(buttons)), total);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  // One page before the current one keeps "back one" a single click away.
  const first = Math.min(Math.max(1, page - 1), total - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}
