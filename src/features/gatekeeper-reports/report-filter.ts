import { parseZoned } from '../../lib/zoned-date-time.ts';
import {
  MAX_REPORT_PALLETS,
  normalisePalletNo,
  normaliseUpc,
  PALLET_NO_PATTERN,
  type PalletStatus,
} from '../../domain/gatekeeper/constants.ts';

/** How From and To Date Time are typed and shown (spec 002 /apps/gatekeeper-report). */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm A';

/** The filters as typed; the header report uses palletStatus, the items report upc. */
export interface ReportFilter {
  palletNumbers: string;
  palletStatus: '' | PalletStatus;
  upc: string;
  from: string;
  to: string;
}

export const EMPTY_FILTER: ReportFilter = { palletNumbers: '', palletStatus: '', upc: '', from: '', to: '' };

/** The query parameters of the report calls (spec 002 §7), without paging. */
export interface ReportQuery {
  palletNumbers?: string;
  palletStatus?: PalletStatus;
  upc?: string;
  fromDateTime?: string;
  toDateTime?: string;
}

export type FilterField = 'palletNumbers' | 'upc' | 'from' | 'to';
/** Problems are keys of the screen's `invalid.*` strings. */
export type FilterProblem = 'tooManyPallets' | 'palletChars' | 'dateFormat' | 'dateOrder' | 'upcChars';

export type Checked =
  | { ok: true; query: ReportQuery }
  | { ok: false; empty: true }
  | { ok: false; empty: false; problems: Partial<Record<FilterField, FilterProblem>> };

export const splitPallets = (text: string): string[] => text.split(',').map(normalisePalletNo).filter(Boolean);

/** A typed date and time in the deployment's zone as ISO-8601 UTC; null when it does not match the format. */
export function parseDateTime(text: string, timeZone: string): string | null {
  return parseZoned(text, DATE_TIME_FORMAT, timeZone);
}

/** Checks the filters of one report: at least one filter, at most 5 pallets, readable dates in order. */
export function checkFilter(filter: ReportFilter, kind: 'headers' | 'items', timeZone: string): Checked {
  const pallets = splitPallets(filter.palletNumbers);
  const upc = kind === 'items' ? normaliseUpc(filter.upc) : '';
  const status = kind === 'headers' ? filter.palletStatus : '';
  const from = filter.from.trim();
  const to = filter.to.trim();
  if (pallets.length === 0 && !upc && !status && !from && !to) return { ok: false, empty: true };

  const problems: Partial<Record<FilterField, FilterProblem>> = {};
  if (pallets.length > MAX_REPORT_PALLETS) problems.palletNumbers = 'tooManyPallets';
  else if (pallets.some((p) => !PALLET_NO_PATTERN.test(p))) problems.palletNumbers = 'palletChars';
  if (upc && !/^[0-9A-Za-z]{1,32}$/.test(upc)) problems.upc = 'upcChars';
  const fromIso = from ? parseDateTime(from, timeZone) : undefined;
  const toIso = to ? parseDateTime(to, timeZone) : undefined;
  if (fromIso === null) problems.from = 'dateFormat';
  if (toIso === null) problems.to = 'dateFormat';
  if (fromIso && toIso && fromIso > toIso) problems.to = 'dateOrder';
  if (Object.keys(problems).length > 0) return { ok: false, empty: false, problems };

  return {
    ok: true,
    query: {
      palletNumbers: pallets.length ? pallets.join(',') : undefined,
      palletStatus: status || undefined,
      upc: upc || undefined,
      fromDateTime: fromIso ?? undefined,
      toDateTime: toIso ?? undefined,
    },
  };
}
