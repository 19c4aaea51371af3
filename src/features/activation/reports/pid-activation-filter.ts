import { COMPANIES, type Company } from '../../../domain/activation/constants.ts';
import { ANY_LANG, LANG_FILTERS, type PidActivationBody } from '../../../domain/activation/reports.ts';
import type { FilterCodecs } from '../../../lib/lists/address-codec.ts';
import { textUpTo } from '../../../lib/lists/field-codecs.ts';
import { typedDay, wireDay, wireDayOrNone } from '../../../lib/typed-day.ts';
import { isPidText, pidOnWire } from '../pid-filter-text.ts';

export type LangFilter = (typeof LANG_FILTERS)[number];

/** PID Activation Details' filters as typed; '' is any, SELECT any language. */
export interface PidActivationFilter {
  pId: string;
  company: Company | '';
  lang: LangFilter;
  createdName: string;
  /** MM/DD/YYYY. */
  createdDate: string;
}

export const EMPTY_PID_FILTER: PidActivationFilter = { pId: '', company: '', lang: ANY_LANG, createdName: '', createdDate: '' };

export type PidFilterProblem = 'pId' | 'createdDate';

/**
 * How the address holds the filters (spec 001 §2: company, lang, createdName, createdDate, as the
 * report's eye writes them): company and lang in any case, the date as YYYY-MM-DD (or as typed,
 * MM/DD/YYYY). A value that is none of the filter's is not read; a date that is no day is named by
 * `pidFilterProblems`.
 */
export const PID_CODECS: FilterCodecs<PidActivationFilter> = {
  company: { read: (text) => COMPANIES.find((c) => c === text.trim().toUpperCase()), write: (company) => company || null },
  lang: { read: (text) => LANG_FILTERS.find((l) => l === text.trim().toUpperCase()), write: (lang) => lang },
  createdName: textUpTo(100),
  createdDate: { read: (text) => typedDay(text) || text, write: (typed) => wireDay(typed) ?? typed },
};

/** The address of the page filtered so (the report's eyes). */
export function pidActivationAddress(
  page: string,
  f: { company: string; lang: string; createdName?: string; createdDate: string },
): string {
  const query = new URLSearchParams({ company: f.company, lang: f.lang, createdName: f.createdName ?? '', createdDate: f.createdDate });
  return `${page}?${query.toString()}`;
}

/** The typed fields the server would refuse, named under their fields before any call. */
export function pidFilterProblems(filter: PidActivationFilter): PidFilterProblem[] {
  const problems: PidFilterProblem[] = [];
  if (!isPidText(filter.pId)) problems.push('pId');
  if (filter.createdDate && wireDay(filter.createdDate) === null) problems.push('createdDate');
  return problems;
}

/** The list's body (spec 001 §5, §7): an empty PID is -1, the date YYYY-MM-DD. */
export function toPidBody(filter: PidActivationFilter): PidActivationBody {
  return {
    pId: pidOnWire(filter.pId),
    company: filter.company,
    lang: filter.lang,
    createdName: filter.createdName.trim(),
    createdDate: wireDayOrNone(filter.createdDate),
  };
}
