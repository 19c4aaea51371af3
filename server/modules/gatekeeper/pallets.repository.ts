import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Actor } from '../../shared/actor.ts';
import { createdColumns } from '../../shared/audit-columns.ts';
import type { GkPalletItemsTable, GkPalletsTable, ItemMasterTable } from '../../db/schema.ts';

export type PalletRow = Selectable<GkPalletsTable>;
export type PalletItemRow = Selectable<GkPalletItemsTable>;
export type ItemMasterRow = Selectable<ItemMasterTable>;

export type { Actor };

export function findPallet(db: Db, palletNo: string): Promise<PalletRow | undefined> {
  return db.selectFrom('gk_pallets').selectAll().where('pallet_no', '=', palletNo).executeTakeFirst();
}

/** The pallet row, locked until the transaction ends: writes to one pallet take turns, so counts stay exact. */
export function lockPallet(trx: Db, palletNo: string): Promise<PalletRow | undefined> {
  return trx.selectFrom('gk_pallets').selectAll().where('pallet_no', '=', palletNo).forUpdate().executeTakeFirst();
}

export async function findManifest(db: Db, palletNo: string): Promise<{ gateCountry: 'UAE' | 'KSA'; units: number } | undefined> {
  const row = await db
    .selectFrom('gk_manifests as m')
    .leftJoin('gk_manifest_lines as l', 'l.pallet_no', 'm.pallet_no')
    .select((eb) => ['m.gate_country', eb.fn.coalesce(eb.fn.sum<number>('l.qty'), sql<number>`0`).as('units')])
    .where('m.pallet_no', '=', palletNo)
    .groupBy('m.gate_country')
    .executeTakeFirst();
  return row ? { gateCountry: row.gate_country, units: Number(row.units) } : undefined;
}

/**
 * Creates the pallet and one item row per expected unit from its manifest, in one statement each.
 * Undefined when the pallet exists already (a concurrent import won): the caller reads that one.
 */
export async function createFromManifest(
  trx: Db,
  palletNo: string,
  manifest: { gateCountry: 'UAE' | 'KSA'; units: number },
  actor: Actor,
  createdAt?: Date,
): Promise<PalletRow | undefined> {
  const pallet = await trx
    .insertInto('gk_pallets')
    .values({
      pallet_no: palletNo,
      gate_country: manifest.gateCountry,
      qty: manifest.units,
      total_count: manifest.units,
      ...createdColumns(actor),
      ...(createdAt ? { created_date_utc: createdAt } : {}),
    })
    .onConflict((oc) => oc.column('pallet_no').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!pallet) return undefined;
  await sql`
    insert into gk_pallet_items (pallet_no, upc, created_by, created_name, created_date_utc)
    select l.pallet_no, l.upc, ${actor.userId}::integer, ${actor.name}, ${pallet.created_date_utc}
    from gk_manifest_lines l cross join lateral generate_series(1, l.qty)
    where l.pallet_no = ${palletNo}
    order by l.upc`.execute(trx);
  return pallet;
}

/** Per UPC of a pallet: units accepted anywhere since `since`. */
export async function acceptedSinceByUpc(db: Db, palletNo: string, since: Date): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('gk_pallet_items as i')
    .select((eb) => ['i.upc', eb.fn.countAll<number>().as('n')])
    .where('i.upc', 'in', (eb) => eb.selectFrom('gk_pallet_items').select('upc').where('pallet_no', '=', palletNo))
    .where('i.scanned_date_utc', '>', since)
    .where('i.action', '=', 'ACCEPTED')
    .groupBy('i.upc')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.upc, Number(r.n)]));
}

export interface UnitMark {
  action: string;
  remarks: string | null;
  actor: Actor;
  deviceTime: string;
  serverTime: Date;
  opId: string;
}

/** Marks every unscanned, unmarked unit of the listed UPCs MISSING; returns how many. */
export async function markMissing(trx: Db, palletNo: string, upcs: string[], mark: Omit<UnitMark, 'action' | 'remarks'>): Promise<number> {
  const result = await trx
    .updateTable('gk_pallet_items')
    .set({
      action: 'MISSING',
      device_time: mark.deviceTime,
      server_time: mark.serverTime,
      op_id: mark.opId,
      scanned_by: mark.actor.userId,
      scanned_name: mark.actor.name,
    })
    .where('pallet_no', '=', palletNo)
    .where('upc', 'in', upcs)
    .where('is_scanned', '=', false)
    .where('expected', '=', true)
    .where('action', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertExcess(trx: Db, palletNo: string, upc: string, mark: Omit<UnitMark, 'action' | 'remarks'>): Promise<void> {
  await trx
    .insertInto('gk_pallet_items')
    .values({
      pallet_no: palletNo,
      upc,
      expected: false,
      is_scanned: true,
      action: 'EXCESS',
      scanned_by: mark.actor.userId,
      scanned_name: mark.actor.name,
      scanned_date_utc: mark.serverTime,
      device_time: mark.deviceTime,
      server_time: mark.serverTime,
      op_id: mark.opId,
      ...createdColumns(mark.actor),
      created_date_utc: mark.serverTime,
    })
    .execute();
}

/** Moves the pallet's counters by the given amounts (inside the transaction that changed the items). */
export async function addToCounts(
  trx: Db,
  palletNo: string,
  delta: { scanned?: number; missing?: number; excess?: number },
): Promise<PalletRow> {
  return trx
    .updateTable('gk_pallets')
    .set((eb) => ({
      scanned_count: eb('scanned_count', '+', delta.scanned ?? 0),
      missing_count: eb('missing_count', '+', delta.missing ?? 0),
      excess_count: eb('excess_count', '+', delta.excess ?? 0),
    }))
    .where('pallet_no', '=', palletNo)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function closePallet(trx: Db, palletNo: string, actor: Actor, at: Date): Promise<PalletRow> {
  return trx
    .updateTable('gk_pallets')
    .set({ status: 'Closed', closed_by: actor.userId, closed_name: actor.name, closed_date_utc: at })
    .where('pallet_no', '=', palletNo)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function palletItems(db: Db, palletNo: string, isScanned: boolean | undefined, limit: number): Promise<PalletItemRow[]> {
  return db
    .selectFrom('gk_pallet_items')
    .selectAll()
    .where('pallet_no', '=', palletNo)
    .$if(isScanned !== undefined, (q) => q.where('is_scanned', '=', isScanned ?? false))
    .orderBy('upc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Per expected UPC of a pallet: units, units scanned, units marked missing (still unscanned), and its item master row. */
export async function snapshotLines(db: Db, palletNo: string) {
  const lines = await db
    .selectFrom('gk_pallet_items')
    .select((eb) => [
      'upc',
      eb.fn.countAll<number>().as('expected'),
      eb.fn.count<number>('id').filterWhere('is_scanned', '=', true).as('scanned'),
      eb.fn
        .count<number>('id')
        .filterWhere((w) => w.and([w('is_scanned', '=', false), w('action', '=', 'MISSING')]))
        .as('missing'),
    ])
    .where('pallet_no', '=', palletNo)
    .where('expected', '=', true)
    .groupBy('upc')
    .orderBy('upc')
    .execute();
  const upcs = lines.map((l) => l.upc);
  const facts = upcs.length ? await db.selectFrom('item_master').selectAll().where('upc', 'in', upcs).execute() : [];
  const byUpc = new Map(facts.map((f) => [f.upc, f]));
  return lines.map((l) => ({
    upc: l.upc,
    expected: Number(l.expected),
    scanned: Number(l.scanned),
    missing: Number(l.missing),
    facts: byUpc.get(l.upc) ?? null,
  }));
}

export function openPallets(db: Db, limit: number): Promise<PalletRow[]> {
  return db
    .selectFrom('gk_pallets')
    .selectAll()
    .where('status', '=', 'Open')
    .orderBy('created_date_utc', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
