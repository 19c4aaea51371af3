import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '../../src/domain/services.ts';
import { recordActivity } from '../modules/activity/activity.service.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Signing in is not a change of data; these never carry a signed-in user today, and never should count.
const NOT_ACTIVITY = new Set<string>([API_PATHS.login, API_PATHS.tokenLogin, API_PATHS.register]);

/**
 * Records every successful write by a signed-in user, for the quick panel's recent activity.
 * onResponse runs after the reply has gone, so the insert never slows the caller; a failure is
 * logged and forgotten, never turned into an error for a request that already succeeded.
 */
async function activityPlugin(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!request.auth || READS.has(request.method) || reply.statusCode >= 400) return;
    if (!route?.startsWith('/api/') || NOT_ACTIVITY.has(route)) return;
    const access = request.routeOptions.config?.access;
    try {
      await recordActivity(app.db, {
        userId: request.auth.userId,
        method: request.method,
        route,
        page: access && 'page' in access ? access.page : null,
        statusCode: reply.statusCode,
      });
    } catch (err) {
      request.log.error({ err }, 'could not record activity');
    }
  });
}

export default fp(activityPlugin, { name: 'activity', dependencies: ['access'] });
