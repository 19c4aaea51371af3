import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  GATEKEEPER_PATHS as P,
  MAX_SYNC_BATCH,
  operationResultSchema,
  syncReplySchema,
  type Operation,
} from '../../../src/domain/gatekeeper/contracts.ts';
import {
  closePalletRequestSchema,
  markExcessRequestSchema,
  markMissingRequestSchema,
  scanRequestSchema,
} from '../../../src/domain/gatekeeper/requests.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { saidResult, wordsOfResult } from './answer-words.ts';
import { deviceWrite, emitCounts, tags } from './context.ts';
import { actorOf } from '../../shared/actor.ts';
import { applyOperation } from './operations.service.ts';
import { syncOperations } from './sync.service.ts';

const writeReplies = replies(operationResultSchema, [400, 401, 403, 404, 409]);
/** A batch of up to 500 operations is about 100 KB; leave room. */
const SYNC_BODY_LIMIT = 1024 * 1024;
/** Parsing JSON this deep is still cheap; past it the whole body is refused before it is read. */
const SYNC_BODY_DEPTH = 10_000;

/** The writes of the device, one by one or as a batch; each applied once per opId (DESIGN.md §7). */
export default async function operationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const apply = async (request: Parameters<typeof actorOf>[0], op: Operation) => {
    const { result, fresh } = await applyOperation(app.db, op, actorOf(request));
    if (fresh) emitCounts(app, op.palletNo, result.counts);
    const said = saidResult(result);
    return ok(said, wordsOfResult(said));
  };
  const deviceTime = (given: string | undefined) => given ?? new Date().toISOString();

  r.post(P.scan, {
    config: { access: deviceWrite },
    schema: { tags, summary: "Scan a UPC: data.action is the server's verdict", body: scanRequestSchema, response: writeReplies },
    handler: (request) => apply(request, { type: 'scan', ...request.body, deviceTime: deviceTime(request.body.deviceTime) }),
  });

  r.put(P.markExcess, {
    config: { access: deviceWrite },
    schema: { tags, summary: 'Add a unit of a UPC as excess', body: markExcessRequestSchema, response: writeReplies },
    handler: (request) => apply(request, { type: 'mark-excess', ...request.body, deviceTime: deviceTime(request.body.deviceTime) }),
  });

  r.put(P.markMissing, {
    config: { access: deviceWrite },
    schema: {
      tags,
      summary: 'Mark every unscanned unit of the listed UPCs missing',
      body: markMissingRequestSchema,
      response: writeReplies,
    },
    handler: (request) => apply(request, { type: 'mark-missing', ...request.body, deviceTime: deviceTime(request.body.deviceTime) }),
  });

  r.put(P.close, {
    config: { access: deviceWrite },
    schema: { tags, summary: 'Close a pallet: it refuses every write afterwards', body: closePalletRequestSchema, response: writeReplies },
    handler: (request) => apply(request, { type: 'close', ...request.body, deviceTime: deviceTime(request.body.deviceTime) }),
  });

  r.post(P.sync, {
    // Each operation is checked alone (sync.service.ts), so one hostile entry is refused by itself;
    // deep enough for an entry nested thousands deep to reach that check and be answered.
    config: { access: deviceWrite, bodyItemsCheckedAlone: true, bodyDepth: SYNC_BODY_DEPTH },
    bodyLimit: SYNC_BODY_LIMIT,
    schema: {
      tags,
      summary: `Apply a device's operations in order (at most ${MAX_SYNC_BATCH}); one answer per operation: 'conflict' when the pallet refuses it, 'refused' when it is malformed`,
      // Each operation is checked on its own, so one malformed entry is answered and the rest still apply.
      body: z.object({
        operations: z.array(z.unknown()).check(z.minLength(1), z.maxLength(MAX_SYNC_BATCH)),
      }),
      response: replies(syncReplySchema),
    },
    handler: async (request) => {
      const { results, changed } = await syncOperations(app.db, request.body.operations, actorOf(request));
      for (const [palletNo, counts] of changed) emitCounts(app, palletNo, counts);
      return ok({ results: results.map((result) => saidResult(result)) });
    },
  });
}
