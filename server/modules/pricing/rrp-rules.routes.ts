import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { pageOf } from '../../../src/domain/envelope.ts';
import { withRevision } from '../../../src/domain/history/history.ts';
import { RRP_MESSAGES as M } from '../../../src/domain/pricing/messages.ts';
import { PRICING_PATHS, RRP_PAGE } from '../../../src/domain/pricing/paths.ts';
import {
  rrpActionQuerySchema,
  rrpHistoryEntrySchema,
  rrpHistoryQuerySchema,
  rrpPreviewBodySchema,
  rrpPreviewSchema,
  rrpRuleBodySchema,
  rrpRuleSchema,
} from '../../../src/domain/pricing/rrp-rule.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import * as rules from './rrp-rules.service.ts';

const tags = ['pricing'];
const read: Access = { page: RRP_PAGE, level: 'L1' };
const write: Access = { page: RRP_PAGE, level: 'L2' };
/** A rule's tree and its forms: generous for 200 conditions, small beside an upload. */
const RULE_BODY_LIMIT = 512 * 1024;

/** RRP Price Criteria (spec 001 §2, §7 "RRP rules"): the rule, its save, its preview and its history. */
export default async function rrpRulesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(PRICING_PATHS.rrpRule, {
    config: { access: read, labels: 'rule' },
    schema: {
      tags,
      summary: 'The rule of an action, or null when none is stored',
      querystring: rrpActionQuerySchema,
      response: replies(z.nullable(rrpRuleSchema)),
    },
    handler: async (request) => {
      const rule = await rules.getRule(app.db, request.query.action);
      return ok(rule, rule ? undefined : M.noData);
    },
  });

  r.post(PRICING_PATHS.rrpRule, {
    config: { access: write, labels: 'rule' },
    bodyLimit: RULE_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Insert the rule of an action; its SQL, Mongo, JsonLogic and query string must be those its tree gives',
      body: rrpRuleBodySchema,
      response: replies(rrpRuleSchema, [400, 401, 403, 409, 413], 201),
    },
    handler: async (request, reply) => reply.code(201).send(ok(await rules.createRule(app.db, request.body, actorOf(request)), M.saved)),
  });

  r.put(PRICING_PATHS.rrpRule, {
    config: { access: write, labels: 'rule' },
    bodyLimit: RULE_BODY_LIMIT,
    schema: {
      tags,
      summary:
        'Replace the rule of an action at the revision read (its change is recorded with the rule before and after); 409 when someone saved it since',
      body: withRevision(rrpRuleBodySchema),
      response: replies(rrpRuleSchema, [400, 401, 403, 404, 409, 413]),
    },
    handler: async (request) => ok(await rules.updateRule(app.db, request.body, request.body.revision, actorOf(request)), M.updated),
  });

  r.post(PRICING_PATHS.rrpPreview, {
    config: { access: read, labels: 'rule' },
    bodyLimit: RULE_BODY_LIMIT,
    schema: {
      tags,
      summary: 'How many catalogue products an unsaved rule selects now, and the first of them with their RRP',
      body: rrpPreviewBodySchema,
      response: replies(rrpPreviewSchema, [400, 401, 403, 413]),
    },
    handler: async (request) => ok(await rules.previewRule(app.db, request.body)),
  });

  r.get(PRICING_PATHS.rrpHistory, {
    config: { access: read, labels: 'rule' },
    schema: {
      tags,
      summary: 'The changes of an action’s rule, newest first',
      querystring: rrpHistoryQuerySchema,
      response: replies(pageOf(rrpHistoryEntrySchema)),
    },
    handler: async (request) => ok(await rules.ruleHistory(app.db, request.query)),
  });
}
