import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { GATEKEEPER_PATHS as P } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_OFFICE as OFFICE, gatekeeperOfficeWords } from '../../../src/domain/gatekeeper/office-words.ts';
import { feedReplySchema, MAX_FEED_ROWS } from '../../../src/domain/gatekeeper/requests.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { announcePallets, tags } from './context.ts';
import { actorOf } from '../../shared/actor.ts';
import { loadItemMaster, loadManifests } from './feed.service.ts';

const admin: Access = { admin: true };
// The feeds' fields are labelled by the office words, not the device's.
const words = gatekeeperOfficeWords.ns;
/** A feed is larger than an ordinary JSON body: 50,000 item master rows are about 10 MB. */
const FEED_BODY_LIMIT = 16 * 1024 * 1024;
const feedBody = z.union([z.array(z.unknown()).check(z.maxLength(MAX_FEED_ROWS)), z.string().check(z.maxLength(FEED_BODY_LIMIT))]);

/**
 * The ERP-style feeds (administrators): manifests and the item master, as JSON arrays or CSV text.
 * Large office work: bounded and behind the gate's queries (server/shared/heavy-work.ts).
 */
export default async function feedRoutes(app: FastifyInstance) {
  // CSV arrives as text (this plugin's scope only); the service reads its header row.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: FEED_BODY_LIMIT }, (_request, body, done) => done(null, body));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(P.feedManifests, {
    config: { access: admin, words },
    bodyLimit: FEED_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Load pallet manifests: rows palletNo, gateCountry, upc, qty; each pallet named is replaced whole',
      body: feedBody,
      response: replies(feedReplySchema),
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const loaded = await app.heavyWork(String(actor.userId), () => loadManifests(app.db, request.body, actor));
      announcePallets(app);
      return ok(loaded, OFFICE('manifestsLoaded', { count: loaded.manifests, rows: loaded.rows }));
    },
  });

  r.post(P.feedItemMaster, {
    config: { access: admin, words },
    bodyLimit: FEED_BODY_LIMIT,
    schema: { tags, summary: 'Load item master rows by UPC (inserted or updated)', body: feedBody, response: replies(feedReplySchema) },
    handler: async (request) => {
      const actor = actorOf(request);
      const loaded = await app.heavyWork(String(actor.userId), () => loadItemMaster(app.db, request.body, actor));
      return ok(loaded, OFFICE('itemsLoaded', { count: loaded.rows }));
    },
  });
}
