import type { FastifyInstance } from 'fastify';
import type { errorResponseBuilderContext } from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  REGISTER_PATH,
  loginRequestSchema,
  registerRequestSchema,
  sessionReplySchema,
  userUpdateRequestSchema,
} from '../../../src/domain/auth/contracts.ts';
import { AUTH_MESSAGES } from '../../../src/domain/auth/messages.ts';
import { API_PATHS } from '../../../src/domain/services.ts';
import { authOf } from '../../plugins/access.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { trailOf } from '../../shared/actor.ts';
import * as auth from './auth.service.ts';
import type { DeviceCookies } from './device-cookie.ts';

const tag = ['auth'];

/** Sign-in, token sign-in, registration and the user's own settings (spec 000 §4, §7). */
export default async function authRoutes(app: FastifyInstance, deps: auth.AuthDeps & { devices: DeviceCookies }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secondsLeft = (context: errorResponseBuilderContext) => Math.max(1, Math.ceil(context.ttl / 1000));
  const tooMany = (_: unknown, context: errorResponseBuilderContext) =>
    new HttpError(429, AUTH_MESSAGES.tryAgainIn(secondsLeft(context)), undefined, secondsLeft(context));
  const tooManyRegistrations = (_: unknown, context: errorResponseBuilderContext) =>
    new HttpError(429, AUTH_MESSAGES.tooManyRegistrations, undefined, secondsLeft(context));

  r.post(API_PATHS.login, {
    config: {
      access: { public: true },
      rateLimit: { max: deps.loginLimitPerMinute, timeWindow: '1 minute', errorResponseBuilder: tooMany },
    },
    schema: {
      tags: tag,
      summary: 'Sign in with employee number or email',
      security: [],
      body: loginRequestSchema,
      response: replies(sessionReplySchema, [400, 401, 403, 429]),
    },
    handler: async (request, reply) => {
      const device = deps.devices.read(request.headers.cookie);
      const { session, userId } = await auth.login(deps, request.body, device);
      reply.header('set-cookie', deps.devices.header(deps.devices.remember(device, userId), request.protocol === 'https'));
      return ok(session, AUTH_MESSAGES.signedIn);
    },
  });

  r.get(API_PATHS.tokenLogin, {
    config: { access: { signedIn: true } },
    schema: {
      tags: tag,
      summary: 'Sign in again with the stored token; answers a fresh token',
      response: replies(sessionReplySchema, [401]),
    },
    handler: async (request) => ok(await auth.tokenLogin(deps, authOf(request)), AUTH_MESSAGES.signedIn),
  });

  r.post(API_PATHS.logout, {
    config: { access: { signedIn: true } },
    schema: {
      tags: tag,
      summary: "Sign out: ends this token's session, and every token issued for it",
      response: replies(z.null(), [401]),
    },
    handler: async (request) => {
      await auth.logout(deps, authOf(request));
      return ok(null, AUTH_MESSAGES.signedOut);
    },
  });

  r.post(API_PATHS.register, {
    config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute', errorResponseBuilder: tooManyRegistrations } },
    schema: {
      tags: tag,
      summary: 'Create a disabled account with no grants',
      security: [],
      body: registerRequestSchema,
      response: replies(z.object({ userId: z.int() }), [400, 409, 429], 201),
    },
    handler: async (request, reply) => {
      const registered = await auth.register(deps, request.body, trailOf(request, REGISTER_PATH, deps.dataCentre));
      return reply.code(201).send(ok(registered, AUTH_MESSAGES.registered));
    },
  });

  r.post(API_PATHS.userUpdate, {
    config: { access: { signedIn: true } },
    schema: {
      tags: tag,
      summary: "Save the signed-in user's settings and shortcuts",
      body: userUpdateRequestSchema,
      response: replies(z.null(), [400, 401]),
    },
    handler: async (request) => {
      await auth.saveUserData(deps, authOf(request).userId, request.body);
      return ok(null, AUTH_MESSAGES.userDataSaved);
    },
  });
}
