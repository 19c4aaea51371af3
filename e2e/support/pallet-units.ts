import type { PalletSnapshot } from '../../src/domain/gatekeeper/contracts.ts';
import { compileRules, judgeScan } from '../../src/domain/gatekeeper/rules/index.ts';

type Action = 'ACCEPTED' | 'REJECTED';

/**
 * The pallet's units in turn, by the verdict the rules give them as the device and the server
 * judge them, counting each unit taken (so a capped UPC is not picked past its cap). Lines in the
 * snapshot's order; only units the pallet still expects.
 */
export function unitPicker(snap: PalletSnapshot) {
  const rules = compileRules(snap.rules);
  const scanned = new Map(snap.lines.map((l) => [l.upc, l.scanned]));
  const lastHour = new Map(Object.entries(snap.scannedLastHour));
  let taken = 0;
  const judge = (line: PalletSnapshot['lines'][number]) =>
    judgeScan(rules, {
      gateCountry: snap.header.gateCountry,
      upc: line.upc,
      item: line.facts,
      expectedOnPallet: line.expected,
      scannedOnPallet: scanned.get(line.upc) ?? 0,
      scannedLastHour: lastHour.get(line.upc) ?? 0,
    }).action;
  const lineFor = (action: Action) => snap.lines.find((l) => (scanned.get(l.upc) ?? 0) < l.expected && judge(l) === action);
  const find = (action: Action) => {
    const line = lineFor(action);
    if (!line) throw new Error(`${snap.header.palletNo} has no more units the rules give ${action}`);
    return line;
  };
  return {
    has: (action: Action) => lineFor(action) !== undefined,
    peek: (action: Action) => find(action).upc,
    next(action: Action) {
      const line = find(action);
      scanned.set(line.upc, (scanned.get(line.upc) ?? 0) + 1);
      lastHour.set(line.upc, (lastHour.get(line.upc) ?? 0) + 1);
      taken += 1;
      return line.upc;
    },
    taken: () => taken,
  };
}

/** `n` units of the pallet that the rules accept (unitPicker's order); fewer is an error. */
export function acceptedUnits(snap: PalletSnapshot, n: number): string[] {
  const pick = unitPicker(snap);
  return Array.from({ length: n }, () => pick.next('ACCEPTED'));
}
