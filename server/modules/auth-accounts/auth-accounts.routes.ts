import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  AUTH_ACCOUNT_PATHS as P,
  accountFilterSchema,
  accountListQuerySchema,
  addIssuerRequestSchema,
  authAccountQrSchema,
  authAccountSchema,
  issuerSchema,
  registerAccountRequestSchema,
  verifyCodeReplySchema,
  verifyCodeRequestSchema,
} from '../../../src/domain/auth-accounts/contracts.ts';
import { AUTH_ACCOUNT_MESSAGES as M } from '../../../src/domain/auth-accounts/messages.ts';
import { pageOf } from '../../../src/domain/envelope.ts';
import { revisionQuerySchema } from '../../../src/domain/history/history.ts';
import type { Access } from '../../plugins/access.ts';
import { ok, replies } from '../../plugins/reply.ts';
import { actorOf, type Actor } from '../../shared/actor.ts';
import { idParams } from '../../shared/id-params.ts';
import * as accounts from './auth-accounts.service.ts';
import { verifyCode } from './auth-verify.service.ts';
import { createSecretBox } from './secret-box.ts';

const tag = ['auth accounts'];
const read: Access = { page: '/apps/manage-auth', level: 'L1' };
const write: Access = { page: '/apps/manage-auth', level: 'L2' };
/** The page the change log names for the administrators' issuer list, whose access names none. */
const ownPage = (actor: Actor): Actor => (actor.trail ? { ...actor, trail: { ...actor.trail, page: write.page } } : actor);
// These calls carry a few short fields.
const SMALL_BODY = 4 * 1024;

/** Manage Auth (spec 000 §2, §7): authenticator accounts with TOTP secrets, their QR codes, and the OTP check. */
export default async function authAccountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(app.config.SECRETS_KEY);

  // Seeded accounts are written without the key; they get their secrets here, at start.
  const sealed = await accounts.sealMissingSecrets(app.db, box);
  if (sealed > 0) app.log.info({ sealed }, 'sealed TOTP secrets for seeded authenticator accounts');

  r.get(P.issuers, {
    config: { access: read },
    schema: { tags: tag, summary: 'The issuers accounts may be registered under, by name', response: replies(z.array(issuerSchema)) },
    handler: async () => ok(await accounts.listIssuers(app.db)),
  });

  r.post(P.issuers, {
    config: { access: { admin: true } },
    bodyLimit: SMALL_BODY,
    schema: {
      tags: tag,
      summary: 'Extend the issuer list (administrators)',
      body: addIssuerRequestSchema,
      response: replies(issuerSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await accounts.addIssuer(app.db, request.body.name, ownPage(actorOf(request))), M.issuerAdded)),
  });

  r.post(P.list, {
    config: { access: read },
    bodyLimit: SMALL_BODY,
    schema: {
      tags: tag,
      summary: 'One page of accounts, newest first unless sorted, by issuer and part of the account code',
      querystring: accountListQuerySchema,
      body: z.optional(accountFilterSchema),
      response: replies(pageOf(authAccountSchema)),
    },
    handler: async (request) => ok(await accounts.listAccounts(app.db, request.query, request.body ?? { issuer: '', accountCode: '' })),
  });

  r.post(P.register, {
    config: { access: write },
    bodyLimit: SMALL_BODY,
    schema: {
      tags: tag,
      summary: 'Register an account with a new TOTP secret; answers its QR image (data) and otpauth URI',
      body: registerAccountRequestSchema,
      response: replies(authAccountQrSchema, [400, 401, 403, 409], 201),
    },
    handler: async (request, reply) => {
      const account = await accounts.registerAccount(app.db, box, request.body, actorOf(request));
      return reply.code(201).send(ok(account, M.registered));
    },
  });

  r.get(`${P.account}/:id/qr`, {
    config: { access: write },
    schema: {
      tags: tag,
      summary: "Show an account's QR again (L2: it reveals the secret)",
      params: idParams,
      response: replies(authAccountQrSchema, [400, 401, 403, 404]),
    },
    handler: async (request) => ok(await accounts.accountQr(app.db, box, request.params.id)),
  });

  r.delete(`${P.account}/:id`, {
    config: { access: write },
    schema: {
      tags: tag,
      summary: 'Delete an account at the revision read (kept in the change log for Undo and Restore)',
      params: idParams,
      querystring: revisionQuerySchema,
      response: replies(z.null(), [400, 401, 403, 404, 409]),
    },
    handler: async (request) => {
      await accounts.deleteAccount(app.db, request.params.id, request.query.revision, actorOf(request));
      return ok(null, M.deleted);
    },
  });

  r.post(P.verify, {
    config: { access: write },
    bodyLimit: SMALL_BODY,
    schema: {
      tags: tag,
      summary: "Check a code against an account's TOTP (OTP authorization); a code is accepted once, wrong codes are rate limited",
      body: verifyCodeRequestSchema,
      response: replies(verifyCodeReplySchema, [400, 401, 403, 404, 429]),
    },
    handler: async (request) => {
      const { reply, message } = await verifyCode(app.db, box, request.body);
      return ok(reply, message);
    },
  });
}
