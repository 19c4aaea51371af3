import type { ItemAction } from '../domain/gatekeeper/constants.ts';
import type { Operation, OperationResult, PalletCounts, PalletHeader, PalletSnapshot } from '../domain/gatekeeper/contracts.ts';
import type { ReasonMessage } from '../domain/gatekeeper/rules/reasons.ts';
import type { RuleBook } from '../domain/gatekeeper/rules/types.ts';

/** One expected UPC of a pallet as the device sees it; `missing` counts units this device marked missing. */
export interface LocalLine {
  upc: string;
  expected: number;
  scanned: number;
  missing?: number;
}

/** A pallet as the screens see it (the public shape of /tmp/gk-common.md). */
export interface LocalPallet {
  header: PalletHeader;
  counts: PalletCounts;
  lines: LocalLine[];
  rulesVersion?: string;
}

/** What Dexie stores per pallet: the public shape plus what the local verdict needs. */
export interface StoredPallet extends LocalPallet {
  palletNo: string;
  facts: Record<string, PalletSnapshot['lines'][number]['facts']>;
  rules: RuleBook;
  /** Units of each UPC scanned anywhere in the hour before `snapshotAt` (server's figure). */
  scannedLastHour: Record<string, number>;
  /** Server time of the snapshot: this device's scans applied later (or not yet) add to the counters. */
  snapshotAt: string;
  /** Device time when the snapshot was stored (the server's clock may differ). */
  storedAt: string;
  /**
   * The newest counts the server gave for the pallet (snapshot, sync answers, its room), by
   * countsVersion: `counts` is these plus this device's pending operations. Absent on pallets
   * stored before it was kept: then any figure of the server is newer.
   */
  serverCounts?: PalletCounts;
}

export type OperationStatus = 'pending' | 'synced' | 'corrected' | 'conflict';

/** What a local operation changed, so it can be undone when the server refuses it. */
export interface LocalEffect {
  counts: { scanned: number; missing: number; excess: number };
  /** UPC → units this operation scanned (+) or marked missing, on the local lines. */
  scanned: Record<string, number>;
  missing: Record<string, number>;
  closed: boolean;
}

/** One outbox row. Rows are never deleted by the engine: pending ones wait, the rest are history. */
export interface OutboxEntry {
  seq?: number;
  opId: string;
  palletNo: string;
  operation: Operation;
  localVerdict: { action: ItemAction | null; reason: string | null };
  effect: LocalEffect;
  createdAt: string;
  status: OperationStatus;
  serverResult: OperationResult | null;
  acknowledged: boolean;
}

/** The answer of a record* call, shown at once. */
export interface LocalResult {
  opId: string;
  action: ItemAction | null;
  reason: string | null;
  /** `reason` as a message key and parameters (scans), to show in the operator's language. */
  message: ReasonMessage | null;
  counts: PalletCounts;
}

/** One operation in the sync panel. */
export interface OperationView {
  opId: string;
  seq: number;
  palletNo: string;
  type: Operation['type'];
  upcs: string[];
  status: OperationStatus;
  localAction: ItemAction | null;
  localReason: string | null;
  serverAction: ItemAction | null;
  serverReason: string | null;
  serverMessage: string | null;
  deviceTime: string;
  serverTime: string | null;
  acknowledged: boolean;
}

export interface SyncSummary {
  pending: number;
  oldestPendingAt: string | null;
  lastSyncAt: string | null;
  lastError: string | null;
  flushing: boolean;
}
