import type { FastifyInstance } from 'fastify';
import type { PalletCounts } from '../../../src/domain/gatekeeper/contracts.ts';
import type { Access } from '../../plugins/access.ts';

export const tags = ['gatekeeper'];
/** The device calls (spec 002 /apps/gatekeeper): reads need L1, writes L2. */
export const deviceRead: Access = { page: '/apps/gatekeeper', level: 'L1' };
export const deviceWrite: Access = { page: '/apps/gatekeeper', level: 'L2' };

/** Realtime room of one pallet: every device and screen on it gets its counts (DESIGN.md §6). */
export const palletRoom = (palletNo: string) => `pallet:${palletNo}`;
export const PALLET_EVENTS = { join: 'pallet:join', leave: 'pallet:leave', counts: 'pallet:counts' } as const;

export function emitCounts(app: FastifyInstance, palletNo: string, counts: PalletCounts): void {
  app.io.to(palletRoom(palletNo)).emit(PALLET_EVENTS.counts, { palletNo, counts });
}
