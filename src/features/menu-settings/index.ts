/** The Menu Settings feature's entry for the app shell; the page is imported lazily by the router. */
export { menuSettingsResources, MENU_SETTINGS_NS } from './i18n.ts';
