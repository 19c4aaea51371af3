import { REJECTION_DEPARTMENTS, REJECTION_REASONS } from '../../../domain/activation/constants.ts';
import type { RejectionListBody } from '../../../domain/activation/rejections.ts';
import type { FilterCodecs } from '../../../lib/lists/address-codec.ts';
import { oneOf, textUpTo } from '../../../lib/lists/field-codecs.ts';
import { TYPED_DAY_FORMAT, wireDay, wireDayOrNone } from '../../../lib/typed-day.ts';
import { isPidText, pidOnWire } from '../pid-filter-text.ts';

/** How Created Date is typed and shown. */
export const DATE_FORMAT = TYPED_DAY_FORMAT;

/** The filters as typed; '' is any. */
export interface RejectionFilter {
  pId: string;
  department: string;
  reason: string;
  assignedToName: string;
  createdName: string;
  date: string;
}

export const EMPTY_FILTER: RejectionFilter = { pId: '', department: '', reason: '', assignedToName: '', createdName: '', date: '' };

export type FilterProblem = 'pId' | 'date';

/** How the address holds the filters the server takes only as its lists and lengths; PID and date are checked by `filterProblems`. */
export const REJECTION_CODECS: FilterCodecs<RejectionFilter> = {
  department: oneOf(REJECTION_DEPARTMENTS),
  reason: oneOf(REJECTION_REASONS),
  assignedToName: textUpTo(100),
  createdName: textUpTo(100),
};

/** The typed fields the server would refuse, named under their fields before any call. */
export function filterProblems(filter: RejectionFilter): FilterProblem[] {
  const problems: FilterProblem[] = [];
  if (!isPidText(filter.pId)) problems.push('pId');
  if (filter.date && wireDay(filter.date) === null) problems.push('date');
  return problems;
}

/** The list's body (spec 000 §5, §7): an empty PID is -1, the date YYYY-MM-DD. */
export function toBody(filter: RejectionFilter): RejectionListBody {
  return {
    pId: pidOnWire(filter.pId),
    department: filter.department,
    reason: filter.reason,
    assignedToName: filter.assignedToName.trim(),
    createdName: filter.createdName.trim(),
    createdDate: wireDayOrNone(filter.date),
  };
}
