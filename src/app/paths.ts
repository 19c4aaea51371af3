import type { AccessLevel } from '../domain/navigation/contracts.ts';

/** Paths the shell itself routes to (spec 000 §2). */
export const LOGIN_PATH = '/login';
// The register page's path is the domain's: a registration's change log entry names it as its page.
export { REGISTER_PATH } from '../domain/auth/contracts.ts';
export const LOGOUT_PATH = '/logout';
/** Signs out at once, without the 'Logging out..' page. */
export const AUTH_LOGOUT_PATH = '/auth/logout';
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
export const GATEKEEPER_PATH = '/apps/gatekeeper';

/**
 * Where a signed-in user starts (after sign-in, and on opening '/'): Gate Keeper for a user whose
 * only write grant is the gatekeeper (warehouse staff at the gate), the dashboard for everyone else.
 */
export function landingPath(access: { isAdmin: boolean; levels: Record<string, AccessLevel> }): string {
  if (access.isAdmin) return DEFAULT_SIGNED_IN_PATH;
  const writes = Object.keys(access.levels).filter((page) => access.levels[page] === 'L2');
  return writes.length === 1 && writes[0] === GATEKEEPER_PATH ? GATEKEEPER_PATH : DEFAULT_SIGNED_IN_PATH;
}
export const NOT_FOUND_PATH = '/pages/errors/error-404';
export const SERVER_ERROR_PATH = '/pages/errors/error-500';
export const UNAUTHORIZED_PATH = '/pages/errors/error-401';
/** The language menu's 'Learn More'. */
export const LANGUAGE_DOCS_PATH = '/documentation/configuration/multi-language';
