import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { insertAudited } from '../../db/audited-rows.ts';
import { withTotal } from '../../db/paging.ts';
import { sortedBy } from '../../db/sorted.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { CountrySort } from '../../../src/domain/reference/countries.ts';
import type { Actor } from '../../shared/actor.ts';
import type { CountriesTable } from '../../db/schema.ts';

export type CountryRow = Selectable<CountriesTable>;
/** The columns a create or an update sets (everything but id and the audit columns). */
export type CountryColumns = Omit<Insertable<CountriesTable>, 'id' | 'created_by' | 'created_name' | 'created_date_utc' | 'revision'>;

export function findById(db: Db, id: number): Promise<CountryRow | undefined> {
  return db.selectFrom('countries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id of the country holding `code` in any case, other than `exceptId`. */
export async function idWithCode(db: Db, code: string, exceptId?: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('countries')
    .select('id')
    .where(sql`lower(country_code)`, '=', code.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row?.id;
}

// The column each of the grid's sorts reads.
const SORT_COLUMNS: Record<CountrySort, string> = {
  Id: 'id',
  countryName: 'country_name',
  ar_CountryName: 'ar_country_name',
  countryCode: 'country_code',
  countryCode2: 'country_code2',
  domain: 'domain',
  currencyCode: 'currency_code',
  returnDays: 'return_days',
  showInvoiceVat: 'show_invoice_vat',
  serviceAvail: 'service_avail',
};

/** One page of countries in `sort`'s order (by id without one), optionally those whose names or codes contain `search` (any case). */
export async function listPage(db: Db, options: { search?: string; sort?: Sort<CountrySort>; skip: number; take: number }) {
  const base = db.selectFrom('countries').$if(!!options.search, (q) => {
    // strpos, not LIKE: the user's % and _ are plain characters.
    const needle = options.search!.toLowerCase();
    return q.where((eb) =>
      eb.or(
        ['country_name', 'ar_country_name', 'country_code', 'country_code2'].map((column) =>
          eb(sql`strpos(lower(${sql.ref(column)}), ${needle})`, '>', 0),
        ),
      ),
    );
  });
  const sorted = sortedBy(base.selectAll(), options.sort, SORT_COLUMNS, 'id', (q) => q.orderBy('id'));
  return withTotal(sorted.offset(options.skip).limit(options.take).execute(), base);
}

/** One page of the pick list, by name; `serviceAvail` keeps only the online store's countries (or the others). */
export async function lookupPage(db: Db, options: { serviceAvail?: boolean; skip: number; take: number }) {
  const base = db
    .selectFrom('countries')
    .$if(options.serviceAvail !== undefined, (q) => q.where('service_avail', '=', options.serviceAvail!));
  return withTotal(
    base
      .select(['id', 'country_name', 'ar_country_name', 'country_code', 'country_code2', 'currency_code', 'service_avail'])
      .orderBy('country_name')
      .orderBy('id')
      .offset(options.skip)
      .limit(options.take)
      .execute(),
    base,
  );
}

/** Every country's code and ISO code. */
export const allCodes = (db: Db) => db.selectFrom('countries').select(['country_code', 'country_code2']).execute();

/** Inserts a row as the seed writes it (a fresh install's data, not a change anyone made); answers its id. */
export const insert = (db: Db, columns: CountryColumns, by: Actor): Promise<number> => insertAudited(db, 'countries', columns, by);
