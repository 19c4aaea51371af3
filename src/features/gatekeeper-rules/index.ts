/** Gate Keeper Rules' entry for the app shell; the page is imported lazily by the router. */
export { gatekeeperRulesResources, GATEKEEPER_RULES_NS } from './i18n.ts';
