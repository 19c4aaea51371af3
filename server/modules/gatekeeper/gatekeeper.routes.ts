import type { FastifyInstance } from 'fastify';
import feedRoutes from './feed.routes.ts';
import operationRoutes from './operations.routes.ts';
import { palletRooms } from './pallet-rooms.ts';
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

  // Sockets are authenticated by the realtime plugin; a join checks the gatekeeper read grant.
  palletRooms(app);
}
