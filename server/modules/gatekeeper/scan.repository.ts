import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import type { ItemMasterRow, PalletRow, UnitMark } from './pallets.repository.ts';

/** What a scan needs of its pallet; `version` changes with every write to the pallet row. */
export type ScanPallet = Pick<PalletRow, 'gate_country' | 'status' | 'scanned_count' | 'total_count' | 'missing_count' | 'excess_count'> & {
  version: string;
};

export interface ScanFacts {
  /** The stored answer when this opId was applied before. */
  replay: unknown;
  item: ItemMasterRow | null;
  /** Changes with every accepted scan of the UPC (and every change of its item master row). */
  itemVersion: string | null;
  expected: number;
  scanned: number;
  /** The unit a scan would take: the first unscanned one, untouched ones before those marked missing. */
  unitId: number | null;
  unitAction: string | null;
  acceptedLastHour: number;
}

export interface ScanRead {
  /** Undefined: no such pallet. */
  pallet: ScanPallet | undefined;
  facts: ScanFacts;
  /** Revisions of the rule sets, read in the same statement (gatekeeper-rules versionOf). */
  ruleRevisions: { rule_set: string; revision: number }[];
}

/** A scan to write: the unit it takes (if any), how the counters move, and its answer. */
export interface ScanWrite {
  palletNo: string;
  /** The pallet row's version the verdict was made on. */
  version: string;
  /**
   * For an accepted unit, the item master row's version its capping check counted on: the scan
   * is written only while it is unchanged, and moves it on, so two scans of one UPC on two
   * pallets can never both take the last unit under a cap.
   */
  itemVersion: string | null;
  upc: string;
  unit: { id: number; mark: UnitMark } | null;
  delta: { scanned: number; missing: number };
  opId: string;
  appliedBy: number | null;
  result: unknown;
}

// The scan's two statements, for any number of scans at once (each of its own pallet), written
// once and prepared once per connection (db/prepared.ts). The scans travel as one JSON array: an
// array's length would be known to the planner, which would then plan every call anew. The plan
// is made once for any number of scans, so rows are reached by key one by one (lateral ... limit 1,
// = any(array(...))): a join the planner is free to choose could read a whole table instead.
const READ = prepared(
  'gk_scan_read',
  `select p.gate_country, p.status, p.scanned_count, p.total_count, p.missing_count, p.excess_count, p.version,
  (select a.result from gk_applied_operations a where a.op_id = i.op_id) as replay,
  im.item, im.item_version,
  u.expected, u.scanned, f.id as unit_id, f.action as unit_action,
  (select count(*) from gk_pallet_items h
    where h.upc = i.upc and h.scanned_date_utc > $2::timestamptz and h.action = 'ACCEPTED') as accepted_last_hour,
  r.rule_revisions
from json_to_recordset($1::json) as i(n integer, op_id uuid, pallet_no text, upc text)
cross join (select coalesce(json_agg(json_build_object('rule_set', s.rule_set, 'revision', s.revision)), '[]'::json) as rule_revisions
  from gatekeeper_rule_sets s) r
left join lateral (select g.*, g.xmin::text as version from gk_pallets g where g.pallet_no = i.pallet_no limit 1) p on true
left join lateral (select to_jsonb(m) as item, m.xmin::text as item_version from item_master m where m.upc = i.upc limit 1) im on true
left join lateral (select count(*) as expected, count(*) filter (where is_scanned) as scanned
  from gk_pallet_items where pallet_no = i.pallet_no and upc = i.upc and expected) u on true
left join lateral (select id, action from gk_pallet_items
  where pallet_no = i.pallet_no and upc = i.upc and expected and not is_scanned
  order by action is not null, id limit 1) f on true
order by i.n`,
);

/**
 * The writes: per scan, the unit marked, the counters moved and the operation recorded with its
 * answer. The pallet rows are locked first, each only while it is still the version its scan was
 * judged on: every change to a pallet's units also writes its row, so an unchanged row means
 * unchanged facts. Then, for accepted units, the item master rows, each only while it is still
 * the version the scan's capping check counted on, and each is moved on to a new version: every
 * accepted scan of a UPC writes its row, so an unchanged row means an unchanged count of the
 * last hour. A scan whose pallet or item changed meanwhile writes nothing and is not answered;
 * so does one whose row another transaction holds (skip locked): a synced run holds its rows to
 * its end, and the other scans sharing this statement must not wait for it.
 */
const WRITE = prepared(
  'gk_scan_write',
  `with v as materialized (
  select * from json_to_recordset($1::json) as v(pallet_no text, version xid, upc text, item_version xid, unit_id bigint,
    action text, remarks text, applied_by integer, scanned_name text, server_time timestamptz, device_time timestamptz,
    op_id uuid, ds integer, dm integer, result jsonb)
), p as materialized (
  select g.pallet_no from gk_pallets g
  where g.pallet_no = any(array(select v.pallet_no from v))
    and exists (select 1 from v where v.pallet_no = g.pallet_no and v.version = g.xmin)
  order by g.pallet_no
  for update of g skip locked
), c as materialized (
  select m.upc from item_master m
  where m.upc = any(array(select v.upc from v where v.item_version is not null and v.pallet_no in (select pallet_no from p)))
    and exists (select 1 from v where v.upc = m.upc and v.item_version = m.xmin)
  order by m.upc
  for update of m skip locked
), ok as materialized (
  select v.* from v where v.pallet_no in (select pallet_no from p) and (v.item_version is null or v.upc in (select upc from c))
), bump as (
  update item_master m set upc = m.upc where m.upc = any(array(select upc from c))
), unit as (
  update gk_pallet_items i
  set (is_scanned, action, remarks, scanned_by, scanned_name, scanned_date_utc, device_time, server_time, op_id) =
    (select true, v.action, v.remarks, v.applied_by, v.scanned_name, v.server_time, v.device_time, v.server_time, v.op_id from ok v where v.unit_id = i.id)
  where i.id = any(array(select v.unit_id from ok v where v.unit_id is not null))
), counts as (
  update gk_pallets g
  set (scanned_count, missing_count) = (select g.scanned_count + v.ds, g.missing_count + v.dm from ok v where v.pallet_no = g.pallet_no)
  where g.pallet_no = any(array(select v.pallet_no from ok v where v.ds <> 0 or v.dm <> 0))
)
insert into gk_applied_operations (op_id, pallet_no, type, applied_by, result)
select v.op_id, v.pallet_no, 'scan', v.applied_by, v.result from ok v
returning op_id`,
);

// One scan under the pallet lock (a synced run, the seed): the same reads and writes without the
// pallet's version, and waiting for its item like any other write.
const READ_LOCKED = prepared(
  'gk_scan_read_locked',
  `select (select a.result from gk_applied_operations a where a.op_id = $1::uuid) as replay,
  im.item, im.item_version, u.expected, u.scanned, f.id as unit_id, f.action as unit_action,
  (select count(*) from gk_pallet_items h
    where h.upc = $3 and h.scanned_date_utc > $4::timestamptz and h.action = 'ACCEPTED') as accepted_last_hour
from (select count(*) as expected, count(*) filter (where is_scanned) as scanned
  from gk_pallet_items where pallet_no = $2 and upc = $3 and expected) u
left join lateral (select to_jsonb(m) as item, m.xmin::text as item_version from item_master m where m.upc = $3 limit 1) im on true
left join lateral (select id, action from gk_pallet_items
  where pallet_no = $2 and upc = $3 and expected and not is_scanned
  order by action is not null, id limit 1) f on true`,
);

const WRITE_LOCKED = prepared(
  'gk_scan_write_locked',
  `with c as (
  update item_master m set upc = m.upc where m.upc = $2 and m.xmin = $3::xid returning m.upc
), ok as (
  select 1 where $3::xid is null or exists (select 1 from c)
), unit as (
  update gk_pallet_items set is_scanned = true, action = $5, remarks = $6, scanned_by = $7::integer, scanned_name = $8,
    scanned_date_utc = $9::timestamptz, device_time = $10::timestamptz, server_time = $9::timestamptz, op_id = $11::uuid
  where id = $4::bigint and exists (select 1 from ok)
), counts as (
  update gk_pallets set scanned_count = scanned_count + $12::integer, missing_count = missing_count + $13::integer
  where pallet_no = $1 and ($12::integer <> 0 or $13::integer <> 0) and exists (select 1 from ok)
)
insert into gk_applied_operations (op_id, pallet_no, type, applied_by, result)
select $11::uuid, $1, 'scan', $7::integer, $14::jsonb from ok
returning op_id`,
);

interface FactsRow {
  replay: unknown;
  item: ItemMasterRow | null;
  item_version: string | null;
  expected: number;
  scanned: number;
  unit_id: number | null;
  unit_action: string | null;
  accepted_last_hour: number;
}

interface ReadRow extends FactsRow {
  gate_country: ScanPallet['gate_country'] | null;
  status: ScanPallet['status'];
  scanned_count: number;
  total_count: number;
  missing_count: number;
  excess_count: number;
  version: string;
  rule_revisions: { rule_set: string; revision: number }[];
}

const factsOf = (r: FactsRow): ScanFacts => ({
  replay: r.replay,
  item: r.item,
  itemVersion: r.item_version,
  expected: Number(r.expected),
  scanned: Number(r.scanned),
  unitId: r.unit_id === null ? null : Number(r.unit_id),
  unitAction: r.unit_action,
  acceptedLastHour: Number(r.accepted_last_hour),
});

/** A scan's unit mark and record as the write statements read them from their JSON rows. */
export const scanColumns = (s: Pick<ScanWrite, 'unit' | 'opId' | 'appliedBy' | 'result'>) => ({
  unit_id: s.unit?.id ?? null,
  action: s.unit?.mark.action ?? null,
  remarks: s.unit?.mark.remarks ?? null,
  applied_by: s.appliedBy,
  scanned_name: s.unit?.mark.actor.name ?? null,
  server_time: s.unit?.mark.serverTime ?? null,
  device_time: s.unit?.mark.deviceTime ?? null,
  op_id: s.opId,
  result: s.result,
});

/**
 * Each scan's pallet and everything its verdict needs, in one statement, in the order asked.
 * Run under the pallet lock, it sees every write committed before the lock: each statement takes
 * a fresh snapshot.
 */
export async function readScans(db: Db, scans: { opId: string; palletNo: string; upc: string }[], since: Date): Promise<ScanRead[]> {
  const keys = JSON.stringify(scans.map((s, n) => ({ n, op_id: s.opId, pallet_no: s.palletNo, upc: s.upc })));
  const { rows } = await db.executeQuery<ReadRow>(CompiledQuery.raw(READ, [keys, since]));
  return rows.map((r) => ({
    pallet:
      r.gate_country === null
        ? undefined
        : {
            gate_country: r.gate_country,
            status: r.status,
            scanned_count: r.scanned_count,
            total_count: r.total_count,
            missing_count: r.missing_count,
            excess_count: r.excess_count,
            version: r.version,
          },
    facts: factsOf(r),
    ruleRevisions: r.rule_revisions,
  }));
}

/** Writes the scans (one per pallet and per UPC) whose pallet and item are still at their versions; answers the opIds written. */
export async function writeScans(db: Db, scans: ScanWrite[]): Promise<Set<string>> {
  const rows = scans.map((s) => ({
    pallet_no: s.palletNo,
    version: s.version,
    upc: s.upc,
    item_version: s.itemVersion,
    ds: s.delta.scanned,
    dm: s.delta.missing,
    ...scanColumns(s),
  }));
  const written = await db.executeQuery<{ op_id: string }>(CompiledQuery.raw(WRITE, [JSON.stringify(rows)]));
  return new Set(written.rows.map((r) => r.op_id));
}

/** One scan's facts, for a caller holding its pallet lock. */
export async function readLockedScan(db: Db, scan: { opId: string; palletNo: string; upc: string }, since: Date): Promise<ScanFacts> {
  const { rows } = await db.executeQuery<FactsRow>(CompiledQuery.raw(READ_LOCKED, [scan.opId, scan.palletNo, scan.upc, since]));
  return factsOf(rows[0]!);
}

/** Writes one scan for a caller holding its pallet lock; false when its item changed meanwhile. */
export async function writeLockedScan(db: Db, s: Omit<ScanWrite, 'version'>): Promise<boolean> {
  const m = s.unit?.mark;
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(WRITE_LOCKED, [
      s.palletNo,
      s.upc,
      s.itemVersion,
      s.unit?.id ?? null,
      m?.action ?? null,
      m?.remarks ?? null,
      s.appliedBy,
      m?.actor.name ?? null,
      m?.serverTime ?? null,
      m?.deviceTime ?? null,
      s.opId,
      s.delta.scanned,
      s.delta.missing,
      JSON.stringify(s.result),
    ]),
  );
  return rows.length === 1;
}
