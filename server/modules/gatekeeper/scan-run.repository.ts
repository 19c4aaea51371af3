import { CompiledQuery } from 'kysely';
import type { OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import type { ItemMasterRow, PalletRow } from './pallets.repository.ts';
import type { PalletScanState } from './scan.repository.ts';

// The pallet row, then the item master rows of the UPCs about to be scanned on it (in UPC order,
// so two runs sharing UPCs cannot wait on each other in a cycle), locked to the end of the
// transaction. Taken before the scans' state is read, never in the same statement: a statement
// reads with the snapshot it started with, so a read that waited for an item row would count
// the accepted scans of the last hour without the one that held the row. Held, the item rows
// keep every other scan of those UPCs from being written (the scans in flight skip them and are
// judged again), so the capping counts read under the lock stay true until the run is written.
const LOCK = prepared(
  'gk_scan_lock',
  `with p as materialized (
  select g.* from gk_pallets g where g.pallet_no = $1 for update of g
), m as materialized (
  select m.upc from item_master m
  where m.upc = any(array(select json_array_elements_text($2::json))) and exists (select 1 from p)
  order by m.upc
  for update of m
)
select p.*, (select count(*) from m) as items_locked from p`,
);

// A run's consecutive scans of one pallet, in one statement however many: the stored answers of
// their opIds and, per UPC, its item, its units (the free ones in the order scans take them) and
// its accepted scans of the last hour. No item versions: the caller holds the rows.
const READ_RUN = prepared(
  'gk_scan_read_run',
  `with k as materialized (
  select x.op_id, x.upc from json_to_recordset($2::json) as x(op_id uuid, upc text)
)
select
  (select coalesce(json_object_agg(a.op_id, a.result), '{}'::json) from gk_applied_operations a
    where a.op_id = any(array(select k.op_id from k))) as replays,
  (select coalesce(json_agg(json_build_object(
      'upc', u.upc,
      'item', (select to_jsonb(m) from item_master m where m.upc = u.upc),
      'acceptedLastHour', (select count(*) from gk_pallet_items h
        where h.upc = u.upc and h.scanned_date_utc > $3::timestamptz and h.action = 'ACCEPTED'),
      'units', (select json_build_object(
          'expected', count(*),
          'scanned', count(*) filter (where i.is_scanned),
          'free', coalesce(json_agg(json_build_array(i.id, i.action) order by i.action is not null, i.id) filter (where not i.is_scanned), '[]'::json))
        from gk_pallet_items i where i.pallet_no = $1 and i.upc = u.upc and i.expected))), '[]'::json)
    from (select distinct k.upc from k) u) as upcs`,
);

/** Locks the pallet row and the item master rows of `upcs` (see LOCK); undefined: no such pallet. */
export async function lockPalletForScans(trx: Db, palletNo: string, upcs: string[]): Promise<PalletRow | undefined> {
  const { rows } = await trx.executeQuery<PalletRow & { items_locked: unknown }>(
    CompiledQuery.raw(LOCK, [palletNo, JSON.stringify([...new Set(upcs)])]),
  );
  if (!rows[0]) return undefined;
  const { items_locked: _, ...pallet } = rows[0];
  return pallet;
}

/** The state a run's scans are judged on, read by a caller holding the pallet and its items locked. */
export async function readRunScans(
  db: Db,
  palletNo: string,
  scans: { opId: string; upc: string }[],
  since: Date,
): Promise<PalletScanState> {
  const keys = JSON.stringify(scans.map((s) => ({ op_id: s.opId, upc: s.upc })));
  type Units = { expected: number; scanned: number; free: [number, string | null][] };
  const { rows } = await db.executeQuery<{
    replays: Record<string, OperationResult>;
    upcs: { upc: string; item: ItemMasterRow | null; acceptedLastHour: number; units: Units }[];
  }>(CompiledQuery.raw(READ_RUN, [palletNo, keys, since]));
  const row = rows[0]!;
  const upcs = new Map(
    row.upcs.map((u) => [
      u.upc,
      {
        item: u.item,
        itemVersion: null,
        expected: Number(u.units.expected),
        scanned: Number(u.units.scanned),
        free: u.units.free.map(([id, action]) => ({ id: Number(id), action })),
        acceptedLastHour: Number(u.acceptedLastHour),
      },
    ]),
  );
  return { replays: new Map(Object.entries(row.replays)), upcs };
}
