import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '../../src/domain/services.ts';
import { createActivityWriter } from '../modules/activity/activity.service.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Signing in is not a change of data; these never carry a signed-in user today, and never should count.
const NOT_ACTIVITY = new Set<string>([API_PATHS.login, API_PATHS.tokenLogin, API_PATHS.register]);

/**
 * Records every successful write by a signed-in user, for the quick panel's recent activity.
 * Rows are written behind the replies, several in one insert (createActivityWriter), so recording
 * never slows the caller; a failure is logged and forgotten, never turned into an error for a
 * request that already succeeded. What is pending is written before the database closes.
 */
async function activityPlugin(app: FastifyInstance) {
  const writer = createActivityWriter(app.db, (err) => app.log.error({ err }, 'could not record activity'));
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!request.auth || READS.has(request.method) || reply.statusCode >= 400) return;
    if (!route?.startsWith('/api/') || NOT_ACTIVITY.has(route)) return;
    const access = request.routeOptions.config?.access;
    writer.record({
      userId: request.auth.userId,
      method: request.method,
      route,
      page: access && 'page' in access ? access.page : null,
      statusCode: reply.statusCode,
      at: new Date(),
    });
  });
  app.addHook('onClose', async () => writer.flush());
}

export default fp(activityPlugin, { name: 'activity', dependencies: ['access'] });
