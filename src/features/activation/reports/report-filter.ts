import { COMPANIES, type Company } from '../../../domain/activation/constants.ts';
import { ANY_LANG, LANG_FILTERS, type ActivationReportBody } from '../../../domain/activation/reports.ts';
import type { FilterCodecs } from '../../../lib/lists/address-codec.ts';
import { oneOf } from '../../../lib/lists/field-codecs.ts';
import { wireDay, wireDayOrNone } from '../../../lib/typed-day.ts';
import type { LangFilter } from './pid-activation-filter.ts';

/** The report's filters as typed (spec 001 §2); the dates MM/DD/YYYY, '' for none. */
export interface ReportFilter {
  company: Company | '';
  lang: LangFilter;
  from: string;
  to: string;
}

/** The filters the report starts with, and Clear brings back: the user's company, any language, every day. */
export const startingFilter = (company: Company | ''): ReportFilter => ({ company, lang: ANY_LANG, from: '', to: '' });

export type ReportFilterProblem = 'from' | 'to';

// Every company is written as a word of its own: an empty value in the address stands for the user's company.
const EVERY_COMPANY = 'ALL';

/** How the address holds the report's filters; the days are checked by `reportFilterProblems`. */
export const REPORT_CODECS: FilterCodecs<ReportFilter> = {
  company: {
    read: (text) => (text === EVERY_COMPANY ? '' : COMPANIES.find((c) => c === text)),
    write: (company) => company || EVERY_COMPANY,
  },
  lang: oneOf(LANG_FILTERS),
};

/** The report's fields whose days the screen cannot use, as the address names them. */
export const reportAddressProblems = (filter: ReportFilter): ReportFilterProblem[] => [
  ...new Set(reportFilterProblems(filter).map((p) => p.field)),
];

/** Dates the server would refuse: unreadable, or To Date before From Date (named under To Date). */
export function reportFilterProblems(filter: ReportFilter): { field: ReportFilterProblem; range: boolean }[] {
  const from = filter.from ? wireDay(filter.from) : '';
  const to = filter.to ? wireDay(filter.to) : '';
  const problems: { field: ReportFilterProblem; range: boolean }[] = [];
  if (from === null) problems.push({ field: 'from', range: false });
  if (to === null) problems.push({ field: 'to', range: false });
  if (from && to && to < from) problems.push({ field: 'to', range: true });
  return problems;
}

/** The report's body: company '' is every company, the days YYYY-MM-DD. */
export function toReportBody(filter: ReportFilter): ActivationReportBody {
  return {
    company: filter.company,
    lang: filter.lang,
    fromDate: wireDayOrNone(filter.from),
    toDate: wireDayOrNone(filter.to),
  };
}
