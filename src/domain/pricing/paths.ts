import { servicePrefix } from '../services.ts';

/** RRP rules live in the pim service (DESIGN.md §4; spec 001 §7 "RRP rules"). */
const PIM = servicePrefix('pim');

/** The RRP Price Criteria page: every RRP route declares it (L1 reads, L2 writes). */
export const RRP_PAGE = '/apps/rrp-price-criteria';

/** Paths of the RRP Price Criteria screen's calls. */
export const PRICING_PATHS = {
  /** GET `?action`: the stored rule (or null); POST inserts it; PUT updates it. */
  rrpRule: `${PIM}/rrpRule`,
  /** POST `{jsonTree}`: how many catalogue products an unsaved rule selects, and the first page of them. */
  rrpPreview: `${PIM}/rrpRule/preview`,
  /** GET `?action&index&pageSize`: who changed the rule, when, before and after, newest first. */
  rrpHistory: `${PIM}/rrpRule/history`,
  /** GET `?search&pageSize`: the values a rule may name, from the catalogue (spec 001 §7). */
  rrpBrands: `${PIM}/rrpRule/brands`,
  rrpDepartments: `${PIM}/rrpRule/departments`,
  rrpGroupCodes: `${PIM}/rrpRule/groupCodes`,
  rrpStoreTypes: `${PIM}/rrpRule/storeTypes`,
} as const;

/** Product Frame's pages (spec 002 §2): the list, /new and /{id}; every frame route declares the list's. */
export const PRODUCT_FRAME_PAGE = '/apps/product-frame';

/** Paths of Product Frame's calls (spec 002 §7 "Product frame"). */
export const FRAME_PATHS = {
  /** GET `?index&pageSize` (page 1 of 100 first); POST creates a frame. */
  frames: `${PIM}/productFrame`,
  /** POST `{jsonTree}`: how many products an unsaved frame rule covers now, and the first of them. */
  preview: `${PIM}/productFrame/preview`,
  /** GET one frame; PUT updates it. */
  frame: (id: number | string) => `${PIM}/productFrame/${id}`,
} as const;
