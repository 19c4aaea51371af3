import type { Selectable } from 'kysely';
import type { MenuNode } from '../../../src/domain/navigation/contracts.ts';
import type { Db } from '../../db/connect.ts';
import type { MenusTable } from '../../db/schema.ts';

/** A stored menu row; `id` (migration 0029-menu-ids) is the key History and Undo name the menu by. */
export type MenuRow = Selectable<MenusTable> & { id: number };

/** The columns a menu's save sets. */
export interface MenuColumns {
  app_id: number;
  data_centre: string;
  data: string;
  updated_by: number | null;
  updated_date_utc: Date;
}

export function listApplications(db: Db) {
  return db.selectFrom('applications').select(['id', 'project_app_name']).orderBy('id').execute();
}

export function findApplicationById(db: Db, id: number) {
  return db.selectFrom('applications').select(['id', 'project_app_name']).where('id', '=', id).executeTakeFirst();
}

export function findApplicationByName(db: Db, name: string) {
  return db.selectFrom('applications').select(['id', 'project_app_name']).where('project_app_name', '=', name).executeTakeFirst();
}

export function listDataCentres(db: Db, appId: number) {
  return db.selectFrom('application_data_centres').select('name').where('app_id', '=', appId).orderBy('name').execute();
}

export async function dataCentreExists(db: Db, appId: number, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('application_data_centres')
    .select('name')
    .where('app_id', '=', appId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks an application's data centre until the transaction ends (one first save of its menu at a time); false when there is none. */
export async function lockDataCentre(db: Db, appId: number, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('application_data_centres')
    .select('name')
    .where('app_id', '=', appId)
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored menu of an application (by name) and data centre, if one was saved. */
export async function findMenu(db: Db, appName: string, dataCentre: string): Promise<MenuNode[] | undefined> {
  const row = await db
    .selectFrom('menus')
    .innerJoin('applications', 'applications.id', 'menus.app_id')
    .select('menus.data')
    .where('applications.project_app_name', '=', appName)
    .where('menus.data_centre', '=', dataCentre)
    .executeTakeFirst();
  return row?.data;
}

/** The stored menu row of an application (by name) and data centre, if one was saved. */
export async function findMenuRow(db: Db, appName: string, dataCentre: string): Promise<MenuRow | undefined> {
  const row = await db
    .selectFrom('menus')
    .innerJoin('applications', 'applications.id', 'menus.app_id')
    .selectAll('menus')
    .where('applications.project_app_name', '=', appName)
    .where('menus.data_centre', '=', dataCentre)
    .executeTakeFirst();
  return row as MenuRow | undefined;
}

/**
 * Stores a menu in one statement (the seed's): the select finds the application's data centre, the upsert
 * replaces any earlier menu. Answers false when the application or data centre does not exist.
 */
export async function upsertMenu(db: Db, appName: string, dataCentre: string, data: MenuNode[], by: number | null): Promise<boolean> {
  const json = JSON.stringify(data);
  const row = await db
    .insertInto('menus')
    .columns(['app_id', 'data_centre', 'data', 'updated_by', 'updated_date_utc'])
    .expression((eb) =>
      eb
        .selectFrom('application_data_centres as d')
        .innerJoin('applications as a', 'a.id', 'd.app_id')
        .select((s) => [
          'd.app_id',
          'd.name',
          // Parameters in a select list have no type of their own: name the columns' types.
          s.cast<string>(s.val(json), 'jsonb').as('data'),
          s.cast<number | null>(s.val(by), 'integer').as('updated_by'),
          s.fn<Date>('now').as('updated_date_utc'),
        ])
        .where('a.project_app_name', '=', appName)
        .where('d.name', '=', dataCentre),
    )
    .onConflict((oc) =>
      oc.columns(['app_id', 'data_centre']).doUpdateSet((eb) => ({
        data: eb.ref('excluded.data'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_date_utc: eb.ref('excluded.updated_date_utc'),
      })),
    )
    .returning('app_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Creates an application (or finds the existing one) with its data centres; seed only. */
export async function ensureApplication(db: Db, appName: string, dataCentres: string[]): Promise<number> {
  await db
    .insertInto('applications')
    .values({ project_app_name: appName })
    .onConflict((oc) => oc.column('project_app_name').doNothing())
    .execute();
  const app = await db.selectFrom('applications').select('id').where('project_app_name', '=', appName).executeTakeFirstOrThrow();
  if (dataCentres.length > 0) {
    await db
      .insertInto('application_data_centres')
      .values(dataCentres.map((name) => ({ app_id: app.id, name })))
      .onConflict((oc) => oc.columns(['app_id', 'name']).doNothing())
      .execute();
  }
  return app.id;
}
