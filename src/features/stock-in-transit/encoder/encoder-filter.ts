import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { StockInTransitFilter } from '../../../domain/stock/stock-in-transit.ts';
import type { FilterCodecs } from '../../../lib/lists/address-codec.ts';
import { oneOf, textUpTo } from '../../../lib/lists/field-codecs.ts';

dayjs.extend(customParseFormat);

/** How the Date filter is typed and shown (spec 002 §2: MM/dd/yyyy). */
export const DATE_FORMAT = 'MM/DD/YYYY';

/** The seven filters as typed; the selects hold the spec's values, '' for any. */
export interface EncoderFilter {
  upc: string;
  pId: string;
  style: string;
  createdName: string;
  /** Create Content: Yes = '0', No = '1' (the row's isContentCreated, so Yes lists the rows waiting for content). */
  createContent: '' | '0' | '1';
  /** Rack Filled: Yes = '1', No = '0'. */
  rackFilled: '' | '0' | '1';
  date: string;
}

export const EMPTY_FILTER: EncoderFilter = { upc: '', pId: '', style: '', createdName: '', createContent: '', rackFilled: '', date: '' };

export type FilterProblem = 'pId' | 'date';

/** How the address holds the filters, as long as the server takes them; PID and date are checked by `filterProblems`. */
export const ENCODER_CODECS: FilterCodecs<EncoderFilter> = {
  upc: textUpTo(32),
  style: textUpTo(120),
  createdName: textUpTo(100),
  createContent: oneOf(['0', '1']),
  rackFilled: oneOf(['0', '1']),
};

/** The typed fields the server would refuse, so they are named under their fields before any call. */
export function filterProblems(filter: EncoderFilter): FilterProblem[] {
  const problems: FilterProblem[] = [];
  const pId = filter.pId.trim();
  if (pId && !/^\d{1,10}$/.test(pId)) problems.push('pId');
  if (filter.date && !dayjs(filter.date, DATE_FORMAT, true).isValid()) problems.push('date');
  return problems;
}

/** The list call's body (docs/api.md): -1 means any for PID and the selects, the date as YYYY-MM-DD. */
export function toBody(filter: EncoderFilter): StockInTransitFilter {
  const pId = filter.pId.trim();
  return {
    upc: filter.upc.trim(),
    pId: pId ? Number(pId) : -1,
    style: filter.style.trim(),
    createdName: filter.createdName.trim(),
    isContentCreated: filter.createContent === '' ? -1 : Number(filter.createContent),
    isRackFilled: filter.rackFilled === '' ? -1 : Number(filter.rackFilled),
    createdDate: filter.date ? dayjs(filter.date, DATE_FORMAT, true).format('YYYY-MM-DD') : '',
  };
}

/**
 * Create Content's address (spec 002 §2): the product view of the row's PID in CONTENT_CREATOR
 * mode with the row's action and id; a row whose product is not made yet opens the wizard empty.
 */
export function createContentUrl(row: { id: number; pId: number | null; action: string }): string {
  const query = new URLSearchParams({ action: row.action, mode: 'CONTENT_CREATOR', ssId: String(row.id) });
  return `/apps/products-view${row.pId ? `/${row.pId}` : ''}?${query.toString()}`;
}
