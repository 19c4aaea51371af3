import type { Migration } from 'kysely';
import * as users from './0001-users.ts';
import * as menus from './0002-menus.ts';
import * as reference from './0003-reference.ts';
import * as campaigns from './0004-campaigns.ts';
import * as authAccounts from './0005-auth-accounts.ts';
import * as gatekeeper from './0006-gatekeeper.ts';
import * as gatekeeperRules from './0007-gatekeeper-rules.ts';
import * as sessions from './0008-sessions.ts';
import * as imageStore from './0009-image-store.ts';
import * as catalogue from './0010-catalogue.ts';
import * as signInAttempts from './0011-sign-in-attempts.ts';
import * as itemMasterFromCatalogue from './0012-item-master-from-catalogue.ts';
import * as stagedRuleUploads from './0013-staged-rule-uploads.ts';
import * as shippingCharges from './0014-shipping-charges.ts';
import * as deliveryTimelines from './0015-delivery-timelines.ts';
import * as deliveryDeletes from './0016-delivery-deletes.ts';
import * as activationQueues from './0017-activation-queues.ts';
import * as orderFailures from './0018-order-failures.ts';
import * as stockTransfers from './0019-stock-transfers.ts';
import * as rrpRules from './0020-rrp-rules.ts';
import * as productFrames from './0021-product-frames.ts';
import * as bulkUpdates from './0022-bulk-updates.ts';
import * as arabicEdits from './0023-arabic-edits.ts';
import * as activationCountsAndReports from './0024-activation-counts-and-reports.ts';
import * as ruleSelections from './0025-rule-selections.ts';
import * as ruleSetRevisions from './0026-rule-set-revisions.ts';
import * as failedOrderCounts from './0027-failed-order-counts.ts';
import * as changeLog from './0028-change-log.ts';
import * as menuIds from './0029-menu-ids.ts';
import * as riyadhDayIndex from './0030-riyadh-day-index.ts';
import * as listViews from './0031-list-views.ts';

/** Every migration in order. A new one is added here under the next number; never edit an old one. */
export const migrations: Record<string, Migration> = {
  '0001-users': users,
  '0002-menus': menus,
  '0003-reference': reference,
  '0004-campaigns': campaigns,
  '0005-auth-accounts': authAccounts,
  '0006-gatekeeper': gatekeeper,
  '0007-gatekeeper-rules': gatekeeperRules,
  '0008-sessions': sessions,
  '0009-image-store': imageStore,
  '0010-catalogue': catalogue,
  '0011-sign-in-attempts': signInAttempts,
  '0012-item-master-from-catalogue': itemMasterFromCatalogue,
  '0013-staged-rule-uploads': stagedRuleUploads,
  '0014-shipping-charges': shippingCharges,
  '0015-delivery-timelines': deliveryTimelines,
  '0016-delivery-deletes': deliveryDeletes,
  '0017-activation-queues': activationQueues,
  '0018-order-failures': orderFailures,
  '0019-stock-transfers': stockTransfers,
  '0020-rrp-rules': rrpRules,
  '0021-product-frames': productFrames,
  '0022-bulk-updates': bulkUpdates,
  '0023-arabic-edits': arabicEdits,
  '0024-activation-counts-and-reports': activationCountsAndReports,
  '0025-rule-selections': ruleSelections,
  '0026-rule-set-revisions': ruleSetRevisions,
  '0027-failed-order-counts': failedOrderCounts,
  '0028-change-log': changeLog,
  '0029-menu-ids': menuIds,
  '0030-riyadh-day-index': riyadhDayIndex,
  '0031-list-views': listViews,
};
