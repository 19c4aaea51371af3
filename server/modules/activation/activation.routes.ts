import type { FastifyInstance } from 'fastify';
import { queueRooms, QueueCounts } from './queue-rooms.ts';
import { queueRoutes } from './queue.routes.ts';
import { rejectionRoutes } from './rejections.routes.ts';
import { reportRoutes } from './reports.routes.ts';
import { taskRoutes } from './tasks.routes.ts';

/** The pim service's activation queues, their rooms, rejections, tasks and reports. */
export default async function activationRoutes(app: FastifyInstance) {
  const counts = new QueueCounts(app);
  app.addHook('onClose', async () => counts.stop());
  queueRooms(app);
  queueRoutes(app, counts);
  rejectionRoutes(app, () => counts.changed({ kind: 'ACTIVATION', owners: [] }));
  taskRoutes(app);
  reportRoutes(app);
}
