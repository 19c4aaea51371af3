/** Sizes and ages for the sync panel: short, in the operator's language through `t`. */
type T = (key: string, options?: Record<string, unknown>) => string;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function formatAge(sinceIso: string, now: number, t: T): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(sinceIso)) / 1000));
  if (seconds < 60) return t('age.seconds', { count: seconds });
  if (seconds < 3600) return t('age.minutes', { count: Math.floor(seconds / 60) });
  return t('age.hours', { count: Math.floor(seconds / 3600) });
}
