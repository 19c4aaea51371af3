/** The reference-data feature's entry for the app shell; the pages are imported lazily by the router. */
export { referenceResources, REFERENCE_NS } from './i18n.ts';
