/**
 * Calendar days of the deployment's time zone (TIME_ZONE, Asia/Dubai by default) as UTC instants:
 * a row created at 23:30 in Dubai belongs to that Dubai day until Dubai's midnight, whatever the
 * server's or the database's own zone.
 */

/** Minutes `timeZone` is ahead of UTC at `at`. */
function offsetMinutes(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((local - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant `day` (YYYY-MM-DD) begins in `timeZone`. */
export function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const midnight = Date.UTC(y!, m! - 1, d!);
  // Twice: the offset at the guess may differ from the offset at midnight across a DST change.
  let at = midnight - offsetMinutes(timeZone, midnight) * 60_000;
  at = midnight - offsetMinutes(timeZone, at) * 60_000;
  return new Date(at);
}

/** `[start, end)` of the day `day` in `timeZone`. */
export function dayRange(day: string, timeZone: string): { from: Date; to: Date } {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
  return { from: dayStart(day, timeZone), to: dayStart(next, timeZone) };
}

/** `YYYY-MM-DD` of `now` in `timeZone`. */
export function today(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The instant the day before `now`'s day begins in `timeZone`: the earliest a change may be scheduled for. */
export function yesterdayStart(timeZone: string, now = new Date()): Date {
  const [y, m, d] = today(timeZone, now).split('-').map(Number);
  return dayStart(new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10), timeZone);
}

/** Whether `day` is a real calendar day written YYYY-MM-DD (2026-02-30 is not), in the years a report can ask for (1900–2999). */
export function isCalendarDay(day: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}
