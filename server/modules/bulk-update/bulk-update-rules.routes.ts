import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkRulePreviewBodySchema,
  bulkRulePreviewSchema,
  bulkRuleUpdateBodySchema,
  bulkUpdateSchema,
} from '../../../src/domain/bulk-update/contracts.ts';
import { BULK_UPDATE_MESSAGES as M } from '../../../src/domain/bulk-update/messages.ts';
import { BULK_UPDATE_PATHS } from '../../../src/domain/bulk-update/paths.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import type { BulkUpdateJobs } from './bulk-update.jobs.ts';
import { read, write } from './bulk-update.rooms.ts';
import * as rules from './bulk-update-rules.service.ts';

const tags = ['pim'];
/** A rule of 200 conditions and a few values: small beside an upload. */
const RULE_BODY_LIMIT = 512 * 1024;

/** Updates by FILTER_CONDITION: a rule's preview, and queuing an update of the products it selects. */
export function bulkRuleRoutes(app: FastifyInstance, jobs: BulkUpdateJobs) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(BULK_UPDATE_PATHS.rulePreview, {
    config: { access: read },
    bodyLimit: RULE_BODY_LIMIT,
    schema: {
      tags,
      summary: 'How many products an unsaved rule selects now (the newest 5 named) and the rows an update of the type would have',
      body: bulkRulePreviewBodySchema,
      response: replies(bulkRulePreviewSchema, [400, 401, 403, 413]),
    },
    handler: async (request) => ok(await rules.previewRuleUpdate(app.db, request.body)),
  });

  r.post(BULK_UPDATE_PATHS.byRule, {
    config: { access: write },
    bodyLimit: RULE_BODY_LIMIT,
    schema: {
      tags,
      summary:
        'Queue an update of the products a rule selects (FILTER_CONDITION): the tree (never SQL) and the values every row takes; NOW chooses the products at once, SCHEDULE when it runs',
      body: bulkRuleUpdateBodySchema,
      response: replies(bulkUpdateSchema, [400, 401, 403, 413], 201),
    },
    handler: async (request, reply) => {
      await jobs.start();
      const created = await rules.queueRuleUpdate(app.db, request.body, actorOf(request), jobs.enqueue);
      jobs.nudge();
      return reply.code(201).send(ok(created, created.rowsChosen ? M.queued(created.totalRows) : M.queuedByRule));
    },
  });
}
