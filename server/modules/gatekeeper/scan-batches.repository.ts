import { CompiledQuery } from 'kysely';
import type { OperationResult } from '../../../src/domain/gatekeeper/contracts.ts';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import type { ItemMasterRow, PalletRow } from './pallets.repository.ts';
import type { PalletScanState } from './scan.repository.ts';

/** What a scan needs of its pallet; `version` changes with every write to the pallet row. */
export type ScanPallet = Pick<PalletRow, 'gate_country' | 'status' | 'scanned_count' | 'total_count' | 'missing_count' | 'excess_count'> & {
  version: string;
};

export interface ScanRead {
  /** Undefined: no such pallet. */
  pallet: ScanPallet | undefined;
  /** The state the scan is judged on: its UPC's facts (with its first free unit) and a stored answer of its opId. */
  state: PalletScanState;
  /** Revisions of the rule sets, read in the same statement (gatekeeper-rules versionOf). */
  ruleRevisions: { rule_set: string; revision: number }[];
}

// Any number of scans at once, each of its own pallet and UPC, with their versions and no lock.
// The scans travel as one JSON array: an array's length would be known to the planner, which
// would then plan every call anew. The plan is made once for any number of scans, so rows are
// reached by key one by one (lateral ... limit 1): a join the planner is free to choose could
// read a whole table instead.
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

interface ReadRow {
  gate_country: ScanPallet['gate_country'] | null;
  status: ScanPallet['status'];
  scanned_count: number;
  total_count: number;
  missing_count: number;
  excess_count: number;
  version: string;
  replay: OperationResult | null;
  item: ItemMasterRow | null;
  item_version: string | null;
  expected: number;
  scanned: number;
  unit_id: number | null;
  unit_action: string | null;
  accepted_last_hour: number;
  rule_revisions: { rule_set: string; revision: number }[];
}

/** Each scan's pallet with its version and the state its verdict is judged on, in one statement, in the order asked. */
export async function readScans(db: Db, scans: { opId: string; palletNo: string; upc: string }[], since: Date): Promise<ScanRead[]> {
  const keys = JSON.stringify(scans.map((s, n) => ({ n, op_id: s.opId, pallet_no: s.palletNo, upc: s.upc })));
  const { rows } = await db.executeQuery<ReadRow>(CompiledQuery.raw(READ, [keys, since]));
  return rows.map((r, n) => ({
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
    state: {
      replays: new Map(r.replay ? [[scans[n]!.opId, r.replay]] : []),
      upcs: new Map([
        [
          scans[n]!.upc,
          {
            item: r.item,
            itemVersion: r.item_version,
            expected: Number(r.expected),
            scanned: Number(r.scanned),
            free: r.unit_id === null ? [] : [{ id: Number(r.unit_id), action: r.unit_action }],
            acceptedLastHour: Number(r.accepted_last_hour),
          },
        ],
      ]),
    },
    ruleRevisions: r.rule_revisions,
  }));
}
