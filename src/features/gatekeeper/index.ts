/** The gatekeeper device flow's entry for the app shell; the page is imported lazily by the router. */
export { gatekeeperResources, GATEKEEPER_NS } from './i18n.ts';
