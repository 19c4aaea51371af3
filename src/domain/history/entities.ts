import type { PagePath } from '../pages.ts';

/**
 * Every record the change log knows, by the name the history call takes (`?entity=`), and the page
 * that owns it: reading its history needs that page at L1 (or the Audit Log), undoing or restoring
 * a change of it needs L2 there. A screen that edits a new kind of record adds one line here.
 */
export const TRACKED_ENTITIES = {
  country: '/apps/country-settings',
  state: '/apps/state-settings',
  area: '/apps/area-settings',
  campaign: '/apps/campaign-details',
  'campaign-product': '/apps/campaign-details',
  'auth-issuer': '/apps/manage-auth',
  'auth-account': '/apps/manage-auth',
  user: '/apps/user-access',
  menu: '/apps/menu-settings',
  'shipping-charge': '/apps/shipping-charge-settings',
  'delivery-method': '/apps/delivery-timeline',
  'delivery-timeline': '/apps/delivery-timeline',
  'product-frame': '/apps/product-frame',
  'rrp-rule': '/apps/rrp-price-criteria',
  'stock-item': '/apps/products-view',
  product: '/apps/products-view',
  'stock-in-transit': '/apps/encoder-stock-in-transit',
  'order-failure': '/apps/order-failure',
  'gatekeeper-rule-set': '/apps/gatekeeper-rules',
  'bulk-update': '/apps/bulk-update',
} as const satisfies Record<string, PagePath>;

export type EntityName = keyof typeof TRACKED_ENTITIES;
export const ENTITY_NAMES = Object.keys(TRACKED_ENTITIES) as EntityName[];

/** What a change log entry did to its record. */
export const CHANGE_ACTIONS = ['create', 'update', 'delete', 'restore', 'undo', 'status', 'withdraw', 'upload', 'job'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];
