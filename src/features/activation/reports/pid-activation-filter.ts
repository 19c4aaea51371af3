import { COMPANIES, type Company } from '../../../domain/activation/constants.ts';
import { ANY_LANG, LANG_FILTERS, type PidActivationBody } from '../../../domain/activation/reports.ts';
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
  date: string;
}

export const EMPTY_PID_FILTER: PidActivationFilter = { pId: '', company: '', lang: ANY_LANG, createdName: '', date: '' };

export type PidFilterProblem = 'pId' | 'date';

/** One of the companies, any case; '' for anything else. */
export const companyOf = (text: string | null): Company | '' => COMPANIES.find((c) => c === text?.trim().toUpperCase()) ?? '';
/** One of the Lang filter's options, any case; SELECT for anything else. */
export const langOf = (text: string | null): LangFilter => LANG_FILTERS.find((l) => l === text?.trim().toUpperCase()) ?? ANY_LANG;

/**
 * The filters a link opens the page with (spec 001 §2: company, lang, createdName, createdDate, as
 * the report's eye writes them; the date as YYYY-MM-DD or MM/DD/YYYY). What is not a filter value is left empty.
 */
export function filterFromQuery(query: URLSearchParams): PidActivationFilter {
  return {
    ...EMPTY_PID_FILTER,
    company: companyOf(query.get('company')),
    lang: langOf(query.get('lang')),
    createdName: (query.get('createdName') ?? '').trim().slice(0, 100),
    date: typedDay(query.get('createdDate') ?? ''),
  };
}

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
  if (filter.date && wireDay(filter.date) === null) problems.push('date');
  return problems;
}

/** The list's body (spec 001 §5, §7): an empty PID is -1, the date YYYY-MM-DD. */
export function toPidBody(filter: PidActivationFilter): PidActivationBody {
  return {
    pId: pidOnWire(filter.pId),
    company: filter.company,
    lang: filter.lang,
    createdName: filter.createdName.trim(),
    createdDate: wireDayOrNone(filter.date),
  };
}
