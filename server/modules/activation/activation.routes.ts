import type { FastifyInstance } from 'fastify';
import { arabicEditReportRoutes } from './arabic-edit-report.routes.ts';
import { queueRooms, QueueCounts } from './queue-rooms.ts';
import { ACTIVATION_QUEUE_PAGE, activationActionRoutes, queueRoutes } from './queue.routes.ts';
import { rejectionRoutes } from './rejections.routes.ts';
import { reportRoutes } from './reports.routes.ts';
import { taskRoutes } from './tasks.routes.ts';
import { updateQueueRoutes } from './update-queue.routes.ts';

/** The pim service's activation queues, their rooms, rejections, tasks and reports. */
export default async function activationRoutes(app: FastifyInstance) {
  const counts = new QueueCounts(app);
  app.addHook('onClose', async () => counts.stop());
  queueRooms(app);
  queueRoutes(app, counts, ACTIVATION_QUEUE_PAGE);
  activationActionRoutes(app, counts);
  rejectionRoutes(app, () => counts.changed({ kind: 'ACTIVATION', owners: [] }));
  taskRoutes(app, ACTIVATION_QUEUE_PAGE);
  updateQueueRoutes(app, counts);
  arabicEditReportRoutes(app);
  reportRoutes(app);
}
