import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { pageOf } from '../../../src/domain/envelope.ts';
import { TRACKED_ENTITIES, type EntityName } from '../../../src/domain/history/entities.ts';
import {
  auditLogQuerySchema,
  changeEntrySchema,
  entryParamsSchema,
  historyQuerySchema,
  undoLatestBodySchema,
} from '../../../src/domain/history/history.ts';
import { HISTORY_MESSAGES as M } from '../../../src/domain/history/messages.ts';
import { HISTORY_PATHS } from '../../../src/domain/history/paths.ts';
import { authOf, mayAccess, type Access } from '../../plugins/access.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import * as history from './history.service.ts';
import { zoneOf } from '../../shared/zone.ts';

const tags = ['history'];
const AUDIT_PAGE = '/apps/audit-log';
const auditRead: Access = { page: AUDIT_PAGE, level: 'L1' };
/** Restore: the Audit Log, and L2 on the page of the record restored. */
const auditRestore: Access = { page: AUDIT_PAGE, level: 'L1', perRecord: true };
/** The record's own page decides: L1 to read its history, L2 to undo a change of it. */
const recordAccess: Access = { signedIn: true, perRecord: true };

const pageOfEntity = (entity: string) => TRACKED_ENTITIES[entity as EntityName];
/** L2 on the page that owns the record: what an Undo or a Restore of it needs, as the write itself did. */
const writerOn = (request: FastifyRequest) => (entity: string) => {
  const page = pageOfEntity(entity);
  return page !== undefined && mayAccess(authOf(request), page, 'L2');
};

/** The change log: a record's history, the Audit Log, Undo and Restore (docs/api.md, "History"). */
export default async function historyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(HISTORY_PATHS.history, {
    // The record's own page at L1, or the Audit Log: checked below, since the page depends on the entity.
    config: { access: recordAccess },
    schema: {
      tags,
      summary: "A record's changes, newest first: who, when, and each field before and after",
      querystring: historyQuerySchema,
      response: replies(pageOf(changeEntrySchema)),
    },
    handler: async (request) => {
      const auth = authOf(request);
      if (!mayAccess(auth, pageOfEntity(request.query.entity), 'L1') && !mayAccess(auth, AUDIT_PAGE, 'L1'))
        throw new HttpError(403, AUTH_MESSAGES.forbidden);
      return ok(await history.recordHistory(app.db, request.query));
    },
  });

  r.get(HISTORY_PATHS.auditLog, {
    config: { access: auditRead },
    schema: {
      tags,
      summary: 'The whole change log, newest first, by user, page, record, action and days of the data centre',
      querystring: auditLogQuerySchema,
      response: replies(pageOf(changeEntrySchema)),
    },
    handler: async (request) => ok(await history.auditLog(app.db, request.query, zoneOf(request))),
  });

  r.post(HISTORY_PATHS.undo(':id'), {
    config: { access: recordAccess },
    schema: {
      tags,
      summary: "Puts back the record's state before the entry, as a new entry; 409 when it changed since",
      params: entryParamsSchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      await history.undo(app.db, request.params.id, actorOf(request), writerOn(request));
      return ok(null, M.undone);
    },
  });

  r.post(HISTORY_PATHS.undoLatest, {
    config: { access: recordAccess },
    schema: {
      tags,
      summary: "Undoes the user's own newest change of a record, if nobody changed it since (the toast's Undo)",
      body: undoLatestBodySchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      await history.undoOwnLatest(app.db, request.body, actorOf(request), writerOn(request));
      return ok(null, M.undone);
    },
  });

  r.post(HISTORY_PATHS.restore(':id'), {
    config: { access: auditRestore },
    schema: {
      tags,
      summary: 'Brings back a deleted record from its delete entry; 409 when its code is taken now',
      params: entryParamsSchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      await history.restore(app.db, request.params.id, actorOf(request), writerOn(request));
      return ok(null, M.restored);
    },
  });
}
