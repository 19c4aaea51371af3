import type { FastifyInstance } from 'fastify';
import { palletNoSchema } from '../../../src/domain/gatekeeper/contracts.ts';
import { PALLET_EVENTS, palletRoom } from './context.ts';
import feedRoutes from './feed.routes.ts';
import operationRoutes from './operations.routes.ts';
import palletRoutes from './pallets.routes.ts';
import reportRoutes from './reports.routes.ts';

/**
 * The gatekeeper's stock service (spec 002 §7): device calls, batch sync, reports, ERP feeds, and
 * the pallet rooms of the realtime socket (a client joins the room of the pallet it shows).
 */
export default async function gatekeeperRoutes(app: FastifyInstance) {
  await app.register(palletRoutes);
  await app.register(operationRoutes);
  await app.register(reportRoutes);
  await app.register(feedRoutes);

  // Sockets are authenticated by the realtime plugin; counts of a pallet are no secret beyond that.
  app.io.on('connection', (socket) => {
    socket.on(PALLET_EVENTS.join, (palletNo: unknown, ack?: unknown) => {
      const parsed = palletNoSchema.safeParse(palletNo);
      if (parsed.success) void socket.join(palletRoom(parsed.data));
      if (typeof ack === 'function') ack({ ok: parsed.success });
    });
    socket.on(PALLET_EVENTS.leave, (palletNo: unknown, ack?: unknown) => {
      if (typeof palletNo === 'string') void socket.leave(palletRoom(palletNo));
      if (typeof ack === 'function') ack({ ok: true });
    });
  });
}
