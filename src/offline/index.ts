/**
 * The gatekeeper's offline engine (DESIGN.md §7), the only entry other folders import. React-free:
 * screens read it through `subscribe` + the sync getters.
 */
export { openPallet, preloadOpenPallets } from './pallets.ts';
export { recordClose, recordMarkExcess, recordMarkMissing, recordScan, unscannedUpcs } from './operations.ts';
export { changeCount, getPallet, getSyncSummary, subscribe } from './state.ts';
export { acknowledge, exportUnsyncedCsv, listOperations } from './views.ts';
export { flushNow } from './sync.ts';
export { receiveServerCounts } from './server-counts.ts';
export { startSync } from './triggers.ts';
export { claimEngine, onOwnership, ownership } from './ownership.ts';
export type { Ownership } from './ownership.ts';
export { prepareVerdicts } from './verdict.ts';
export { requestPersistence, storageInfo } from './storage.ts';
export type { Transport, TransportCall } from './transport.ts';
export type { LocalLine, LocalPallet, LocalResult, OperationStatus, OperationView, SyncSummary } from './types.ts';
