import { z } from 'zod/mini';
import { TRACKED_ENTITIES } from '../history/entities.ts';
import { findPage, type PagePath } from '../pages.ts';

/**
 * Live lists (issue 43): a list on screen joins its page's room and hears that rows of the page
 * changed. Events name records, never their data: the list reloads through the API, which checks
 * the user's grants.
 */
export const LIST_EVENTS = { join: 'list:join', leave: 'list:leave', changed: 'list:changed' } as const;

/** The realtime room of one page's lists. */
export const listRoom = (page: string) => `list:${page}`;

/** How far back a join asks about changes; rows older than this are reloaded whatever changed. */
export const CATCH_UP_MS = 600_000;

/**
 * `list:join` and `list:leave` name the page: one of the spec's paths. A join may give `age`, how
 * long ago (ms, on the client's clock, so no clock skew) the rows on screen began loading: the
 * answer says whether rows of the page changed since, which the room did not yet hear.
 */
export const listJoinSchema = z.object({
  page: z.string().check(z.refine((page) => findPage(page) !== undefined)),
  age: z.optional(z.int().check(z.gte(0))),
});
export type ListJoin = z.infer<typeof listJoinSchema>;

export type ListJoinAnswer = { ok: true; stale: boolean } | { ok: false; message: string };

/** Rows of `page` changed: which records (when known) and what was done to them. */
export const listChangedSchema = z.object({
  page: z.string(),
  entity: z.string(),
  ids: z.array(z.string()),
  actions: z.array(z.string()),
});
export type ListChanged = z.infer<typeof listChangedSchema>;

/** Pages that list an entity besides the one owning it (TRACKED_ENTITIES): a report of the same records. */
const ALSO_LISTED_ON: Partial<Record<string, readonly PagePath[]>> = {
  'stock-in-transit': ['/apps/pending-stock-in-transit-report'],
};

/**
 * The pages whose lists show a change: the page it was made on and every page listing the entity
 * (a job's write has no page of its own).
 */
export function pagesShowing(entity: string, madeOn: string): string[] {
  const owner = (TRACKED_ENTITIES as Record<string, string | undefined>)[entity];
  const pages = new Set([madeOn, ...(owner ? [owner] : []), ...(ALSO_LISTED_ON[entity] ?? [])]);
  return [...pages].filter((page) => findPage(page) !== undefined);
}
