import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OperationResult } from '../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../src/domain/gatekeeper/messages.ts';
import { compileRules, SAMPLE_RULES } from '../../src/domain/gatekeeper/rules/index.ts';
import { HttpError } from '../../server/plugins/http-error.ts';
import type { ItemMasterRow } from '../../server/modules/gatekeeper/pallets.repository.ts';
import { judgeScans, type Applied } from '../../server/modules/gatekeeper/scan-core.service.ts';
import type { PalletScanState, UpcState } from '../../server/modules/gatekeeper/scan.repository.ts';

/**
 * The core every scan path shares, on state built by hand: what it answers and what it hands to
 * the writer, with no database in between.
 */
const rules = compileRules(SAMPLE_RULES);
const actor = { userId: 7, name: 'Gate' };
const UPC = '100000000001';

const itemRow = (over: Partial<ItemMasterRow> = {}): ItemMasterRow => ({
  upc: UPC,
  pid: '9000001',
  style: 'ST-1',
  brand: 'TESTBRAND',
  category: 'Test Category',
  sub_category: 'Test Sub',
  division: 'Test Division',
  department: 'Test Department',
  group_code: 'GC-TEST',
  size_label: 'M',
  item_code: 'IC-1',
  head_office_qty: 10,
  rack_qty: 0,
  pre_grn_qty: 0,
  style_in_business_uae: true,
  style_in_business_ksa: true,
  created_by: null,
  created_name: 'feed',
  created_date_utc: new Date(),
  updated_by: null,
  updated_name: 'feed',
  updated_date_utc: new Date(),
  ...over,
});

const pallet = {
  gate_country: 'UAE' as const,
  status: 'Open' as const,
  scanned_count: 0,
  total_count: 3,
  missing_count: 1,
  excess_count: 0,
};
const stateOf = (upc: Partial<UpcState> = {}, replays: [string, OperationResult][] = []): PalletScanState => ({
  replays: new Map(replays),
  upcs: new Map([
    [
      UPC,
      {
        item: itemRow(),
        itemVersion: '41',
        expected: 3,
        scanned: 0,
        free: [
          { id: 1, action: null },
          { id: 2, action: 'MISSING' },
        ],
        acceptedLastHour: 0,
        ...upc,
      },
    ],
  ]),
});
const scanOf = (opId: string = randomUUID()) => ({
  op: { type: 'scan' as const, opId, palletNo: 'P-1', upc: UPC, deviceTime: new Date().toISOString() },
  upc: UPC,
});
const actions = (outcomes: (Applied | HttpError)[]) =>
  outcomes.map((o) => (o instanceof HttpError ? `${o.statusCode}` : `${o.result.action} ${o.fresh}`));

describe('judgeScans', () => {
  it('takes the free units in order, moving counts on, and answers an opId met again with its first answer', () => {
    const first = scanOf();
    const judged = judgeScans(pallet, '900', [first, scanOf(), scanOf(), first], stateOf(), actor, rules);
    expect(actions(judged.outcomes)).toEqual(['ACCEPTED true', 'ACCEPTED true', 'ALREADY_SCANNED true', 'ACCEPTED false']);
    expect(judged.outcomes[3]).toEqual({ ...(judged.outcomes[0] as Applied), fresh: false });
    // The unit marked missing leaves the missing count when it is found.
    expect(judged.writes.map((w) => [w.unit?.id ?? null, w.delta, w.itemVersion, w.version])).toEqual([
      [1, { scanned: 1, missing: 0 }, '41', '900'],
      [2, { scanned: 1, missing: -1 }, '41', '900'],
      [null, { scanned: 0, missing: 0 }, null, '900'],
    ]);
    expect(judged.pallet).toMatchObject({ scanned_count: 2, missing_count: 0 });
    expect((judged.outcomes[2] as Applied).result.counts).toEqual({ scanned: 2, total: 3, missing: 0, excess: 0 });
    expect(judged.writes[0]).toMatchObject({ palletNo: 'P-1', appliedBy: 7, unit: { mark: { action: 'ACCEPTED', actor } } });
  });

  it('counts each accepted scan towards the cap of the next, and a capped unit is taken without moving the item on', () => {
    // Rack 20 + pre-GRN 4: room for one more unit under the default cap of 25.
    const state = stateOf({ item: itemRow({ rack_qty: 20, pre_grn_qty: 4 }) });
    const judged = judgeScans(pallet, null, [scanOf(), scanOf()], state, actor, rules);
    expect(actions(judged.outcomes)).toEqual(['ACCEPTED true', 'REJECTED true']);
    expect((judged.outcomes[1] as Applied).result.reason).toMatch(/^Capping:/);
    // Under the lock (no pallet version) the writer checks no item version either: the caller holds the row.
    expect(judged.writes.map((w) => [w.unit?.id, w.itemVersion, w.version, w.unit?.mark.action])).toEqual([
      [1, null, null, 'ACCEPTED'],
      [2, null, null, 'REJECTED'],
    ]);
    expect(state.upcs.get(UPC)).toMatchObject({ acceptedLastHour: 1, scanned: 2, free: [] });
  });

  it('refuses scans on a closed pallet without writing them, but still answers a stored answer', () => {
    const stored = scanOf();
    const answer = { opId: stored.op.opId, outcome: 'applied', action: 'ACCEPTED' } as OperationResult;
    const judged = judgeScans(
      { ...pallet, status: 'Closed' },
      '900',
      [stored, scanOf()],
      stateOf({}, [[stored.op.opId, answer]]),
      actor,
      rules,
    );
    expect(judged.outcomes[0]).toEqual({ result: answer, fresh: false });
    expect(judged.outcomes[1]).toBeInstanceOf(HttpError);
    expect((judged.outcomes[1] as HttpError).words).toEqual(M.palletClosed('P-1'));
    expect(actions(judged.outcomes)).toEqual(['ACCEPTED false', '409']);
    expect(judged.writes).toEqual([]);
  });
});
