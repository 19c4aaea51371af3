import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import type { ItemMasterRow } from './pallets.repository.ts';
import { scanColumns, type ScanWrite } from './scan.repository.ts';

// A synced run's consecutive scans of one pallet, whose row the caller holds locked: their facts
// in one statement and their writes in another, however many scans (sync.service.ts). The item
// master rows of the run's UPCs are locked too (in UPC order), so no scan elsewhere can move a
// capping count the run is judging on; the scans in flight skip locked rows and are judged again.
const READ_RUN = prepared(
  'gk_scan_read_run',
  `with k as materialized (
  select x.op_id, x.upc from json_to_recordset($2::json) as x(op_id uuid, upc text)
), m as materialized (
  select m.upc, to_jsonb(m) as item from item_master m
  where m.upc = any(array(select k.upc from k))
  order by m.upc
  for update of m
)
select
  (select count(*) from m) as items_locked,
  (select coalesce(json_object_agg(a.op_id, a.result), '{}'::json) from gk_applied_operations a
    where a.op_id = any(array(select k.op_id from k))) as replays,
  (select coalesce(json_agg(json_build_object(
      'upc', u.upc,
      'item', (select m.item from m where m.upc = u.upc),
      'acceptedLastHour', (select count(*) from gk_pallet_items h
        where h.upc = u.upc and h.scanned_date_utc > $3::timestamptz and h.action = 'ACCEPTED'),
      'units', (select json_build_object(
          'expected', count(*),
          'scanned', count(*) filter (where i.is_scanned),
          'free', coalesce(json_agg(json_build_array(i.id, i.action) order by i.action is not null, i.id) filter (where not i.is_scanned), '[]'::json))
        from gk_pallet_items i where i.pallet_no = $1 and i.upc = u.upc and i.expected))), '[]'::json)
    from (select distinct k.upc from k) u) as upcs`,
);

const WRITE_RUN = prepared(
  'gk_scan_write_run',
  `with v as materialized (
  select * from json_to_recordset($2::json) as v(upc text, accepted boolean, unit_id bigint, action text, remarks text,
    applied_by integer, scanned_name text, server_time timestamptz, device_time timestamptz, op_id uuid, result jsonb)
), bump as (
  update item_master m set upc = m.upc where m.upc = any(array(select v.upc from v where v.accepted))
), unit as (
  update gk_pallet_items i
  set (is_scanned, action, remarks, scanned_by, scanned_name, scanned_date_utc, device_time, server_time, op_id) =
    (select true, v.action, v.remarks, v.applied_by, v.scanned_name, v.server_time, v.device_time, v.server_time, v.op_id from v where v.unit_id = i.id)
  where i.id = any(array(select v.unit_id from v where v.unit_id is not null))
), counts as (
  update gk_pallets set scanned_count = scanned_count + $3::integer, missing_count = missing_count + $4::integer
  where pallet_no = $1 and ($3::integer <> 0 or $4::integer <> 0)
)
insert into gk_applied_operations (op_id, pallet_no, type, applied_by, result)
select v.op_id, $1, 'scan', v.applied_by, v.result from v`,
);

/** What a run's scans of one UPC are judged on; `free` are its unscanned units in the order scans take them. */
export interface RunUpcFacts {
  item: ItemMasterRow | null;
  expected: number;
  scanned: number;
  free: { id: number; action: string | null }[];
  acceptedLastHour: number;
}

/** The stored answers of the run's opIds applied before, and the facts of each of its UPCs. */
export async function readRunScans(
  db: Db,
  palletNo: string,
  scans: { opId: string; upc: string }[],
  since: Date,
): Promise<{ replays: Map<string, unknown>; upcs: Map<string, RunUpcFacts> }> {
  const keys = JSON.stringify(scans.map((s) => ({ op_id: s.opId, upc: s.upc })));
  type Units = { expected: number; scanned: number; free: [number, string | null][] };
  const { rows } = await db.executeQuery<{
    replays: Record<string, unknown>;
    upcs: { upc: string; item: ItemMasterRow | null; acceptedLastHour: number; units: Units }[];
  }>(CompiledQuery.raw(READ_RUN, [palletNo, keys, since]));
  const row = rows[0]!;
  const upcs = new Map(
    row.upcs.map((u) => [
      u.upc,
      {
        item: u.item,
        expected: Number(u.units.expected),
        scanned: Number(u.units.scanned),
        free: u.units.free.map(([id, action]) => ({ id: Number(id), action })),
        acceptedLastHour: Number(u.acceptedLastHour),
      },
    ]),
  );
  return { replays: new Map(Object.entries(row.replays)), upcs };
}

/** A scan of a locked run to write; an accepted one moves its item master row on (see WRITE_RUN). */
export type RunScanWrite = Pick<ScanWrite, 'upc' | 'unit' | 'opId' | 'appliedBy' | 'result'> & { accepted: boolean };

/** Writes a locked run's scans: their units, the pallet's counters (moved by `delta` in all), their answers. */
export async function writeRunScans(
  db: Db,
  palletNo: string,
  scans: RunScanWrite[],
  delta: { scanned: number; missing: number },
): Promise<void> {
  const rows = scans.map((s) => ({ upc: s.upc, accepted: s.accepted, ...scanColumns(s) }));
  await db.executeQuery(CompiledQuery.raw(WRITE_RUN, [palletNo, JSON.stringify(rows), delta.scanned, delta.missing]));
}
