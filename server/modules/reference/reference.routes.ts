import type { FastifyInstance } from 'fastify';
import areasRoutes from './areas.routes.ts';
import countriesRoutes from './countries.routes.ts';
import statesRoutes from './states.routes.ts';

/** Reference data: Country, State and Area Settings and their pick lists. */
export default async function referenceRoutes(app: FastifyInstance) {
  await app.register(countriesRoutes);
  await app.register(statesRoutes);
  await app.register(areasRoutes);
}
