import type { FastifyInstance } from 'fastify';
import lookupRoutes from './lookups.routes.ts';
import productImageRoutes from './product-images.routes.ts';
import productRoutes from './products.routes.ts';

/** The pim service's catalogue: lookups and the product view wizard. */
export default async function catalogueRoutes(app: FastifyInstance) {
  await app.register(lookupRoutes);
  await app.register(productRoutes);
  await app.register(productImageRoutes);
}
