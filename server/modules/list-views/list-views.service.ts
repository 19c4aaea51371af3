import { DEFAULT_TIME_ZONE } from '../../../src/domain/constants.ts';
import { HISTORY_MESSAGES } from '../../../src/domain/history/messages.ts';
import { LISTS_MESSAGES as M } from '../../../src/domain/lists/messages.ts';
import {
  MAX_LAYOUTS,
  MAX_VIEWS_PER_LIST,
  type SavedLayout,
  type SavedView,
  type ViewBody,
  type ViewChange,
} from '../../../src/domain/lists/views.ts';
import { levelOnPage, levelSatisfies } from '../../../src/domain/navigation/menu-rules.ts';
import { PAGES } from '../../../src/domain/pages.ts';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthContext } from '../../plugins/access.ts';
import { conflict, HttpError, staleConflict } from '../../plugins/http-error.ts';
import type { Actor } from '../../shared/actor.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
import * as repo from './list-views.repository.ts';

/** Who asks: their id, whether they administer, and their page grants. */
export type Viewer = Pick<AuthContext, 'userId' | 'isAdmin' | 'grants'>;

/** The pages whose lists the viewer may open: the only ones whose views and layouts they read or keep. */
const holds = (viewer: Viewer, page: string) => levelSatisfies(levelOnPage(viewer.isAdmin, viewer.grants, page), 'L1');
const heldPages = (viewer: Viewer) => PAGES.map((p) => p.path).filter((page) => holds(viewer, page));

function requirePage(viewer: Viewer, page: string): void {
  if (!holds(viewer, page)) throw new HttpError(403, M.pageNotHeld);
}

function toView(row: repo.ViewRow, viewer: Viewer): SavedView {
  return {
    id: row.id,
    page: row.page,
    list: row.list,
    name: row.name,
    query: row.query,
    layout: row.layout,
    isDefault: row.is_default,
    published: row.published,
    ownerName: row.created_name,
    mine: row.owner_id === viewer.userId,
    revision: row.revision,
  };
}

const columnsOf = (values: ViewBody | ViewChange): repo.ViewColumns => ({
  name: values.name,
  query: values.query,
  layout: values.layout,
  is_default: values.isDefault,
  published: values.published,
});

/** The viewer's own views and the published ones, of every page they hold. */
export async function listViews(db: Db, viewer: Viewer): Promise<SavedView[]> {
  const rows = await repo.visibleViews(db, viewer.userId, heldPages(viewer));
  return rows.map((row) => toView(row, viewer));
}

/** Saves a new view of a list; a default takes the default from the owner's others (and, published, from the page's). */
export async function createView(db: Db, viewer: Viewer, body: ViewBody, by: Actor): Promise<SavedView> {
  requirePage(viewer, body.page);
  if (body.published && !viewer.isAdmin) throw new HttpError(403, M.publishAdminOnly);
  const key = { ownerId: viewer.userId, page: body.page, list: body.list };
  const duplicate = M.duplicateName(body.name);
  const row = await inTransaction(db, async (trx) => {
    if ((await repo.countViews(trx, key)) >= MAX_VIEWS_PER_LIST) throw conflict(M.tooManyViews(MAX_VIEWS_PER_LIST));
    if (await repo.idWithName(trx, key, body.name)) throw fieldConflict('name', duplicate);
    if (body.isDefault) await repo.clearDefaults(trx, key, body.published, null);
    return uniqueOrConflict(() => repo.insertView(trx, key, columnsOf(body), by), 'name', duplicate);
  });
  return toView(row, viewer);
}

/**
 * The view of `id` locked for a change based on `revision`: 404 when the viewer cannot see it, 403
 * when it is not theirs to change (published views are the administrators'), 409 when it moved on.
 */
async function lockForChange(trx: Db, viewer: Viewer, id: number, revision: number, by: Actor): Promise<repo.ViewRow> {
  const row = await repo.lockView(trx, id);
  const mine = row?.owner_id === viewer.userId;
  if (!row || (!mine && !row.published)) throw new HttpError(404, M.noView(id));
  requirePage(viewer, row.page);
  if (!mine && !viewer.isAdmin) throw new HttpError(403, M.notYourView);
  if (row.revision !== revision) {
    const who = row.updated_name ?? row.created_name;
    const at = row.updated_date_utc ?? row.created_date_utc;
    const message = HISTORY_MESSAGES.changedSince(who, at, by.trail?.timeZone ?? DEFAULT_TIME_ZONE);
    throw staleConflict(message, { revision: row.revision, by: who, at: at.toISOString(), current: toView(row, viewer) });
  }
  return row;
}

/** Renames, overwrites, (un)sets the default or (un)publishes a view, if it is still at `change.revision`. */
export async function updateView(db: Db, viewer: Viewer, id: number, change: ViewChange, by: Actor): Promise<SavedView> {
  const duplicate = M.duplicateName(change.name);
  const row = await inTransaction(db, async (trx) => {
    const stored = await lockForChange(trx, viewer, id, change.revision, by);
    if (change.published !== stored.published && !viewer.isAdmin) throw new HttpError(403, M.publishAdminOnly);
    const key = { ownerId: stored.owner_id, page: stored.page, list: stored.list };
    if (await repo.idWithName(trx, key, change.name, id)) throw fieldConflict('name', duplicate);
    if (change.isDefault) await repo.clearDefaults(trx, key, change.published, id);
    return uniqueOrConflict(() => repo.updateView(trx, id, columnsOf(change), by), 'name', duplicate);
  });
  return toView(row, viewer);
}

/** Deletes a view, if it is still at `revision`. */
export async function deleteView(db: Db, viewer: Viewer, id: number, revision: number, by: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockForChange(trx, viewer, id, revision, by);
    await repo.deleteView(trx, id);
  });
}

/** Every list layout of the viewer, of the pages they hold. */
export async function listLayouts(db: Db, viewer: Viewer): Promise<SavedLayout[]> {
  const rows = await repo.userLayouts(db, viewer.userId, heldPages(viewer));
  return rows.map((row) => ({ page: row.page as SavedLayout['page'], list: row.list, layout: row.layout }));
}

/** Keeps the columns of one list as the viewer arranged them, over what was kept before. */
export async function saveLayout(db: Db, viewer: Viewer, body: SavedLayout, by: Actor): Promise<SavedLayout> {
  requirePage(viewer, body.page);
  const known = await repo.hasLayout(db, viewer.userId, body.page, body.list);
  if (!known && (await repo.countLayouts(db, viewer.userId)) >= MAX_LAYOUTS) throw conflict(M.tooManyLayouts(MAX_LAYOUTS));
  await repo.upsertLayout(db, viewer.userId, body.page, body.list, body.layout, by);
  return body;
}
