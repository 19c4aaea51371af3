import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Dates typed or shown in a screen's format (the spec's 'MM/DD/YYYY hh:mm A', 'DD/MM/YYYY hh:mm A')
 * as times of the deployment's zone, and ISO-8601 UTC on the wire (DESIGN.md §4).
 */

/** Text typed in `format` as a time of `timeZone`, as ISO-8601 UTC; null when it does not match the format. */
export function parseZoned(text: string, format: string, timeZone: string): string | null {
  const typed = text.trim().toUpperCase();
  if (!dayjs(typed, format, true).isValid()) return null;
  return dayjs.tz(typed, format, timeZone).toISOString();
}

/** An ISO-8601 timestamp in `format` as a time of `timeZone`; '' for a missing or unreadable one. */
export function formatZoned(iso: string | null | undefined, format: string, timeZone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return dayjs(iso).tz(timeZone).format(format);
}
