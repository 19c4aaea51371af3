import type { PalletSnapshot } from '../../src/domain/gatekeeper/contracts.ts';
import { compileRules, judgeScan } from '../../src/domain/gatekeeper/rules/index.ts';

/**
 * `n` units of the snapshot's pallet that the rules accept, judged as the device and the server
 * judge them, counting each unit taken (so a capped UPC is not picked past its cap).
 */
export function acceptedUnits(snap: PalletSnapshot, n: number): string[] {
  const rules = compileRules(snap.rules);
  const scanned = new Map(snap.lines.map((l) => [l.upc, l.scanned]));
  const lastHour = new Map(Object.entries(snap.scannedLastHour));
  const picked: string[] = [];
  for (const line of snap.lines) {
    const accepted = () =>
      judgeScan(rules, {
        gateCountry: snap.header.gateCountry,
        upc: line.upc,
        item: line.facts,
        expectedOnPallet: line.expected,
        scannedOnPallet: scanned.get(line.upc) ?? 0,
        scannedLastHour: lastHour.get(line.upc) ?? 0,
      }).action === 'ACCEPTED';
    while (picked.length < n && accepted()) {
      scanned.set(line.upc, (scanned.get(line.upc) ?? 0) + 1);
      lastHour.set(line.upc, (lastHour.get(line.upc) ?? 0) + 1);
      picked.push(line.upc);
    }
  }
  if (picked.length < n) throw new Error(`${snap.header.palletNo} has only ${picked.length} accepted units`);
  return picked;
}
