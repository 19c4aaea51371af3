import { sql, type Selectable } from 'kysely';
import type { ColumnLayout } from '../../../src/domain/lists/layout.ts';
import type { Db } from '../../db/connect.ts';
import type { ListViewsTable } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { authoredColumns, updatedColumns } from '../../shared/audit-columns.ts';

export type ViewRow = Selectable<ListViewsTable>;

/** What a create or an update of a view sets. */
export interface ViewColumns {
  name: string;
  query: string;
  layout: ColumnLayout | null;
  is_default: boolean;
  published: boolean;
}

const json = (layout: ColumnLayout | null) => (layout === null ? null : JSON.stringify(layout));

/** The user's own views and the published ones, of the pages given. */
export function visibleViews(db: Db, userId: number, pages: readonly string[]): Promise<ViewRow[]> {
  if (pages.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('list_views')
    .selectAll()
    .where('page', 'in', pages)
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('published', '=', true)]))
    .orderBy('page')
    .orderBy('list')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export function findView(db: Db, id: number): Promise<ViewRow | undefined> {
  return db.selectFrom('list_views').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The view locked until the transaction ends. */
export function lockView(db: Db, id: number): Promise<ViewRow | undefined> {
  return db.selectFrom('list_views').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The id of the owner's view of the list named `name` in any case, other than `exceptId`. */
export async function idWithName(db: Db, key: ListKey, name: string, exceptId?: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('list_views')
    .select('id')
    .where('owner_id', '=', key.ownerId)
    .where('page', '=', key.page)
    .where('list', '=', key.list)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row?.id;
}

export interface ListKey {
  ownerId: number;
  page: string;
  list: string;
}

export async function countViews(db: Db, key: ListKey): Promise<number> {
  const row = await db
    .selectFrom('list_views')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', key.ownerId)
    .where('page', '=', key.page)
    .where('list', '=', key.list)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes the default away from the owner's other views of the list, and when `published`, from the
 * list's other published views too: a list has one default per owner and one for everyone.
 */
export async function clearDefaults(db: Db, key: ListKey, published: boolean, exceptId: number | null): Promise<void> {
  await db
    .updateTable('list_views')
    .set({ is_default: false })
    .where('page', '=', key.page)
    .where('list', '=', key.list)
    .where('is_default', '=', true)
    .where((eb) => (published ? eb.or([eb('owner_id', '=', key.ownerId), eb('published', '=', true)]) : eb('owner_id', '=', key.ownerId)))
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId!))
    .execute();
}

export function insertView(db: Db, key: ListKey, columns: ViewColumns, by: Actor): Promise<ViewRow> {
  return db
    .insertInto('list_views')
    .values({ owner_id: key.ownerId, page: key.page, list: key.list, ...columns, layout: json(columns.layout), ...authoredColumns(by) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateView(db: Db, id: number, columns: ViewColumns, by: Actor): Promise<ViewRow> {
  return db
    .updateTable('list_views')
    .set({ ...columns, layout: json(columns.layout), revision: sql<number>`revision + 1`, ...updatedColumns(by) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteView(db: Db, id: number): Promise<void> {
  await db.deleteFrom('list_views').where('id', '=', id).execute();
}

/** Every layout of the user, of the pages given. */
export function userLayouts(db: Db, userId: number, pages: readonly string[]) {
  if (pages.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('list_layouts')
    .select(['page', 'list', 'layout'])
    .where('user_id', '=', userId)
    .where('page', 'in', pages)
    .orderBy('page')
    .orderBy('list')
    .execute();
}

export async function countLayouts(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('list_layouts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasLayout(db: Db, userId: number, page: string, list: string): Promise<boolean> {
  const row = await db
    .selectFrom('list_layouts')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('page', '=', page)
    .where('list', '=', list)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the list's layout for the user, over the one stored before. */
export async function upsertLayout(db: Db, userId: number, page: string, list: string, layout: ColumnLayout, by: Actor): Promise<void> {
  const text = JSON.stringify(layout);
  await db
    .insertInto('list_layouts')
    .values({ user_id: userId, page, list, layout: text, ...authoredColumns(by) })
    .onConflict((oc) => oc.columns(['user_id', 'page', 'list']).doUpdateSet({ layout: text, ...updatedColumns(by) }))
    .execute();
}
