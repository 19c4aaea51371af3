import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '../../src/domain/services.ts';

/** Where the rows go: app.ts hands in the activity module's batching writer. */
export interface ActivityWriter {
  record: (row: { userId: number; method: string; route: string; page: string | null; statusCode: number; at: Date }) => void;
  flush: () => Promise<void>;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Signing in is not a change of data; these never carry a signed-in user today, and never should count.
const NOT_ACTIVITY = new Set<string>([API_PATHS.login, API_PATHS.tokenLogin, API_PATHS.register]);

/**
 * Records every successful write by a signed-in user, for the quick panel's recent activity.
 * Rows are written behind the replies, several in one insert (the activity module's writer), so recording
 * never slows the caller; a failure is logged and forgotten, never turned into an error for a
 * request that already succeeded. What is pending is written before the database closes.
 */
async function activityPlugin(app: FastifyInstance, options: { writer: ActivityWriter }) {
  const { writer } = options;
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
