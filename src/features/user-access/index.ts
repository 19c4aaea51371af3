/** The Users and Access feature's entry for the app shell; the page is imported lazily by the router. */
export { userAccessResources, USER_ACCESS_NS } from './i18n.ts';
