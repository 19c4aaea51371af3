import type { ChangeLogTable } from './schema/change-log.ts';
import type { UsersTable, UserGrantsTable, AppMetaTable, SessionsTable, SignInAttemptsTable } from './schema/users.ts';
import type { ApplicationsTable, ApplicationDataCentresTable, MenusTable, ActivityLogTable } from './schema/menus.ts';
import type { MarketingCampaignsTable, CampaignProductsTable } from './schema/campaigns.ts';
import type { AuthIssuersTable, AuthAccountsTable } from './schema/auth-accounts.ts';
import type { CountriesTable, StatesTable, AreasTable } from './schema/reference.ts';
import type { StoredImagesTable } from './schema/images.ts';
import type {
  BulkUpdateRowsTable,
  BulkUpdatesTable,
  ProductChannelListingsTable,
  ProductCountryOffersTable,
} from './schema/bulk-updates.ts';
import type { ShippingChargeSettingsTable, ShippingChargeVersionsTable } from './schema/shipping.ts';
import type { DeliveryMethodsTable, DeliveryTimelinesTable } from './schema/delivery.ts';
import type { FailedOrdersTable, FailedOrderItemsTable, FailedOrderAttemptsTable, FailedOrderCountsTable } from './schema/orders.ts';
import type { TransferLocationsTable, StockTransfersTable, StockTransferLinesTable } from './schema/stock-transfers.ts';
import type { RrpRulesTable, RrpRuleHistoryTable, ProductFramesTable, ProductFrameProductsTable } from './schema/pricing.ts';
import type {
  ItemMasterTable,
  GkManifestsTable,
  GkManifestLinesTable,
  GkPalletsTable,
  GkPalletItemsTable,
  GkAppliedOperationsTable,
  GatekeeperRuleSetsTable,
  GatekeeperRuleRevisionsTable,
} from './schema/gatekeeper.ts';
import type {
  MainCategoriesTable,
  ParentCategoriesTable,
  CategoriesTable,
  SubCategoriesTable,
  SizeGroupsTable,
  SizesTable,
  BrandsTable,
  AttributesTable,
  AttributeValuesTable,
  SubCategoryAttributesTable,
  ProductsTable,
  ProductBulletsTable,
  ProductAttributesTable,
  ProductImagesTable,
  StockItemsTable,
  DwsDimensionsTable,
  StockInTransitTable,
  InboundQcRequestsTable,
} from './schema/catalogue.ts';
import type * as Activation from './schema/activation.ts';
import type { ArabicEditsTable } from './schema/arabic-edits.ts';
import type { ListLayoutsTable, ListViewsTable } from './schema/list-views.ts';

/** The tables of every area, one file each under schema/; the Database type names them all. */
export type * from './schema/users.ts';
export type * from './schema/menus.ts';
export type * from './schema/campaigns.ts';
export type * from './schema/auth-accounts.ts';
export type * from './schema/reference.ts';
export type * from './schema/gatekeeper.ts';
export type * from './schema/images.ts';
export type * from './schema/catalogue.ts';
export type * from './schema/shipping.ts';
export type * from './schema/bulk-updates.ts';
export type * from './schema/delivery.ts';
export type * from './schema/orders.ts';
export type * from './schema/stock-transfers.ts';
export type * from './schema/pricing.ts';
export type * from './schema/activation.ts';
export type * from './schema/arabic-edits.ts';
export type * from './schema/list-views.ts';
export interface Database {
  users: UsersTable;
  user_grants: UserGrantsTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  app_meta: AppMetaTable;
  applications: ApplicationsTable;
  application_data_centres: ApplicationDataCentresTable;
  menus: MenusTable;
  activity_log: ActivityLogTable;
  countries: CountriesTable;
  states: StatesTable;
  areas: AreasTable;
  marketing_campaigns: MarketingCampaignsTable;
  campaign_products: CampaignProductsTable;
  auth_issuers: AuthIssuersTable;
  auth_accounts: AuthAccountsTable;
  item_master: ItemMasterTable;
  gk_manifests: GkManifestsTable;
  gk_manifest_lines: GkManifestLinesTable;
  gk_pallets: GkPalletsTable;
  gk_pallet_items: GkPalletItemsTable;
  gk_applied_operations: GkAppliedOperationsTable;
  gatekeeper_rule_sets: GatekeeperRuleSetsTable;
  gatekeeper_rule_revisions: GatekeeperRuleRevisionsTable;
  stored_images: StoredImagesTable;
  main_categories: MainCategoriesTable;
  parent_categories: ParentCategoriesTable;
  categories: CategoriesTable;
  sub_categories: SubCategoriesTable;
  size_groups: SizeGroupsTable;
  sizes: SizesTable;
  brands: BrandsTable;
  attributes: AttributesTable;
  attribute_values: AttributeValuesTable;
  sub_category_attributes: SubCategoryAttributesTable;
  products: ProductsTable;
  product_bullets: ProductBulletsTable;
  product_attributes: ProductAttributesTable;
  product_images: ProductImagesTable;
  stock_items: StockItemsTable;
  dws_dimensions: DwsDimensionsTable;
  stock_in_transit: StockInTransitTable;
  inbound_qc_requests: InboundQcRequestsTable;
  shipping_charge_settings: ShippingChargeSettingsTable;
  shipping_charge_versions: ShippingChargeVersionsTable;
  delivery_methods: DeliveryMethodsTable;
  delivery_timelines: DeliveryTimelinesTable;
  failed_orders: FailedOrdersTable;
  failed_order_counts: FailedOrderCountsTable;
  failed_order_items: FailedOrderItemsTable;
  failed_order_attempts: FailedOrderAttemptsTable;
  transfer_locations: TransferLocationsTable;
  stock_transfers: StockTransfersTable;
  stock_transfer_lines: StockTransferLinesTable;
  rrp_rules: RrpRulesTable;
  rrp_rule_history: RrpRuleHistoryTable;
  product_frames: ProductFramesTable;
  product_frame_products: ProductFrameProductsTable;
  bulk_updates: BulkUpdatesTable;
  bulk_update_rows: BulkUpdateRowsTable;
  product_country_offers: ProductCountryOffersTable;
  product_channel_listings: ProductChannelListingsTable;
  activation_queue_items: Activation.ActivationQueueItemsTable;
  activation_queues: Activation.ActivationQueuesTable;
  activation_custom_items: Activation.ActivationCustomItemsTable;
  activation_queue_counts: Activation.ActivationQueueCountsTable;
  product_activations: Activation.ProductActivationsTable;
  activation_rejections: Activation.ActivationRejectionsTable;
  activation_tasks: Activation.ActivationTasksTable;
  arabic_edits: ArabicEditsTable;
  change_log: ChangeLogTable;
  list_layouts: ListLayoutsTable;
  list_views: ListViewsTable;
}
