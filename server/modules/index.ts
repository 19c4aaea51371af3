import { activationModule } from './activation/activation.module.ts';
import { activityModule } from './activity/activity.module.ts';
import { authAccountsModule } from './auth-accounts/auth-accounts.module.ts';
import { authModule } from './auth/auth.module.ts';
import { bulkUpdateModule } from './bulk-update/bulk-update.module.ts';
import { campaignsModule } from './campaigns/campaigns.module.ts';
import { catalogueModule } from './catalogue/catalogue.module.ts';
import { deliveryModule } from './delivery/delivery.module.ts';
import { historyModule } from './history/history.module.ts';
import { gatekeeperRulesModule } from './gatekeeper-rules/gatekeeper-rules.module.ts';
import { gatekeeperModule } from './gatekeeper/gatekeeper.module.ts';
import { imagesModule } from './images/images.module.ts';
import { listViewsModule } from './list-views/list-views.module.ts';
import { menusModule } from './menus/menus.module.ts';
import { ordersModule } from './orders/orders.module.ts';
import { pricingModule } from './pricing/pricing.module.ts';
import { referenceModule } from './reference/reference.module.ts';
import { stockModule } from './stock/stock.module.ts';
import type { ServerModule } from './server-module.ts';
import { shippingModule } from './shipping/shipping.module.ts';
import { systemModule } from './system/system.module.ts';
import { usersModule } from './users/users.module.ts';

/**
 * Every server module, in order: app.ts registers their routes and the seed runs their steps in
 * this order. The seed's order matters (users before the rows they author, rule sets before the
 * scans they judge); a new module adds one line here.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  authModule,
  usersModule,
  menusModule,
  referenceModule,
  campaignsModule,
  catalogueModule,
  authAccountsModule,
  activityModule,
  gatekeeperRulesModule,
  gatekeeperModule,
  imagesModule,
  stockModule,
  shippingModule,
  deliveryModule,
  ordersModule,
  bulkUpdateModule,
  systemModule,
  pricingModule,
  activationModule,
  historyModule,
  listViewsModule,
];
