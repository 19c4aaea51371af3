import { CompiledQuery } from 'kysely';
import type { OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import type { ItemMasterRow, UnitMark } from './pallets.repository.ts';

/** What the scans of one UPC on one pallet are judged on (scan-core.service.ts). */
export interface UpcState {
  item: ItemMasterRow | null;
  /** The item master row's version (`xmin`): every accepted scan of the UPC moves it on. */
  itemVersion: string | null;
  expected: number;
  scanned: number;
  /** Its unscanned units in the order scans take them (untouched first), at least one per scan judged. */
  free: { id: number; action: string | null }[];
  acceptedLastHour: number;
}

/** The read state of a pallet's items that its scans are judged on. */
export interface PalletScanState {
  /** The stored first answers of opIds applied before. */
  replays: Map<string, OperationResult>;
  upcs: Map<string, UpcState>;
}

/** A judged scan to write: the unit it takes (if any), how the counters move, and its answer. */
export interface ScanWrite {
  palletNo: string;
  /** The pallet row's version the verdict was made on; null when the caller holds the pallet lock. */
  version: string | null;
  /**
   * For an accepted unit, the item master row's version its capping check counted on: the scan
   * is written only while it is unchanged, and moves it on, so two scans of one UPC on two
   * pallets can never both take the last unit under a cap. Null when the caller holds the item
   * row (it is moved on all the same) or the unit is not accepted.
   */
  itemVersion: string | null;
  upc: string;
  unit: { id: number; mark: UnitMark } | null;
  delta: { scanned: number; missing: number };
  opId: string;
  appliedBy: number | null;
  result: unknown;
}

/**
 * The one writer of scans, for any number of them (of any pallets), prepared once per connection
 * (db/prepared.ts): per scan, the unit marked, the counters moved and the operation recorded with
 * its answer. The scans travel as one JSON array so the plan is made once for any count, and rows
 * are reached by key (= any(array(...))), never by a join the planner could turn into a scan.
 *
 * The pallet rows are locked first, each only while it is still the version its scans were
 * judged on (with no version the caller holds it already); every change to a pallet's units also
 * writes its row, so an unchanged row means unchanged facts. Then, for accepted units with an item
 * version, the item master rows, each only while it is still the version the capping check
 * counted on. Every accepted unit's item row is moved on to a new version: every accepted scan of
 * a UPC writes its row, so an unchanged row means an unchanged count of the last hour. A scan
 * whose pallet or item changed meanwhile writes nothing and is not answered; so does one whose row
 * another transaction holds (skip locked): a synced run holds its rows to its end, and the scans
 * sharing this statement must not wait for it. Rows this transaction holds are never skipped.
 *
 * A row updated by a transaction that commits after this statement's snapshot is locked at its
 * newest version, and only the conditions of the row itself and of what joins it are checked
 * again on that version (EvalPlanQual, READ COMMITTED): a `not exists` turned into an anti join
 * finds no row to check again and lets the newer version through. So the versions are compared
 * where the recheck sees them (`exists`, a semi join), and each scan is written only while its
 * version equals the one its row was locked at, which p and c return.
 */
const WRITE_TEXT = `with v as materialized (
  select * from json_to_recordset($1::json) as v(pallet_no text, version xid, upc text, item_version xid, unit_id bigint,
    action text, remarks text, applied_by integer, scanned_name text, server_time timestamptz, device_time timestamptz,
    op_id uuid, ds integer, dm integer, result jsonb)
), p as materialized (
  select g.pallet_no, g.xmin as version from gk_pallets g
  where g.pallet_no = any(array(select v.pallet_no from v))
    and exists (select 1 from v where v.pallet_no = g.pallet_no and (v.version is null or v.version = g.xmin))
  order by g.pallet_no
  for update of g skip locked
), c as materialized (
  select m.upc, m.xmin as version from item_master m
  where m.upc = any(array(select v.upc from v where v.item_version is not null and v.pallet_no in (select pallet_no from p)))
    and exists (select 1 from v where v.upc = m.upc and v.item_version = m.xmin)
  order by m.upc
  for update of m skip locked
), ok as materialized (
  select v.* from v
  where exists (select 1 from p where p.pallet_no = v.pallet_no and (v.version is null or v.version = p.version))
    and (v.item_version is null or exists (select 1 from c where c.upc = v.upc and c.version = v.item_version))
), bump as (
  update item_master m set upc = m.upc where m.upc = any(array(select v.upc from ok v where v.action = 'ACCEPTED'))
), unit as (
  update gk_pallet_items i
  set (is_scanned, action, remarks, scanned_by, scanned_name, scanned_date_utc, device_time, server_time, op_id) =
    (select true, v.action, v.remarks, v.applied_by, v.scanned_name, v.server_time, v.device_time, v.server_time, v.op_id from ok v where v.unit_id = i.id)
  where i.id = any(array(select v.unit_id from ok v where v.unit_id is not null))
), counts as (
  update gk_pallets g
  set (scanned_count, missing_count) = (select g.scanned_count + sum(v.ds), g.missing_count + sum(v.dm) from ok v where v.pallet_no = g.pallet_no)
  where g.pallet_no = any(array(select v.pallet_no from ok v where v.ds <> 0 or v.dm <> 0))
)
insert into gk_applied_operations (op_id, pallet_no, type, applied_by, result)
select v.op_id, v.pallet_no, 'scan', v.applied_by, v.result from ok v
returning op_id`;

/** The writer as the hot paths run it: single scans and synced runs. */
const WRITE = prepared('gk_scan_write', WRITE_TEXT);
/**
 * The same statement planned apart, for a lone scan under the lock (the seed, a scan that could
 * not be written optimistically). The seed of a fresh install runs it on nearly empty tables, and
 * PostgreSQL keeps the generic plan it makes then for the connection's life: a sequential scan of
 * gk_pallet_items, which soon holds thousands of rows. That plan must not be the hot paths' one.
 */
const WRITE_APART = prepared('gk_scan_write_apart', `${WRITE_TEXT}\n-- planned apart`);

/** Which plan a write uses: the hot paths' (`shared`), or its own for a lone scan under the lock (`apart`). */
export type WritePlan = 'shared' | 'apart';

/** Writes the judged scans whose pallet and item are still at their versions; answers the opIds written. */
export async function writeScans(db: Db, scans: ScanWrite[], plan: WritePlan = 'shared'): Promise<Set<string>> {
  const rows = scans.map((s) => ({
    pallet_no: s.palletNo,
    version: s.version,
    upc: s.upc,
    item_version: s.itemVersion,
    unit_id: s.unit?.id ?? null,
    action: s.unit?.mark.action ?? null,
    remarks: s.unit?.mark.remarks ?? null,
    applied_by: s.appliedBy,
    scanned_name: s.unit?.mark.actor.name ?? null,
    server_time: s.unit?.mark.serverTime ?? null,
    device_time: s.unit?.mark.deviceTime ?? null,
    op_id: s.opId,
    ds: s.delta.scanned,
    dm: s.delta.missing,
    result: s.result,
  }));
  const written = await db.executeQuery<{ op_id: string }>(
    CompiledQuery.raw(plan === 'shared' ? WRITE : WRITE_APART, [JSON.stringify(rows)]),
  );
  return new Set(written.rows.map((r) => r.op_id));
}
