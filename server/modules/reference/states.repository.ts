import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { insertAudited } from '../../db/audited-rows.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { StateSort } from '../../../src/domain/reference/states.ts';
import type { Actor } from '../../shared/actor.ts';
import type { StatesTable } from '../../db/schema.ts';

/** A stored row, as the change log reads it. */
export type StateRow = Selectable<StatesTable>;

/** The columns a create or an update sets. */
export type StateColumns = Pick<
  Insertable<StatesTable>,
  'country_id' | 'state_name' | 'ar_state_name' | 'state_code' | 'display_order' | 'status'
>;

// A state with its country's name and codes, as the grid and the replies show it.
const withCountry = (db: Db) =>
  db
    .selectFrom('states')
    .innerJoin('countries', 'countries.id', 'states.country_id')
    .select([
      'states.id',
      'states.state_name',
      'states.ar_state_name',
      'states.state_code',
      'states.country_id',
      'states.display_order',
      'states.status',
      'states.revision',
      'countries.country_name',
      'countries.country_code',
      'countries.country_code2',
    ]);

export type StateView = Awaited<ReturnType<ReturnType<typeof withCountry>['executeTakeFirstOrThrow']>>;

export function findView(db: Db, id: number): Promise<StateView | undefined> {
  return withCountry(db).where('states.id', '=', id).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('states').select(['id', 'country_id', 'state_name']).where('id', '=', id).executeTakeFirst();
}

/** The id of the country's state holding `code` in any case, other than `exceptId`. */
export async function idWithCode(db: Db, countryId: number, code: string, exceptId?: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('states')
    .select('id')
    .where('country_id', '=', countryId)
    .where(sql`lower(state_code)`, '=', code.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row?.id;
}

// The column each of the grid's sorts reads.
const SORT_COLUMNS: Record<StateSort, string> = {
  id: 'states.id',
  stateName: 'states.state_name',
  ar_StateName: 'states.ar_state_name',
  stateCode: 'states.state_code',
  countryName: 'countries.country_name',
  countryCode: 'countries.country_code',
  countryCode2: 'countries.country_code2',
  status: 'states.status',
};

/** One page of the grid, of one country or all, in `sort`'s order (newest first without one). */
export async function listPage(db: Db, options: { countryId?: number; sort?: Sort<StateSort>; skip: number; take: number }) {
  const country = options.countryId;
  return withTotal(
    sortedBy(
      withCountry(db).$if(country !== undefined, (q) => q.where('states.country_id', '=', country!)),
      options.sort,
      SORT_COLUMNS,
      'states.id',
      (q) => q.orderBy('states.id', 'desc'),
    )
      .offset(options.skip)
      .limit(options.take)
      .execute(),
    db.selectFrom('states').$if(country !== undefined, (q) => q.where('country_id', '=', country!)),
  );
}

/** One page of the pick list, in display order then by name. */
export async function lookupPage(db: Db, options: { countryId?: number; skip: number; take: number }) {
  const base = db.selectFrom('states').$if(options.countryId !== undefined, (q) => q.where('country_id', '=', options.countryId!));
  return withTotal(
    base
      .select(['id', 'state_name', 'ar_state_name', 'state_code', 'country_id', 'status'])
      .orderBy('display_order')
      .orderBy('state_name')
      .orderBy('id')
      .offset(options.skip)
      .limit(options.take)
      .execute(),
    base,
  );
}

/** Inserts a row as the seed writes it (a fresh install's data, not a change anyone made); answers its id. */
export const insert = (db: Db, columns: StateColumns, by: Actor): Promise<number> => insertAudited(db, 'states', columns, by);
