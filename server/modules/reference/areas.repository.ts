import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { insertAudited } from '../../db/audited-rows.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { AreaSort } from '../../../src/domain/reference/areas.ts';
import type { Actor } from '../../shared/actor.ts';
import type { AreasTable } from '../../db/schema.ts';

/** A stored row, as the change log reads it. */
export type AreaRow = Selectable<AreasTable>;

/** The columns a create or an update sets. */
export type AreaColumns = Pick<Insertable<AreasTable>, 'state_id' | 'area_name' | 'ar_area_name' | 'status'>;

export interface AreaFilter {
  countryId?: number;
  stateId?: number;
}

// Areas joined to their state and its country: the grid filters on both and shows their names.
const joined = (db: Db, filter: AreaFilter) =>
  db
    .selectFrom('areas')
    .innerJoin('states', 'states.id', 'areas.state_id')
    .innerJoin('countries', 'countries.id', 'states.country_id')
    .$if(filter.countryId !== undefined, (q) => q.where('states.country_id', '=', filter.countryId!))
    .$if(filter.stateId !== undefined, (q) => q.where('areas.state_id', '=', filter.stateId!));

const withNames = (db: Db, filter: AreaFilter) =>
  joined(db, filter).select([
    'areas.id',
    'areas.area_name',
    'areas.ar_area_name',
    'areas.state_id',
    'areas.status',
    'areas.revision',
    'states.state_name',
    'states.state_code',
    'countries.country_name',
    'countries.country_code',
    'countries.country_code2',
  ]);

export type AreaView = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

export function findView(db: Db, id: number): Promise<AreaView | undefined> {
  return withNames(db, {}).where('areas.id', '=', id).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('areas').select(['id', 'state_id']).where('id', '=', id).executeTakeFirst();
}

/** The id of the state's area named `name` in any case, other than `exceptId`. */
export async function idWithName(db: Db, stateId: number, name: string, exceptId?: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('areas')
    .select('id')
    .where('state_id', '=', stateId)
    .where(sql`lower(area_name)`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row?.id;
}

const countOf = (db: Db, filter: AreaFilter) =>
  joined(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.total));

// The column each of the grid's sorts reads.
const SORT_COLUMNS: Record<AreaSort, string> = {
  id: 'areas.id',
  areaName: 'areas.area_name',
  ar_areaName: 'areas.ar_area_name',
  CountryName: 'countries.country_name',
  countryCode: 'countries.country_code',
  countryCode2: 'countries.country_code2',
  StateName: 'states.state_name',
  stateCode: 'states.state_code',
  status: 'areas.status',
};

/** One page of the grid, in `sort`'s order (newest first without one). */
export async function listPage(db: Db, filter: AreaFilter, page: { skip: number; take: number; sort?: Sort<AreaSort> }) {
  const [rows, total] = await Promise.all([
    sortedBy(withNames(db, filter), page.sort, SORT_COLUMNS, 'areas.id', (q) => q.orderBy('areas.id', 'desc'))
      .offset(page.skip)
      .limit(page.take)
      .execute(),
    countOf(db, filter),
  ]);
  return { rows, total };
}

/** One page of the pick list, by name. */
export async function lookupPage(db: Db, filter: AreaFilter, page: { skip: number; take: number }) {
  const [rows, total] = await Promise.all([
    joined(db, filter)
      .select(['areas.id', 'areas.area_name', 'areas.ar_area_name', 'areas.state_id', 'areas.status'])
      .orderBy('areas.area_name')
      .orderBy('areas.id')
      .offset(page.skip)
      .limit(page.take)
      .execute(),
    countOf(db, filter),
  ]);
  return { rows, total };
}

/** Inserts an area as the seed writes it (a fresh install's data, not a change anyone made); answers its id. */
export const insert = (db: Db, columns: AreaColumns, by: Actor): Promise<number> => insertAudited(db, 'areas', columns, by);
