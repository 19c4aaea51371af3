import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  countsSchema,
  GATEKEEPER_PATHS as P,
  palletHeaderSchema,
  palletItemSchema,
  palletSnapshotSchema,
} from '../../../src/domain/gatekeeper/contracts.ts';
import {
  importPalletRequestSchema,
  MAX_OPEN_PALLETS,
  MAX_PALLET_ITEMS,
  palletItemsQuerySchema,
  palletQuerySchema,
} from '../../../src/domain/gatekeeper/requests.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { announcePallets, deviceRead, deviceWrite, tags } from './context.ts';
import { actorOf } from '../../shared/actor.ts';
import * as pallets from './pallets.service.ts';
import { snapshot } from './sync.service.ts';

/** A pallet on the device: header, import, counts, items, the offline snapshot, pallets to pre-load. */
export default async function palletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(P.pallet, {
    config: { access: deviceRead },
    schema: {
      tags,
      summary: 'A pallet header (palletNo, isClosed, counts); 404 when unknown',
      querystring: palletQuerySchema,
      response: replies(palletHeaderSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(pallets.toHeader(await pallets.palletOrThrow(app.db, request.query.palletNo))),
  });

  r.post(P.importPallet, {
    config: { access: deviceWrite },
    schema: {
      tags,
      summary: 'Import a pallet from its manifest; a known pallet is answered unchanged',
      body: importPalletRequestSchema,
      response: replies(palletHeaderSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => {
      const pallet = await pallets.importPallet(app.db, request.body.palletNo, actorOf(request));
      announcePallets(app, [request.body.palletNo]);
      return ok(pallets.toHeader(pallet));
    },
  });

  r.get(P.counts, {
    config: { access: deviceRead },
    schema: {
      tags,
      summary: 'Scanned, total, missing and excess units of a pallet',
      querystring: palletQuerySchema,
      response: replies(countsSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(pallets.countsOf(await pallets.palletOrThrow(app.db, request.query.palletNo))),
  });

  r.get(P.palletItems, {
    config: { access: deviceRead },
    schema: {
      tags,
      summary: `Items of a pallet, optionally only scanned or unscanned ones (at most ${MAX_PALLET_ITEMS})`,
      querystring: palletItemsQuerySchema,
      response: replies(z.array(palletItemSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await pallets.palletItems(app.db, request.query.palletNo, request.query.isScanned, MAX_PALLET_ITEMS)),
  });

  r.get(P.snapshot, {
    config: { access: deviceWrite },
    schema: {
      tags,
      summary: 'What a device needs to work on a pallet offline (imports it when unknown)',
      querystring: palletQuerySchema,
      response: replies(palletSnapshotSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await snapshot(app.db, request.query.palletNo, actorOf(request))),
  });

  r.get(P.openPallets, {
    config: { access: deviceRead },
    schema: {
      tags,
      summary: `Open pallets, newest first (at most ${MAX_OPEN_PALLETS}), to pre-load`,
      response: replies(z.array(palletHeaderSchema)),
    },
    handler: async () => ok(await pallets.openPallets(app.db, MAX_OPEN_PALLETS)),
  });
}
