import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { revisionQuerySchema } from '../../../src/domain/history/history.ts';
import { LISTS_MESSAGES as M } from '../../../src/domain/lists/messages.ts';
import {
  layoutBodySchema,
  LIST_VIEW_PATHS,
  savedLayoutSchema,
  savedViewSchema,
  viewBodySchema,
  viewChangeSchema,
} from '../../../src/domain/lists/views.ts';
import { authOf, type Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as views from './list-views.service.ts';

const tags = ['lists'];
/** Any signed-in user reads their own; the page a view or layout names is checked by the service (L1 on it). */
const own: Access = { signedIn: true };
const onItsPage: Access = { signedIn: true, perRecord: true };

/** Saved views and column layouts of the lists, per user (docs/api.md, "Saved views"). */
export default async function listViewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(LIST_VIEW_PATHS.views, {
    config: { access: own },
    schema: {
      tags,
      summary: "The user's saved views and the published ones, of every page the user holds",
      response: replies(z.array(savedViewSchema), [401]),
    },
    handler: async (request) => ok(await views.listViews(app.db, authOf(request))),
  });

  r.post(LIST_VIEW_PATHS.views, {
    config: { access: onItsPage },
    schema: {
      tags,
      summary: 'Saves a named view of a list; 409 when the user has one of that name on the list; publishing is for administrators',
      body: viewBodySchema,
      response: replies(savedViewSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) => {
      const view = await views.createView(app.db, authOf(request), request.body, actorOf(request));
      return reply.code(201).send(ok(view, M.viewSaved));
    },
  });

  r.put(`${LIST_VIEW_PATHS.views}/:id`, {
    config: { access: onItsPage },
    schema: {
      tags,
      summary: 'Renames or overwrites a view, or makes it the default; 409 when it changed since the revision read',
      params: idParams,
      body: viewChangeSchema,
      response: replies(savedViewSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) =>
      ok(await views.updateView(app.db, authOf(request), request.params.id, request.body, actorOf(request)), M.viewUpdated),
  });

  r.delete(`${LIST_VIEW_PATHS.views}/:id`, {
    config: { access: onItsPage },
    schema: {
      tags,
      summary: 'Deletes a view, if it is still at the revision read',
      params: idParams,
      querystring: revisionQuerySchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      await views.deleteView(app.db, authOf(request), request.params.id, request.query.revision, actorOf(request));
      return ok(null, M.viewDeleted);
    },
  });

  r.get(LIST_VIEW_PATHS.layouts, {
    config: { access: own },
    schema: {
      tags,
      summary: "The user's column layouts of every list, of every page the user holds",
      response: replies(z.array(savedLayoutSchema), [401]),
    },
    handler: async (request) => ok(await views.listLayouts(app.db, authOf(request))),
  });

  r.put(LIST_VIEW_PATHS.layouts, {
    config: { access: onItsPage },
    schema: {
      tags,
      summary: "Keeps a list's columns (order, hidden, widths, pinned, density) for the user",
      body: layoutBodySchema,
      response: replies(savedLayoutSchema, [400, 401, 403, 409]),
    },
    handler: async (request) => ok(await views.saveLayout(app.db, authOf(request), request.body, actorOf(request)), M.layoutSaved),
  });
}
