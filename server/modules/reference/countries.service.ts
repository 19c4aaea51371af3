import type { Sort } from '../../../src/domain/lists/sort.ts';
import { toSkipTake, type Page } from '../../../src/domain/paging.ts';
import type { Country, CountryLookup, CountrySort, CountryValues } from '../../../src/domain/reference/countries.ts';
import { REFERENCE_MESSAGES as M } from '../../../src/domain/reference/messages.ts';
import type { Db } from '../../db/connect.ts';
import type { TrackedEntity } from '../../db/records/tracked-entity.ts';
import { insertTracked, lockAtRevision, updateTracked } from '../../db/records/tracked-writes.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../shared/actor.ts';
import { fieldConflict, uniqueOrConflict } from '../../shared/unique-violation.ts';
import * as repo from './countries.repository.ts';

export type CountryRow = repo.CountryRow;

function toCountry(row: CountryRow): Country {
  return {
    Id: row.id,
    countryName: row.country_name,
    ar_CountryName: row.ar_country_name,
    countryCode: row.country_code,
    countryCode2: row.country_code2,
    currencyCode: row.currency_code,
    exchangeRate: Number(row.exchange_rate),
    exchangeRateProduct: Number(row.exchange_rate_product),
    mobileCountryCode: row.mobile_country_code,
    mobileLocalCode: row.mobile_local_code,
    mobileLocalNumberLength: row.mobile_local_number_length,
    domain: row.domain,
    vatper: Number(row.vat_per),
    vatCalcValue: Number(row.vat_calc_value),
    returnDays: row.return_days,
    showInvoiceVat: row.show_invoice_vat,
    serviceAvail: row.service_avail,
    revision: row.revision,
  };
}

function toColumns(values: CountryValues): repo.CountryColumns {
  return {
    country_name: values.countryName,
    ar_country_name: values.ar_CountryName,
    country_code: values.countryCode,
    country_code2: values.countryCode2,
    currency_code: values.currencyCode,
    exchange_rate: values.exchangeRate,
    exchange_rate_product: values.exchangeRateProduct,
    mobile_country_code: values.mobileCountryCode,
    mobile_local_code: values.mobileLocalCode,
    mobile_local_number_length: values.mobileLocalNumberLength,
    domain: values.domain,
    vat_per: values.vatper,
    vat_calc_value: values.vatCalcValue,
    return_days: values.returnDays,
    show_invoice_vat: values.showInvoiceVat,
    service_avail: values.serviceAvail,
  };
}

/** Country Settings' record for the change log: no stale save, History, Undo. */
export const countryEntity: TrackedEntity = {
  entity: 'country',
  table: 'countries',
  toRecord: toCountry,
  toColumns,
  nameOf: (c) => String(c.countryName),
  codeField: 'countryCode',
};

const duplicateCode = (code: string) => fieldConflict('countryCode', M.duplicateCountryCode(code));

/** One page of Country Settings in `sort`'s order (by Id without one); `search` matches either name or either code, any case. */
export async function listCountries(
  db: Db,
  query: { index: number; pageSize: number; search?: string; sort?: Sort<CountrySort> },
): Promise<Page<Country>> {
  const { rows, total } = await repo.listPage(db, {
    search: query.search || undefined,
    sort: query.sort,
    ...toSkipTake(query.index, query.pageSize),
  });
  return { records: rows.map(toCountry), totalRecords: total };
}

/** The countries pick list of every screen, by name; optionally only those with (or without) the online store. */
export async function countryLookup(
  db: Db,
  query: { index: number; pageSize: number; serviceAvail?: boolean },
): Promise<Page<CountryLookup>> {
  const { rows, total } = await repo.lookupPage(db, { serviceAvail: query.serviceAvail, ...toSkipTake(query.index, query.pageSize) });
  const records = rows.map((r) => ({
    Id: r.id,
    countryName: r.country_name,
    ar_CountryName: r.ar_country_name,
    countryCode: r.country_code,
    countryCode2: r.country_code2,
    currencyCode: r.currency_code,
    serviceAvail: r.service_avail,
  }));
  return { records, totalRecords: total };
}

/** A country row by id (states and areas name their country from it). */
export const findCountry = (db: Db, id: number) => repo.findById(db, id);

/** Creates a country; 409 when its code is taken in any case. */
export async function createCountry(db: Db, values: CountryValues, by: Actor): Promise<Country> {
  if ((await repo.idWithCode(db, values.countryCode)) !== undefined) throw duplicateCode(values.countryCode);
  const write = () => insertTracked(db, countryEntity, toColumns(values), by);
  return toCountry((await uniqueOrConflict(write, 'countryCode', M.duplicateCountryCode(values.countryCode))) as CountryRow);
}

/**
 * Replaces every field of the country at `revision`; 404 for an unknown id, 409 when someone saved
 * it since (naming who and when) or when the code belongs to another country.
 */
export function updateCountry(db: Db, id: number, values: CountryValues, revision: number, by: Actor): Promise<Country> {
  return inTransaction(db, async (trx) => {
    const locked = await lockAtRevision(trx, countryEntity, id, revision, by, M.noCountry(id));
    if ((await repo.idWithCode(trx, values.countryCode, id)) !== undefined) throw duplicateCode(values.countryCode);
    const write = () => updateTracked(trx, countryEntity, id, revision, toColumns(values), by, { locked });
    return toCountry((await uniqueOrConflict(write, 'countryCode', M.duplicateCountryCode(values.countryCode))) as CountryRow);
  });
}

/** Each country's code (UAE) by itself and by its ISO code (AE), upper-cased: a file may name a country by either. */
export async function countryCodes(db: Db): Promise<Map<string, string>> {
  const rows = await repo.allCodes(db);
  return new Map(
    rows.flatMap(
      (r) =>
        [
          [r.country_code.toUpperCase(), r.country_code],
          [r.country_code2.toUpperCase(), r.country_code],
        ] as const,
    ),
  );
}
