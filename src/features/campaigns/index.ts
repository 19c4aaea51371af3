/** The Campaign Details feature's entry for the app shell; the page is imported lazily by the router. */
export { campaignsResources, CAMPAIGNS_NS } from './i18n.ts';
