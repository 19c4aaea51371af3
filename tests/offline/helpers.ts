import { inject } from 'vitest';
import { GATEKEEPER_PATHS, type PalletItem } from '../../src/domain/gatekeeper/contracts.ts';
import { request } from '../../src/lib/api-client.ts';
import { ApiError } from '../../src/lib/api-error.ts';
import { setToken } from '../../src/lib/token-storage.ts';
import { resetDatabase } from '../../src/offline/db.ts';
import { resetMirror } from '../../src/offline/state.ts';
import { resetSync } from '../../src/offline/sync.ts';
import { defaultTransport, setTransport, type Transport } from '../../src/offline/transport.ts';

/** The server of global-setup.ts and two gatekeeper operators' tokens (L2 on /apps/gatekeeper). */
export const server = () => inject('offlineServer');

/** A device with an empty database, signed in with `token`, sending through `transport`. */
export async function freshDevice(token: string, transport: Transport = defaultTransport): Promise<void> {
  resetSync();
  resetMirror();
  await resetDatabase(true);
  localStorage.clear();
  setToken(token);
  setTransport(transport);
}

/** Forgets the in-memory state and reopens the database, as a restarted app would. */
export async function restartDevice(): Promise<void> {
  resetMirror();
  await resetDatabase(false);
}

/** The same sequence for the same seed, so a failing seed can be replayed. */
export { seededRandom as seeded } from '../../server/seed/seeded-random.ts';

const networkError = () => new ApiError('Network Error');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No network at all. */
export const offlineTransport: Transport = () => Promise.reject(networkError());

export interface ChaosLog {
  calls: number;
  droppedBefore: number;
  droppedAfter: number;
  duplicated: number;
  failed500: number;
  delayed: number;
}

/**
 * A network that loses requests before they reach the server and replies after the server applied
 * them, sends requests twice, delays them and answers 500, chosen by `random`.
 */
export function chaosTransport(random: () => number, log: ChaosLog, base: Transport = defaultTransport): Transport {
  return async (call, schema) => {
    log.calls += 1;
    const roll = random();
    if (roll < 0.15) {
      log.droppedBefore += 1;
      throw networkError();
    }
    if (roll < 0.3) {
      log.droppedAfter += 1;
      await base(call, schema);
      throw networkError();
    }
    if (roll < 0.4) {
      log.duplicated += 1;
      const [first] = await Promise.allSettled([base(call, schema), sleep(random() * 5).then(() => base(call, schema))]);
      if (first.status === 'rejected') throw first.reason;
      return first.value;
    }
    if (roll < 0.5) {
      log.failed500 += 1;
      throw new ApiError('An unexpected error occurred', { httpStatus: 500 });
    }
    if (roll < 0.7) {
      log.delayed += 1;
      await sleep(random() * 15);
    }
    return base(call, schema);
  };
}

export const newChaosLog = (): ChaosLog => ({ calls: 0, droppedBefore: 0, droppedAfter: 0, duplicated: 0, failed500: 0, delayed: 0 });

/** What the server holds for a pallet, read through its own API (every item row of the pallet). */
export async function serverState(palletNo: string) {
  const headers = { Authorization: `Bearer ${server().otherToken}` };
  const items = await request<PalletItem[]>({ url: GATEKEEPER_PATHS.palletItems, params: { palletNo }, headers, withToken: false });
  const expected = items.filter((i) => i.action !== 'EXCESS');
  const keys = (list: PalletItem[]) => list.map((i) => `${i.upc}@${i.deviceTime}`).sort();
  return {
    items,
    /** Each scanned unit and each excess row as upc@deviceTime: the operation that made it. */
    scans: keys(expected.filter((i) => i.isScanned)),
    excess: keys(items.filter((i) => i.action === 'EXCESS')),
    scannedUnits: expected.filter((i) => i.isScanned).length,
    excessRows: items.length - expected.length,
    missingUnits: expected.filter((i) => !i.isScanned && i.action === 'MISSING').length,
  };
}

/** Another device's direct call (to close a pallet elsewhere). */
export function otherDevice<T>(method: 'PUT' | 'POST', url: string, data: unknown): Promise<T> {
  return request<T>({ method, url, data, headers: { Authorization: `Bearer ${server().otherToken}` }, withToken: false });
}
