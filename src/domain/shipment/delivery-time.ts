/**
 * Weekdays, cut-off times and time zones of the delivery timelines (spec 002 §5, §9), without I/O:
 * the forms, the server and the delivery promise share them.
 */

/** The seven working-day buttons, Mon to Sun (spec 002 §9); `workingDays` joins the chosen ones with commas. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A cut-off time HH:MM:SS, 00:00:00 to 23:59:59. */
export const CUT_OFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
export const CUT_OFF_FROM_PLACEHOLDER = '00:00:00';
export const CUT_OFF_TO_PLACEHOLDER = '23:59:59';

/** Seconds since midnight of an HH:MM:SS time. */
export function secondsOf(time: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** The weekdays of a `workingDays` string, in Mon..Sun order, or null when one is not a weekday or repeats. */
export function parseWorkingDays(text: string): Weekday[] | null {
  const days = text
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  if (new Set(days).size !== days.length || days.some((d) => !(WEEKDAYS as readonly string[]).includes(d))) return null;
  return WEEKDAYS.filter((d) => days.includes(d));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of local date and time parts in `timeZone`, made once per zone (making one is slow). */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when `name` is a time zone of the IANA database the runtime knows (e.g. Asia/Riyadh). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    zoneFormatter(name);
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;

/** A local calendar day as a day number (days since 1970-01-01) and the seconds into it. */
export interface LocalTime {
  day: number;
  seconds: number;
}

/** The local day and time of an instant in `timeZone`. */
export function localTimeOf(instantMs: number, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const p of zoneFormatter(timeZone).formatToParts(new Date(instantMs))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    day: Date.UTC(parts.year!, parts.month! - 1, parts.day!) / DAY_MS,
    seconds: parts.hour! * 3600 + parts.minute! * 60 + parts.second!,
  };
}

/** The instant a local day and time happen in `timeZone` (a time skipped by a clock change reads as just after it). */
export function instantOf(local: LocalTime, timeZone: string): number {
  const wall = local.day * DAY_MS + local.seconds * 1000;
  const offsetAt = (instant: number) => {
    const l = localTimeOf(instant, timeZone);
    return l.day * DAY_MS + l.seconds * 1000 - Math.floor(instant / 1000) * 1000;
  };
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** The weekday of a day number (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number): Weekday => WEEKDAYS[(((day + 3) % 7) + 7) % 7]!;

/** A day number as YYYY-MM-DD. */
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Seconds as HH:MM:SS. */
export const timeOf = (seconds: number): string =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map((n) => String(n).padStart(2, '0')).join(':');

/** The zone's offset from UTC at `instantMs` as 'GMT+04:00' (the timezone select shows it, spec 002 §9). */
export function gmtOffset(timeZone: string, instantMs: number): string {
  const local = localTimeOf(instantMs, timeZone);
  const minutes = Math.round((local.day * DAY_MS + local.seconds * 1000 - Math.floor(instantMs / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
