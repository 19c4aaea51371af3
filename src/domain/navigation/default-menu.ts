import { PAGES, type PagePath } from '../pages.ts';
import type { MenuNode } from './contracts.ts';
import { DASHBOARD_PATH } from './menu-rules.ts';

interface SectionDef {
  id: string;
  title: string;
  translate: string;
  icon: string;
}

const SECTIONS = {
  administration: { id: 'administration', title: 'Administration', translate: 'nav.administration', icon: 'admin_panel_settings' },
  catalogue: { id: 'catalogue', title: 'Catalogue', translate: 'nav.catalogue', icon: 'inventory_2' },
  activation: { id: 'activation', title: 'Activation', translate: 'nav.activation', icon: 'task_alt' },
  stock: { id: 'stock', title: 'Stock', translate: 'nav.stock', icon: 'warehouse' },
  orders: { id: 'orders', title: 'Orders', translate: 'nav.orders', icon: 'shopping_cart' },
  shipping: { id: 'shipping-delivery', title: 'Shipping & delivery', translate: 'nav.shippingDelivery', icon: 'local_shipping' },
  gatekeeper: { id: 'gatekeeper-section', title: 'Gatekeeper', translate: 'nav.gatekeeperSection', icon: 'qr_code_scanner' },
  reports: { id: 'reports', title: 'Reports', translate: 'nav.reports', icon: 'assessment' },
} as const satisfies Record<string, SectionDef>;

interface EntryDef {
  section: keyof typeof SECTIONS;
  id: string;
  translate: string;
  icon: string;
}

/**
 * Where each page sits in the default menu. Keyed by every page path, so a page added to PAGES
 * without a place here fails the type check instead of silently missing from the menu. Ids are
 * stable: users' shortcuts name them.
 */
const ENTRIES: Record<PagePath, EntryDef> = {
  '/apps/country-settings': { section: 'administration', id: 'country-settings', translate: 'nav.countrySettings', icon: 'public' },
  '/apps/state-settings': { section: 'administration', id: 'state-settings', translate: 'nav.stateSettings', icon: 'map' },
  '/apps/area-settings': { section: 'administration', id: 'area-settings', translate: 'nav.areaSettings', icon: 'place' },
  '/apps/campaign-details': { section: 'administration', id: 'campaign-details', translate: 'nav.campaignDetails', icon: 'campaign' },
  '/apps/manage-auth': { section: 'administration', id: 'manage-auth', translate: 'nav.manageAuth', icon: 'qr_code_2' },
  '/apps/menu-settings': { section: 'administration', id: 'menu-settings', translate: 'nav.menuSettings', icon: 'menu' },
  '/apps/user-access': { section: 'administration', id: 'user-access', translate: 'nav.userAccess', icon: 'manage_accounts' },
  '/apps/audit-log': { section: 'administration', id: 'audit-log', translate: 'nav.auditLog', icon: 'history' },
  '/apps/products-view': { section: 'catalogue', id: 'products-view', translate: 'nav.productsView', icon: 'inventory_2' },
  '/apps/rrp-price-criteria': { section: 'catalogue', id: 'rrp-price-criteria', translate: 'nav.rrpPriceCriteria', icon: 'price_change' },
  '/apps/bulk-update': { section: 'catalogue', id: 'bulk-update', translate: 'nav.bulkUpdate', icon: 'dynamic_feed' },
  '/apps/product-frame': { section: 'catalogue', id: 'product-frame', translate: 'nav.productFrame', icon: 'crop_original' },
  '/apps/studio-model-profile': {
    section: 'catalogue',
    id: 'studio-model-profile',
    translate: 'nav.studioModelProfile',
    icon: 'view_in_ar',
  },
  '/apps/cms/product-activation': { section: 'activation', id: 'product-activation', translate: 'nav.productActivation', icon: 'task_alt' },
  '/apps/cms/product-update': { section: 'activation', id: 'product-update', translate: 'nav.productUpdate', icon: 'update' },
  '/apps/activation-rejection': {
    section: 'activation',
    id: 'activation-rejection',
    translate: 'nav.activationRejection',
    icon: 'error_outline',
  },
  '/apps/pid-activation-details': {
    section: 'activation',
    id: 'pid-activation-details',
    translate: 'nav.pidActivationDetails',
    icon: 'fact_check',
  },
  '/apps/encoder-stock-in-transit': {
    section: 'stock',
    id: 'encoder-stock-in-transit',
    translate: 'nav.encoderStockInTransit',
    icon: 'move_to_inbox',
  },
  '/apps/b2b-transfer': { section: 'stock', id: 'b2b-transfer', translate: 'nav.b2bTransfer', icon: 'swap_horiz' },
  '/apps/order-failure': { section: 'orders', id: 'order-failure', translate: 'nav.orderFailure', icon: 'report_problem' },
  '/apps/shipping-charge-settings': {
    section: 'shipping',
    id: 'shipping-charge-settings',
    translate: 'nav.shippingChargeSettings',
    icon: 'sell',
  },
  '/apps/delivery-timeline': { section: 'shipping', id: 'delivery-timeline', translate: 'nav.deliveryTimeline', icon: 'schedule' },
  '/apps/gatekeeper': { section: 'gatekeeper', id: 'gatekeeper', translate: 'nav.gatekeeper', icon: 'qr_code_scanner' },
  '/apps/gatekeeper-rules': { section: 'gatekeeper', id: 'gatekeeper-rules', translate: 'nav.gatekeeperRules', icon: 'rule' },
  '/apps/gatekeeper-report': { section: 'gatekeeper', id: 'gatekeeper-report', translate: 'nav.gatekeeperReport', icon: 'assessment' },
  '/apps/gatekeeper-items-report': {
    section: 'gatekeeper',
    id: 'gatekeeper-items-report',
    translate: 'nav.gatekeeperItemsReport',
    icon: 'summarize',
  },
  '/apps/product-activation-report': {
    section: 'reports',
    id: 'product-activation-report',
    translate: 'nav.productActivationReport',
    icon: 'assessment',
  },
  '/apps/pending-stock-in-transit-report': {
    section: 'reports',
    id: 'pending-stock-in-transit-report',
    translate: 'nav.pendingStockInTransitReport',
    icon: 'summarize',
  },
  '/apps/arabic-edit-view': { section: 'reports', id: 'arabic-edit-view', translate: 'nav.arabicEditView', icon: 'translate' },
};

/**
 * The menu a fresh install stores for every data centre: the dashboard, then one collapse per area
 * under 'Applications', every page of the catalogue exactly once.
 */
export function defaultMenu(): MenuNode[] {
  const titles = new Map<string, string>(PAGES.map((p) => [p.path, p.title]));
  const entries = Object.entries(ENTRIES) as [PagePath, EntryDef][];
  const collapses: MenuNode[] = Object.entries(SECTIONS).map(([key, section]) => ({
    ...section,
    type: 'collapse',
    children: entries
      .filter(([, entry]) => entry.section === key)
      .map(([url, entry]) => ({
        id: entry.id,
        title: titles.get(url) ?? url,
        translate: entry.translate,
        type: 'item',
        icon: entry.icon,
        url,
        exact: true,
      })),
  }));
  return [
    { id: 'dashboard', title: 'Dashboard', translate: 'nav.dashboard', type: 'item', icon: 'dashboard', url: DASHBOARD_PATH, exact: true },
    { id: 'applications', title: 'Applications', translate: 'nav.applications', type: 'group', icon: 'apps', children: collapses },
  ];
}

/** The key of a page's title in the menu's strings (namespace `nav`), e.g. 'nav.countrySettings'. */
export const pageTitleKey = (path: string): string | undefined => ENTRIES[path as PagePath]?.translate;
