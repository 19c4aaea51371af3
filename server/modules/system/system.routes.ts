import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { clientConfigSchema } from '../../../src/domain/auth/contracts.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { APP_VERSION } from '../../../src/domain/constants.ts';
import { API_PATHS } from '../../../src/domain/services.ts';
import type { Config } from '../../config.ts';
import { pingDatabase } from '../../db/health.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { ok, replies } from '../../plugins/reply.ts';

const tag = ['system'];

/** Health check, the client's runtime configuration, and the OpenAPI document. */
export default async function systemRoutes(app: FastifyInstance, options: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = options;

  r.get(API_PATHS.health, {
    config: { access: { public: true } },
    schema: {
      tags: tag,
      summary: 'Answers when the server and its database answer',
      security: [],
      response: replies(z.object({ database: z.literal('ok'), version: z.string() }), [503]),
    },
    handler: async () => {
      try {
        await pingDatabase(app.db);
      } catch (err) {
        app.log.error({ err }, 'health check: database did not answer');
        throw new HttpError(503, AUTH_MESSAGES.databaseDown);
      }
      return ok({ database: 'ok' as const, version: APP_VERSION });
    },
  });

  r.get(API_PATHS.clientConfig, {
    config: { access: { public: true } },
    schema: { tags: tag, summary: 'Runtime configuration of the web client', security: [], response: replies(clientConfigSchema, []) },
    handler: async () =>
      ok({
        version: APP_VERSION,
        dataCentre: config.DATA_CENTRE,
        timeZone: config.TIME_ZONE,
        zones: { ...config.DATA_CENTRE_ZONES, [config.DATA_CENTRE]: config.TIME_ZONE },
        legacyAdminUrl: config.LEGACY_ADMIN_URL ?? null,
        wmsUrl: config.WMS_URL ?? null,
      }),
  });

  app.get(API_PATHS.docs, { config: { access: { public: true } }, schema: { hide: true } }, async () => app.swagger());
}
