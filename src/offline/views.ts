import { toCsv } from '../domain/csv.ts';
import { database } from './db.ts';
import { exclusive } from './lock.ts';
import { changed, mirror, ready, version } from './state.ts';
import type { OperationView, OutboxEntry } from './types.ts';

const upcsOf = (entry: OutboxEntry): string[] => {
  const op = entry.operation;
  if (op.type === 'mark-missing') return op.upcList;
  return op.type === 'close' ? [] : [op.upc];
};

function viewOf(entry: OutboxEntry): OperationView {
  const r = entry.serverResult;
  return {
    opId: entry.opId,
    seq: entry.seq ?? 0,
    palletNo: entry.palletNo,
    type: entry.operation.type,
    upcs: upcsOf(entry),
    status: entry.status,
    localAction: entry.localVerdict.action,
    localReason: entry.localVerdict.reason,
    serverAction: r?.action ?? null,
    serverReason: r?.reason ?? null,
    serverMessage: r?.message ?? null,
    deviceTime: entry.operation.deviceTime,
    serverTime: r?.serverTime ?? null,
    acknowledged: entry.acknowledged,
  };
}

const views = new WeakMap<OutboxEntry, OperationView>();

const lists = new Map<string, OperationView[]>();
let listsVersion = -1;

/** The outbox, newest first (all pallets, or one), for the sync panel; the same array until a change. */
export function listOperations(palletNo?: string): OperationView[] {
  if (listsVersion !== version) {
    lists.clear();
    listsVersion = version;
  }
  const key = palletNo ?? '\u0000all';
  const cached = lists.get(key);
  if (cached) return cached;
  const list: OperationView[] = [];
  for (const entry of mirror.outbox.values()) {
    if (palletNo !== undefined && entry.palletNo !== palletNo) continue;
    let view = views.get(entry);
    if (!view) {
      view = viewOf(entry);
      views.set(entry, view);
    }
    list.push(view);
  }
  list.sort((a, b) => b.seq - a.seq);
  lists.set(key, list);
  return list;
}

/** The operator has seen a correction or a conflict. */
export async function acknowledge(opId: string): Promise<void> {
  await ready();
  await exclusive(async () => {
    const entry = mirror.outbox.get(opId);
    if (!entry || entry.acknowledged) return;
    const next = { ...entry, acknowledged: true };
    await database().outbox.put(next);
    mirror.outbox.set(opId, next);
  });
  changed();
}

/**
 * The last resort when a device cannot sync: every pending or conflicting operation as CSV
 * (opId, type, palletNo, upc, deviceTime, status), oldest first; several UPCs are space-separated.
 */
export function exportUnsyncedCsv(): string {
  const rows = [...mirror.outbox.values()]
    .filter((e) => e.status === 'pending' || e.status === 'conflict')
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    .map((e) => [e.opId, e.operation.type, e.palletNo, upcsOf(e).join(' '), e.operation.deviceTime, e.status]);
  return toCsv([['opId', 'type', 'palletNo', 'upc', 'deviceTime', 'status'], ...rows]);
}
