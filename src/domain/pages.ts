/**
 * The screens of the spec, one entry per page a user can be granted. Menus link to these paths,
 * grants name them, and every API route declares which one it serves (DESIGN.md §5).
 */
export interface PageDef {
  path: string;
  title: string;
  /** Area of the spec (one folder in src/features and server/modules). */
  area: string;
  /** Pages only administrators may open, whatever the grants say. */
  adminOnly?: boolean;
}

export const PAGES = [
  { path: '/apps/activation-rejection', title: 'Activation Rejection', area: 'activation' },
  { path: '/apps/area-settings', title: 'Area Settings', area: 'reference' },
  { path: '/apps/country-settings', title: 'Country Settings', area: 'reference' },
  { path: '/apps/state-settings', title: 'State Settings', area: 'reference' },
  { path: '/apps/campaign-details', title: 'Campaign Details', area: 'campaigns' },
  { path: '/apps/manage-auth', title: 'Manage Auth', area: 'manage-auth' },
  { path: '/apps/menu-settings', title: 'Menu Settings', area: 'menu-settings', adminOnly: true },
  { path: '/apps/user-access', title: 'Users and Access', area: 'user-access', adminOnly: true },
  { path: '/apps/order-failure', title: 'Order Failure', area: 'orders' },
  { path: '/apps/pending-stock-in-transit-report', title: 'Pending Stock In Transit Report', area: 'catalogue' },
  { path: '/apps/pid-activation-details', title: 'PID Activation Details', area: 'activation' },
  { path: '/apps/product-activation-report', title: 'Product Activation Report', area: 'activation' },
  { path: '/apps/cms/product-activation', title: 'Product Activation', area: 'activation' },
  { path: '/apps/cms/product-update', title: 'Product Update', area: 'activation' },
  { path: '/apps/products-view', title: 'Product View', area: 'catalogue' },
  { path: '/apps/rrp-price-criteria', title: 'RRP Price Criteria', area: 'catalogue' },
  { path: '/apps/bulk-update', title: 'Bulk Update', area: 'catalogue' },
  { path: '/apps/shipping-charge-settings', title: 'Shipping Charge Settings', area: 'shipping' },
  { path: '/apps/encoder-stock-in-transit', title: 'Encoder Stock In Transit', area: 'catalogue' },
  { path: '/apps/gatekeeper', title: 'Gate Keeper', area: 'gatekeeper' },
  { path: '/apps/gatekeeper-report', title: 'Gate Keeper Report', area: 'gatekeeper' },
  { path: '/apps/gatekeeper-items-report', title: 'Gate Keeper Items Report', area: 'gatekeeper' },
  { path: '/apps/gatekeeper-rules', title: 'Gate Keeper Rules', area: 'gatekeeper' },
  { path: '/apps/delivery-timeline', title: 'Delivery Timeline', area: 'delivery' },
  { path: '/apps/b2b-transfer', title: 'B2B Transfer', area: 'b2b' },
  { path: '/apps/product-frame', title: 'Product Frame', area: 'product-frame' },
  { path: '/apps/arabic-edit-view', title: 'Arabic Edit Report', area: 'reports' },
  { path: '/apps/studio-model-profile', title: 'Studio Model Profile', area: 'catalogue' },
  { path: '/apps/audit-log', title: 'Audit Log', area: 'audit' },
] as const satisfies readonly PageDef[];

export type PagePath = (typeof PAGES)[number]['path'];

export const GATEKEEPER_PAGES: readonly PagePath[] = ['/apps/gatekeeper', '/apps/gatekeeper-report', '/apps/gatekeeper-items-report'];

export function findPage(path: string): PageDef | undefined {
  return PAGES.find((p) => p.path === path);
}
