/** The Manage Auth feature's entry for the app shell; the page is imported lazily by the router. */
export { manageAuthResources, MANAGE_AUTH_NS } from './i18n.ts';
