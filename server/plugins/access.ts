import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages.ts';
import type { AccessLevel } from '../../src/domain/navigation/contracts.ts';
import { levelOnPage, levelSatisfies } from '../../src/domain/navigation/menu-rules.ts';
import type { PagePath } from '../../src/domain/pages.ts';
import { HttpError } from './http-error.ts';

/**
 * What a route needs (DESIGN.md §5). Every /api route declares one; the server refuses to start
 * with a route that does not, so a new endpoint cannot be left open by forgetting.
 */
export type Access =
  { public: true } | ({ signedIn: true } & RecordAccess) | { admin: true } | ({ page: PagePath; level: AccessLevel } & RecordAccess);

/**
 * `perRecord`: the route also needs a grant on the page that owns the record it names (a change
 * log entry's record), which only its handler can know; it refuses (403) without it.
 */
interface RecordAccess {
  perRecord?: true;
}

/** The signed-in user of a request. */
export interface AuthContext {
  userId: number;
  /** The sign-in session of the request's token (sign-out ends it). */
  sessionId: string;
  isAdmin: boolean;
  displayName: string;
  /** The user's data centre: which stored menu is theirs. */
  dataCentre: string;
  grants: Map<string, AccessLevel>;
}

/** An enabled account as the users module answers it, with its page grants. */
export interface SignedInAccount {
  user: { is_admin: boolean; first_name: string; last_name: string; data_centre: string };
  grants: Map<string, AccessLevel>;
}

/** What app.ts hands the plugin: it knows neither tokens nor users itself. */
export interface AccessOptions {
  /** The session token a request carries, if any. */
  tokenOf: (headers: FastifyRequest['headers']) => string | undefined;
  /** The verified token's enabled account while its session is open, or undefined (unknown, disabled, signed out). */
  accountOf: (userId: number, sessionId: string) => Promise<SignedInAccount | undefined>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyInstance {
    /** Every /api route with what it declared: the permission tests walk this list. */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

/** The signed-in user of a request whose route is not public; a programming error otherwise. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`Route ${request.routeOptions.url} reads the user but is public`);
  return request.auth;
}

/** The same rule the menu uses: administrators pass everywhere, administrator pages refuse everyone else. */
export function mayAccess(auth: AuthContext, page: string, level: AccessLevel): boolean {
  return levelSatisfies(levelOnPage(auth.isAdmin, auth.grants, page), level);
}

async function accessPlugin(app: FastifyInstance, options: AccessOptions) {
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) apiRoutes.push({ method, url: route.url, access });
  });

  // onRequest runs before the body is parsed: a stranger's upload is refused unread.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const token = options.tokenOf(request.headers);
    if (!token) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
    const { userId, sessionId } = await app.tokens.verify(token);
    const account = await options.accountOf(userId, sessionId);
    if (!account) throw new HttpError(401, AUTH_MESSAGES.invalidToken);
    const { user, grants } = account;
    const auth: AuthContext = {
      userId,
      sessionId,
      isAdmin: user.is_admin,
      displayName: `${user.first_name} ${user.last_name}`.trim(),
      dataCentre: user.data_centre,
      grants,
    };
    request.auth = auth;
    if ('admin' in access && !auth.isAdmin) throw new HttpError(403, AUTH_MESSAGES.forbidden);
    if ('page' in access && !mayAccess(auth, access.page, access.level)) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['errors'] });
