import { sortedBy } from '../../db/sorted.ts';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { StockTransferSort } from '../../../src/domain/stock/stock-transfers.ts';
import type { Db } from '../../db/connect.ts';
import { withTotal } from '../../db/paging.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';

export interface NewTransfer {
  referenceNumber: string;
  fromLocationCode: string;
  toLocationCode: string;
  fileName: string;
  lines: { upc: string; quantity: number; rows: number[] }[];
}

export const locations = (db: Db) =>
  db.selectFrom('transfer_locations').select(['code', 'name', 'ar_name']).orderBy('display_order').orderBy('code').execute();

export async function locationCodes(db: Db, codes: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('transfer_locations').select('code').where('code', 'in', codes).execute();
  return new Set(rows.map((r) => r.code));
}

export async function insertLocation(db: Db, location: { code: string; name: string; ar_name: string }, by: Actor): Promise<void> {
  const last = await db
    .selectFrom('transfer_locations')
    .select((eb) => eb.fn.max('display_order').as('last'))
    .executeTakeFirst();
  await db
    .insertInto('transfer_locations')
    .values({ ...location, display_order: Number(last?.last ?? 0) + 1, ...createdColumns(by) })
    .execute();
}

export async function referenceTaken(db: Db, referenceNumber: string): Promise<boolean> {
  const row = await db.selectFrom('stock_transfers').select('id').where('reference_number', '=', referenceNumber).executeTakeFirst();
  return row !== undefined;
}

/** Writes a transfer and its lines; the caller runs it in a transaction, so both are stored or neither. */
export async function insertTransfer(db: Db, t: NewTransfer, by: Actor): Promise<number> {
  const { id } = await db
    .insertInto('stock_transfers')
    .values({
      reference_number: t.referenceNumber,
      from_location_code: t.fromLocationCode,
      to_location_code: t.toLocationCode,
      line_count: t.lines.length,
      unit_count: t.lines.reduce((sum, l) => sum + l.quantity, 0),
      file_name: t.fileName,
      ...createdColumns(by),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // 1000 lines × 6 values stay well under PostgreSQL's 65535 parameters.
  await db
    .insertInto('stock_transfer_lines')
    .values(
      t.lines.map((l, i) => ({
        transfer_id: id,
        line_no: i + 1,
        upc: l.upc,
        quantity: l.quantity,
        row_numbers: l.rows.join(', '),
        ...createdColumns(by),
      })),
    )
    .execute();
  return id;
}

const TRANSFER_COLUMNS = [
  'id',
  'reference_number',
  'from_location_code',
  'to_location_code',
  'transfer_type',
  'line_count',
  'unit_count',
  'created_name',
  'created_date_utc',
] as const;

const filtered = (db: Db, search: string | undefined) =>
  db
    .selectFrom('stock_transfers')
    .$if(Boolean(search), (q) => q.where('reference_number', 'ilike', `%${search!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));

// The column each of the list's sorts reads.
const SORT_COLUMNS: Record<StockTransferSort, string> = {
  referenceNumber: 'reference_number',
  fromLocationCode: 'from_location_code',
  toLocationCode: 'to_location_code',
  transferType: 'transfer_type',
  lineCount: 'line_count',
  unitCount: 'unit_count',
  createdName: 'created_name',
  createdDateUTC: 'created_date_utc',
};

/** One page of transfers in `sort`'s order (newest first without one). */
export function listPage(db: Db, search: string | undefined, page: { skip: number; take: number }, sort?: Sort<StockTransferSort>) {
  return withTotal(
    sortedBy(filtered(db, search).select(TRANSFER_COLUMNS), sort, SORT_COLUMNS, 'id', (q) =>
      q.orderBy('created_date_utc', 'desc').orderBy('id', 'desc'),
    )
      .offset(page.skip)
      .limit(page.take)
      .execute(),
    filtered(db, search),
  );
}

export const findTransfer = (db: Db, id: number) =>
  db.selectFrom('stock_transfers').select(TRANSFER_COLUMNS).where('id', '=', id).executeTakeFirst();
export type TransferRow = NonNullable<Awaited<ReturnType<typeof findTransfer>>>;

export const linesOf = (db: Db, id: number) =>
  db
    .selectFrom('stock_transfer_lines')
    .select(['upc', 'quantity', 'row_numbers'])
    .where('transfer_id', '=', id)
    .orderBy('line_no')
    .execute();
