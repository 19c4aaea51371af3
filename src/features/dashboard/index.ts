/** The dashboard feature's entry for the app shell; the page is imported lazily by the router. */
export { dashboardResources, DASHBOARD_NS } from './i18n.ts';
