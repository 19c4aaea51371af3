import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quickPanelReplySchema } from '../../../src/domain/navigation/contracts.ts';
import { API_PATHS } from '../../../src/domain/services.ts';
import { authOf } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import * as activity from './activity.service.ts';
import { zoneOf } from '../../shared/zone.ts';

/** The quick panel drawer of the shell (spec 000 §2, §7 "Quick panel data"). */
export default async function quickPanelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API_PATHS.quickPanel, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['quick panel'],
      summary: "Today's date and the signed-in user's latest changes",
      response: replies(quickPanelReplySchema, [401]),
    },
    handler: async (request) => ok(await activity.quickPanel(app.db, authOf(request).userId, zoneOf(request))),
  });
}
