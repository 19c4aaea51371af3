import { auditLogFeature } from '../features/audit-log/index.ts';
import { b2bTransferFeature } from '../features/b2b-transfer/index.ts';
import { bulkUpdateFeature } from '../features/bulk-update/index.ts';
import { activationFeature } from '../features/activation/index.ts';
import { campaignsFeature } from '../features/campaigns/index.ts';
import { dashboardFeature } from '../features/dashboard/index.ts';
import { deliveryFeature } from '../features/delivery/index.ts';
import { gatekeeperReportsFeature } from '../features/gatekeeper-reports/index.ts';
import { gatekeeperRulesFeature } from '../features/gatekeeper-rules/index.ts';
import { gatekeeperFeature } from '../features/gatekeeper/index.ts';
import { manageAuthFeature } from '../features/manage-auth/index.ts';
import { menuSettingsFeature } from '../features/menu-settings/index.ts';
import { ordersFeature } from '../features/orders/index.ts';
import { pricingFeature } from '../features/pricing/index.ts';
import { productsViewFeature } from '../features/products-view/index.ts';
import { referenceFeature } from '../features/reference/index.ts';
import { shippingFeature } from '../features/shipping/index.ts';
import { stockInTransitFeature } from '../features/stock-in-transit/index.ts';
import { userAccessFeature } from '../features/user-access/index.ts';
import type { FeatureDescriptor } from '../lib/feature.ts';

/**
 * Every feature of the panel, one line each: routes and strings derive from this list. It is the
 * office panel's: a device start reads src/app/device-screens.ts instead, so it loads none of this.
 */
export const FEATURES: readonly FeatureDescriptor[] = [
  dashboardFeature,
  menuSettingsFeature,
  userAccessFeature,
  referenceFeature,
  campaignsFeature,
  manageAuthFeature,
  gatekeeperReportsFeature,
  gatekeeperRulesFeature,
  gatekeeperFeature,
  stockInTransitFeature,
  productsViewFeature,
  shippingFeature,
  deliveryFeature,
  ordersFeature,
  b2bTransferFeature,
  pricingFeature,
  bulkUpdateFeature,
  activationFeature,
  auditLogFeature,
];
