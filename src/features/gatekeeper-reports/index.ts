/** The gatekeeper reports' entry for the app shell; the pages are imported lazily by the router. */
export { gatekeeperReportsResources, GATEKEEPER_REPORTS_NS } from './i18n.ts';
