import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { pageOf, pageQuerySchema } from '../../../src/domain/envelope.ts';
import { USER_EVENTS } from '../../../src/domain/navigation/contracts.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { API_PATHS } from '../../../src/domain/services.ts';
import {
  adminUserSchema,
  createUserRequestSchema,
  grantSchema,
  resetPasswordRequestSchema,
  savedGrantsSchema,
  setEnabledRequestSchema,
  setGrantsRequestSchema,
  userListQuerySchema,
} from '../../../src/domain/users/contracts.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { Access } from '../../plugins/access.ts';
import { userRoom } from '../../plugins/realtime.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { spoken } from '../../plugins/words.ts';
import { actorOf } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as admin from './users-admin.service.ts';

const tag = ['users'];
const read: Access = { page: '/apps/user-access', level: 'L1' };
const write: Access = { page: '/apps/user-access', level: 'L2' };
const M = admin.USER_ADMIN_MESSAGES;

/**
 * Tells every open screen of a user that its session ended, each in the language its socket chose
 * (socket.data.language), then closes them: the token is refused from now on anyway; this makes
 * open screens sign out now, not at their next call.
 */
async function revokeSessions(app: FastifyInstance, userId: number, words: Msg, reason?: string): Promise<void> {
  const room = userRoom(userId);
  try {
    for (const socket of await app.io.in(room).fetchSockets()) {
      socket.emit(USER_EVENTS.sessionRevoked, { userId, ...(reason ? { reason } : {}), ...spoken(words, socket.data.language) });
    }
  } catch (err) {
    app.log.warn({ err, userId }, 'could not tell the open sessions of a user that they ended');
  }
  app.io.in(room).disconnectSockets();
}

/** Users and access (administrators): accounts and their page grants (DESIGN.md §5). */
export default async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API_PATHS.users, {
    config: { access: read },
    schema: {
      tags: tag,
      summary: 'One page of users, searched by employee number, email or name',
      querystring: z.extend(pageQuerySchema, userListQuerySchema.shape),
      response: replies(pageOf(adminUserSchema)),
    },
    handler: async (request) => ok(await admin.listUsers(app.db, request.query)),
  });

  r.post(API_PATHS.users, {
    config: { access: write },
    schema: {
      tags: tag,
      summary: 'Create an account (enabled unless said otherwise), with no grants',
      body: createUserRequestSchema,
      response: replies(adminUserSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) => {
      const user = await admin.createAccount(app.db, request.body, actorOf(request), app.config.DATA_CENTRE);
      return reply.code(201).send(ok(user, M.created));
    },
  });

  r.put(`${API_PATHS.users}/:id/enabled`, {
    config: { access: write },
    schema: {
      tags: tag,
      summary: 'Enable or disable an account read at `revision`; a disabled user is signed out at once; 409 when changed since',
      params: idParams,
      body: setEnabledRequestSchema,
      response: replies(adminUserSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const { id } = request.params;
      const user = await admin.setEnabled(app.db, actorOf(request), id, request.body.enabled, request.body.revision);
      if (user.enabled) app.io.to(userRoom(id)).emit(USER_EVENTS.menuChanged, { userId: id });
      else await revokeSessions(app, id, AUTH_MESSAGES.sessionRevoked);
      return ok(user, user.enabled ? M.enabled : M.disabled);
    },
  });

  r.put(`${API_PATHS.users}/:id/password`, {
    config: { access: write },
    schema: {
      tags: tag,
      summary: 'Set the password of a user read at `revision` (logged only as changed); 409 when changed since',
      params: idParams,
      body: resetPasswordRequestSchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const { id } = request.params;
      await admin.resetPassword(app.db, actorOf(request), id, request.body.password, request.body.revision);
      await revokeSessions(app, id, AUTH_MESSAGES.passwordReset, 'password-reset');
      return ok(null, M.passwordReset);
    },
  });

  r.get(`${API_PATHS.users}/:id/grants`, {
    config: { access: read },
    schema: { tags: tag, summary: "A user's page grants", params: idParams, response: replies(z.array(grantSchema), [400, 401, 403, 404]) },
    handler: async (request) => ok(await admin.grantsOf(app.db, request.params.id)),
  });

  r.put(`${API_PATHS.users}/:id/grants`, {
    config: { access: write },
    schema: {
      tags: tag,
      summary: 'Replace all grants of a user read at `revision` at once; answers them and the user; 409 when changed since',
      params: idParams,
      body: setGrantsRequestSchema,
      response: replies(savedGrantsSchema, [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      const { id } = request.params;
      const saved = await admin.replaceGrants(app.db, actorOf(request), id, request.body.grants, request.body.revision);
      app.io.to(userRoom(id)).emit(USER_EVENTS.menuChanged, { userId: id });
      return ok(saved, M.grantsSaved);
    },
  });
}
