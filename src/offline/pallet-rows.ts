import type { GatekeeperDb, LineRow, PalletHead, PalletRefs } from './db.ts';
import type { StoredPallet } from './types.ts';

/**
 * How a StoredPallet is kept in Dexie: a small head (header, counts), one row per line, and the
 * references the local verdict reads (item facts, rule book, capping counters). The references
 * are most of a pallet's bytes and change only with a new snapshot; a scan rewrites the head and
 * the one line it touched, so recording stays a small write however large the pallet is.
 */
/** A pallet's head row: everything but its lines and references. */
export function headOf(pallet: StoredPallet): PalletHead {
  const { lines: _lines, facts: _facts, rules: _rules, scannedLastHour: _counters, ...head } = pallet;
  return head;
}

export function splitPallet(pallet: StoredPallet): { head: PalletHead; lines: LineRow[]; refs: PalletRefs } {
  const { lines, facts, rules, scannedLastHour } = pallet;
  const head = headOf(pallet);
  return {
    head,
    lines: lines.map((line, i) => lineRow(pallet.palletNo, line, i)),
    refs: { palletNo: pallet.palletNo, facts, rules, scannedLastHour },
  };
}

const lineRow = (palletNo: string, line: StoredPallet['lines'][number], i: number): LineRow => ({ ...line, palletNo, i });

/** The tables a write of pallets touches, for the scope of a Dexie transaction. */
export const palletTables = (db: GatekeeperDb) => [db.pallets, db.palletLines, db.palletRefs] as const;

/**
 * The rows to write for `next` when only its head and some lines changed since `before` (same
 * references, same lines): the head and the lines that are new objects (effects copy a line they
 * change and keep the others). Null when the whole pallet must be replaced.
 */
export function changedRows(next: StoredPallet, before: StoredPallet | undefined): { head: PalletHead; lines: LineRow[] } | null {
  if (!before || before.facts !== next.facts || before.rules !== next.rules || before.lines.length !== next.lines.length) return null;
  // Only the changed lines become rows: this runs on every scan, on pallets of hundreds of lines.
  const { lines, facts: _facts, rules: _rules, scannedLastHour: _counters, ...head } = next;
  const changed: LineRow[] = [];
  lines.forEach((line, i) => {
    if (line !== before.lines[i]) changed.push(lineRow(next.palletNo, line, i));
  });
  return { head, lines: changed };
}

/** Writes `next` inside the caller's transaction: the changed rows (changedRows), or the whole pallet. */
export async function writePallet(db: GatekeeperDb, next: StoredPallet, before?: StoredPallet): Promise<void> {
  const rows = changedRows(next, before);
  if (rows) {
    await Promise.all([db.pallets.put(rows.head), rows.lines.length ? db.palletLines.bulkPut(rows.lines) : undefined]);
    return;
  }
  const { head, lines, refs } = splitPallet(next);
  await db.palletLines.where('palletNo').equals(next.palletNo).delete();
  await Promise.all([db.pallets.put(head), db.palletRefs.put(refs), db.palletLines.bulkPut(lines)]);
}

/** Every stored pallet, whole again. */
export async function readPallets(db: GatekeeperDb): Promise<StoredPallet[]> {
  const [heads, lineRows, refRows] = await Promise.all([db.pallets.toArray(), db.palletLines.toArray(), db.palletRefs.toArray()]);
  const linesOf = new Map<string, LineRow[]>();
  for (const row of lineRows) {
    const list = linesOf.get(row.palletNo) ?? [];
    list.push(row);
    linesOf.set(row.palletNo, list);
  }
  const refsOf = new Map(refRows.map((r) => [r.palletNo, r]));
  return heads.flatMap((head) => {
    const refs = refsOf.get(head.palletNo);
    if (!refs) return [];
    const lines = (linesOf.get(head.palletNo) ?? [])
      .sort((a, b) => a.i - b.i)
      .map((row) => ({ upc: row.upc, expected: row.expected, scanned: row.scanned, missing: row.missing }));
    return [{ ...head, lines, facts: refs.facts, rules: refs.rules, scannedLastHour: refs.scannedLastHour }];
  });
}

/** Removes pallets with their lines and references (inside the caller's transaction). */
export async function deletePallets(db: GatekeeperDb, palletNos: string[]): Promise<void> {
  if (!palletNos.length) return;
  await Promise.all([
    db.pallets.bulkDelete(palletNos),
    db.palletRefs.bulkDelete(palletNos),
    db.palletLines.where('palletNo').anyOf(palletNos).delete(),
  ]);
}
