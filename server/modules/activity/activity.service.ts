import {
  QUICK_PANEL_ACTIVITY_LIMIT,
  type QuickPanelReply,
} from '../../../src/domain/navigation/contracts.ts';
import { findPage } from '../../../src/domain/pages.ts';
import type { Db } from '../../db/connect.ts';
import * as repo from './activity.repository.ts';

export type NewActivity = repo.NewActivity;

/** Records one successful write by a signed-in user. */
export const recordActivity = (db: Db, entry: NewActivity) => repo.insertActivity(db, entry);

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
