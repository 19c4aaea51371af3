import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  applicationSchema,
  dataCentreSchema,
  menuLoadQuerySchema,
  menuLoadReplySchema,
  menuPageSchema,
  menuSaveRequestSchema,
  savedMenuSchema,
  USER_EVENTS,
  userMenuReplySchema,
} from '../../../src/domain/navigation/contracts.ts';
import { API_PATHS } from '../../../src/domain/services.ts';
import { authOf, type Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf } from '../../shared/actor.ts';
import { rowId } from '../../shared/id-params.ts';
import * as menus from './menus.service.ts';
import { zoneFor } from '../../shared/zone.ts';

const tag = ['menus'];
const read: Access = { page: '/apps/menu-settings', level: 'L1' };
const write: Access = { page: '/apps/menu-settings', level: 'L2' };
const appParams = z.object({ appId: rowId });

/** The user's own navigation (menu_v2) and the Menu Settings calls (spec 000 §2, §7). */
export default async function menusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API_PATHS.userMenu, {
    config: { access: { signedIn: true } },
    schema: { tags: tag, summary: "The signed-in user's navigation and level on each page", response: replies(userMenuReplySchema, [401]) },
    handler: async (request) => ok(await menus.userMenu(app.db, authOf(request))),
  });

  r.get(API_PATHS.menuApplications, {
    config: { access: read },
    schema: { tags: tag, summary: 'Applications whose menus can be edited', response: replies(z.array(applicationSchema), [401, 403]) },
    handler: async () => ok(await menus.applications(app.db)),
  });

  r.get(`${API_PATHS.menuDataCentres}/:appId`, {
    config: { access: read },
    schema: {
      tags: tag,
      summary: 'Data centres of an application',
      params: appParams,
      response: replies(z.array(dataCentreSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await menus.dataCentres(app.db, request.params.appId, (dataCentre) => zoneFor(app.config, dataCentre))),
  });

  r.get(`${API_PATHS.menuPages}/:appId`, {
    config: { access: read },
    schema: {
      tags: tag,
      summary: 'Pages a menu node may open',
      params: appParams,
      response: replies(z.array(menuPageSchema), [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await menus.pages(app.db, request.params.appId)),
  });

  r.get(API_PATHS.menu, {
    config: { access: read },
    schema: {
      tags: tag,
      summary: 'The stored menu of an application and data centre, with its id and revision, or null',
      querystring: menuLoadQuerySchema,
      response: replies(menuLoadReplySchema, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await menus.loadMenu(app.db, request.query.appName, request.query.datasenter)),
  });

  r.post(API_PATHS.menu, {
    config: { access: write },
    schema: {
      tags: tag,
      summary: 'Check and store a menu from the revision it was read at (none for a first menu); open sessions reload theirs',
      body: menuSaveRequestSchema,
      response: replies(savedMenuSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const { menu, revision } = request.body;
      const saved = await menus.saveMenu(app.db, menu, revision, actorOf(request));
      // Any signed-in user may be looking at this menu: every open session reloads its own.
      app.io.emit(USER_EVENTS.menuChanged, { appName: menu.appName, datasenter: menu.datasenter.datasenterName });
      return ok(saved, menus.MENU_SAVED);
    },
  });
}
