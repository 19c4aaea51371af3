/** The auth feature's entry for the app shell; pages are imported lazily by the router. */
export { authResources, AUTH_NS } from './i18n.ts';
export { hasRole, useSession, type SessionState, type SessionStatus } from './session-store.ts';
