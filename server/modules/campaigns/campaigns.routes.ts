import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  CAMPAIGN_PATHS,
  campaignListQuerySchema,
  campaignProductQuerySchema,
  campaignProductSchema,
  campaignSchema,
  createCampaignRequestSchema,
  deletedCampaignSchema,
  updateCampaignRequestSchema,
} from '../../../src/domain/campaigns/contracts.ts';
import { CAMPAIGN_MESSAGES } from '../../../src/domain/campaigns/messages.ts';
import { pageOf, pageQuerySchema } from '../../../src/domain/envelope.ts';
import { revisionQuerySchema, withRevision } from '../../../src/domain/history/history.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as campaigns from './campaigns.service.ts';

const tag = ['campaigns'];
const read: Access = { page: '/apps/campaign-details', level: 'L1' };
const write: Access = { page: '/apps/campaign-details', level: 'L2' };
// A code and a description of 500 characters need far less than the server-wide JSON limit.
const CREATE_BODY_LIMIT = 16 * 1024;

/** Campaign Details (spec 000 §2, §7): campaigns and the product price rows of each. */
export default async function campaignsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(CAMPAIGN_PATHS.campaigns, {
    config: { access: read },
    schema: {
      tags: tag,
      summary: 'One page of campaigns, newest first, searched by code or details',
      querystring: z.extend(pageQuerySchema, campaignListQuerySchema.shape),
      response: replies(pageOf(campaignSchema)),
    },
    handler: async (request) => ok(await campaigns.listCampaigns(app.db, request.query)),
  });

  r.post(CAMPAIGN_PATHS.campaigns, {
    config: { access: write },
    bodyLimit: CREATE_BODY_LIMIT,
    schema: {
      tags: tag,
      summary: 'Create a campaign; the code is normalised (A–Z, 0–9, _ and -, upper case) and unique in any case',
      body: createCampaignRequestSchema,
      response: replies(campaignSchema, [400, 401, 403, 409, 413], 201),
    },
    handler: async (request, reply) => {
      const campaign = await campaigns.createCampaign(app.db, request.body, actorOf(request));
      return reply.code(201).send(ok(campaign, CAMPAIGN_MESSAGES.created));
    },
  });

  r.put(CAMPAIGN_PATHS.campaign(':id'), {
    config: { access: write },
    bodyLimit: CREATE_BODY_LIMIT,
    schema: {
      tags: tag,
      summary:
        "Edit a campaign's code and details at the revision read (same rules as creating one; the code stays unique in any case); 409 when someone saved it since",
      params: idParams,
      body: withRevision(updateCampaignRequestSchema),
      response: replies(campaignSchema, [400, 401, 403, 404, 409, 413]),
    },
    handler: async (request) =>
      ok(
        await campaigns.updateCampaign(app.db, request.params.id, request.body, request.body.revision, actorOf(request)),
        CAMPAIGN_MESSAGES.updated,
      ),
  });

  r.delete(CAMPAIGN_PATHS.campaign(':id'), {
    config: { access: write },
    schema: {
      tags: tag,
      summary: 'Delete a campaign at the revision read, together with its product price rows (kept for Undo and Restore)',
      params: idParams,
      querystring: revisionQuerySchema,
      response: replies(deletedCampaignSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) =>
      ok(await campaigns.deleteCampaign(app.db, request.params.id, request.query.revision, actorOf(request)), CAMPAIGN_MESSAGES.deleted),
  });

  r.get(CAMPAIGN_PATHS.products(':id'), {
    config: { access: read },
    schema: {
      tags: tag,
      summary: "One page of a campaign's product price rows, by PID and country unless sorted",
      params: idParams,
      querystring: campaignProductQuerySchema,
      response: replies(pageOf(campaignProductSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await campaigns.campaignProducts(app.db, request.params.id, request.query)),
  });
}
