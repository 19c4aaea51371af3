import type { FastifyInstance } from 'fastify';
import { countsVersion, type PalletCounts, type RoomCounts } from '../../../src/domain/gatekeeper/contracts.ts';
import type { Access } from '../../plugins/access.ts';
import { announceListChange } from '../../plugins/list-feed.ts';

export const tags = ['gatekeeper'];
/** The device calls (spec 002 /apps/gatekeeper): reads need L1, writes L2. */
export const deviceRead = { page: '/apps/gatekeeper', level: 'L1' } as const satisfies Access;
export const deviceWrite: Access = { page: '/apps/gatekeeper', level: 'L2' };

/** Realtime room of one pallet: every device and screen on it gets its counts (DESIGN.md §6). */
export const palletRoom = (palletNo: string) => `pallet:${palletNo}`;
export const PALLET_EVENTS = { join: 'pallet:join', leave: 'pallet:leave', counts: 'pallet:counts' } as const;

/** Tells the pallet's room its new counts, with their version (a late message never wins over a newer one). */
export function emitCounts(app: FastifyInstance, palletNo: string, counts: PalletCounts): void {
  const message: RoomCounts = { palletNo, counts, version: countsVersion(counts) };
  app.io.to(palletRoom(palletNo)).emit(PALLET_EVENTS.counts, message);
  announcePallets(app, [palletNo]);
}

/** The gatekeeper reports list pallets and their items: a scan, a close or a new pallet changes their rows. */
export function announcePallets(app: FastifyInstance, palletNos: readonly string[] = []): void {
  for (const page of ['/apps/gatekeeper-report', '/apps/gatekeeper-items-report']) announceListChange(app, page, 'pallet', palletNos);
}
