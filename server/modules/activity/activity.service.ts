import { QUICK_PANEL_ACTIVITY_LIMIT, type QuickPanelReply } from '../../../src/domain/navigation/contracts.ts';
import { findPage } from '../../../src/domain/pages.ts';
import type { Db } from '../../db/connect.ts';
import * as repo from './activity.repository.ts';

export type NewActivity = repo.NewActivity;

/** `YYYY-MM-DD` of `now` in a time zone (the calendar day staff see, not the server's). */
export function dayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The quick panel: today in the configured time zone and the user's latest changes. */
export async function quickPanel(db: Db, userId: number, timeZone: string): Promise<QuickPanelReply> {
  const rows = await repo.latestOf(db, userId, QUICK_PANEL_ACTIVITY_LIMIT);
  return {
    today: dayIn(timeZone),
    timeZone,
    activity: rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      method: row.method,
      route: row.route,
      page: row.page,
      pageTitle: row.page ? (findPage(row.page)?.title ?? null) : null,
      statusCode: row.status_code,
    })),
  };
}

/** How long a recorded write waits for others to share its insert. */
const ACTIVITY_FLUSH_MS = 50;
/** Rows written at most in one insert. */
const MAX_BATCH = 500;

/**
 * Writes activity rows behind the requests that made them, many in one insert: a gate doing a
 * thousand scans a second would otherwise pay a statement and a commit for each. A row shows in
 * the quick panel within ACTIVITY_FLUSH_MS; its time is the time of the write, not of the insert.
 * A failed insert is reported and its rows are dropped: activity is a convenience, never a record
 * that a write depends on.
 */
export function createActivityWriter(db: Db, onError: (err: unknown) => void) {
  let pending: repo.NewActivity[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending.length) return writing;
    const rows = pending;
    pending = [];
    // One insert at a time, in order, so rows keep the order the writes were made in.
    writing = writing.then(async () => {
      for (let i = 0; i < rows.length; i += MAX_BATCH) await repo.insertActivities(db, rows.slice(i, i + MAX_BATCH)).catch(onError);
    });
    return writing;
  };

  return {
    record(entry: repo.NewActivity): void {
      pending.push(entry);
      if (pending.length >= MAX_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), ACTIVITY_FLUSH_MS);
    },
    /** Writes what is pending now; resolves when it is stored. */
    flush,
  };
}
