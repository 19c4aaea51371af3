import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How the spec's day filters are typed and shown (Created Date, From Date, To Date: MM/dd/yyyy). */
export const TYPED_DAY_FORMAT = 'MM/DD/YYYY';

/** A day typed in `format` as the wire's YYYY-MM-DD (DESIGN.md §4); null when it does not match. */
export function wireDay(typed: string, format = TYPED_DAY_FORMAT): string | null {
  const day = dayjs(typed.trim(), format, true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

/** A day in the wire's YYYY-MM-DD (or already typed in `format`) as typed in `format`; '' when it is neither. */
export function typedDay(day: string, format = TYPED_DAY_FORMAT): string {
  const text = day.trim();
  const parsed = dayjs(text, 'YYYY-MM-DD', true).isValid() ? dayjs(text, 'YYYY-MM-DD', true) : dayjs(text, format, true);
  return parsed.isValid() ? parsed.format(format) : '';
}

/** A day filter on the wire: YYYY-MM-DD, or '' when nothing (or nothing readable) is typed. */
export const wireDayOrNone = (typed: string): string => (typed ? (wireDay(typed) ?? '') : '');
