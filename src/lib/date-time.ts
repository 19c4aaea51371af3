import { create } from 'zustand';
import { DEFAULT_TIME_ZONE } from '../domain/constants.ts';
import { zoneOfDataCentre } from '../domain/data-centres.ts';
import { useClientConfig } from './client-config.ts';

/**
 * Timestamps on screen: `YYYY-MM-DD HH:mm` in the user's data centre's zone (Asia/Dubai by default).
 * Year first, so nobody has to guess between day/month and month/day; Latin digits in every language.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An ISO-8601 timestamp as `YYYY-MM-DD HH:mm` in `timeZone`; '' for a missing or unreadable one. */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return '';
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(time)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The signed-in user's data centre: the shell sets it from the session, and clears it on sign-out. */
export const useUserDataCentre = create<{ dataCentre: string | null }>()(() => ({ dataCentre: null }));

/**
 * The time zone the screens show and read typed times in: the user's data centre's (a KSA user's
 * days are Asia/Riyadh's), else the deployment's own (TIME_ZONE of the server's configuration).
 */
export function useTimeZone(): string {
  const dataCentre = useUserDataCentre((s) => s.dataCentre);
  const zones = useClientConfig((s) => s.config?.zones);
  const fallback = useClientConfig((s) => s.config?.timeZone) ?? DEFAULT_TIME_ZONE;
  return zoneOfDataCentre(zones ?? {}, dataCentre ?? undefined, fallback);
}

/** A calendar day (YYYY-MM-DD) as a long date in `language` ('November 20, 2026'), Latin digits; '' for an unreadable one. */
export function formatLongDate(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return '';
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}
