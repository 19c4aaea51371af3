/** Bulk update constants (spec 002 §9 "Bulk update constants", §4 "Bulk update queue statuses"). */
export const BULK_UPDATE_TYPES = ['DISCOUNT', 'REVERSE_DISCOUNT', 'PROMOTION_TAG_UPDATE', 'NEW_ARRIVALS', 'PRODUCT_ACTIVATION'] as const;
export type BulkUpdateType = (typeof BULK_UPDATE_TYPES)[number];

export const BULK_UPDATE_SOURCES = ['PID_LIST', 'FILTER_CONDITION'] as const;
export type BulkUpdateSource = (typeof BULK_UPDATE_SOURCES)[number];

export const BULK_UPDATE_MODES = ['NOW', 'SCHEDULE'] as const;
export type BulkUpdateMode = (typeof BULK_UPDATE_MODES)[number];

/** 0 DELAYED, 1 PROCESSING, 2 COMPLETED, 3 FAILED, 4 COMPLETED WITH PENDING. */
export const BULK_UPDATE_STATUSES = { 0: 'DELAYED', 1: 'PROCESSING', 2: 'COMPLETED', 3: 'FAILED', 4: 'COMPLETED WITH PENDING' } as const;
export type BulkUpdateStatus = keyof typeof BULK_UPDATE_STATUSES;

/** The columns each type's file must have (spec 002 §5 "Bulk update CSV required columns"). */
export const BULK_UPDATE_COLUMNS: Record<BulkUpdateType, readonly string[]> = {
  DISCOUNT: ['pid', 'dprice', 'promotionTag', 'ar_promotionTag', 'countryCode'],
  REVERSE_DISCOUNT: ['pid', 'countryCode'],
  PROMOTION_TAG_UPDATE: ['pid', 'promotionTag', 'ar_promotionTag', 'countryCode'],
  NEW_ARRIVALS: ['pid', 'launchDateTime', 'countryCode'],
  PRODUCT_ACTIVATION: ['pId', 'upc', 'channel'],
};

/** The columns that name a row's product; a FILTER_CONDITION update fills them from the products its rule selects. */
export const PRODUCT_COLUMNS: readonly string[] = ['pid', 'pId', 'upc'];

/**
 * What staff enter for a FILTER_CONDITION update of a type: the type's other columns, taken by
 * every row (PRODUCT_ACTIVATION lists each UPC of each product on the channel).
 */
export const ruleValueColumns = (type: BulkUpdateType): readonly string[] =>
  BULK_UPDATE_COLUMNS[type].filter((column) => !PRODUCT_COLUMNS.includes(column));

/** The sheet an .xlsx file's rows are read from ('Excel sheet name is invalid' without it). */
export const BULK_UPDATE_SHEET = 'Sheet1';
/** The most rows one update takes, and the largest file. */
export const BULK_UPDATE_MAX_ROWS = 100_000;
export const BULK_UPDATE_MAX_BYTES = 10 * 1024 * 1024;
/** Rows applied per transaction: the unit of progress and of resuming after a crash. */
export const BULK_UPDATE_CHUNK = 500;
