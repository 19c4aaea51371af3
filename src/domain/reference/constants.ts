import { MAX_GRID_PAGE_SIZE, MAX_LOOKUP_PAGE_SIZE } from '../constants.ts';

/**
 * Paging of the reference screens (spec 000 §7, 002 §9). Where the spec asks for more rows than this
 * server hands out at once, the request is capped and the reason is written here and in docs/decisions.md.
 */

/** Country Settings loads the whole list: 10000 rows (spec 002 §9), exactly the lookup cap. */
export const COUNTRY_LIST_SIZE = MAX_LOOKUP_PAGE_SIZE;

/**
 * The area page asks for countries and states "page 1 and 1,000,000 rows" (spec 000 §7); the server
 * caps pick lists at 10000 rows, far above the 250 or so countries and their states there are.
 */
export const LOOKUP_SIZE = MAX_LOOKUP_PAGE_SIZE;

/** State Settings' Search asks for 1000 rows from page 1 (spec 002 §9). */
export const STATE_SEARCH_PAGE_SIZE = 1000;

/**
 * Area Settings' Search asks for up to 100,000 rows (spec 000 §7); a grid page is at most 1000 here,
 * so the search shows pages of 1000 from page 1 and the pager reaches the rest.
 */
export const AREA_SEARCH_PAGE_SIZE = MAX_GRID_PAGE_SIZE;

/** Toasts of State Settings last 2 s (spec 002 §8), success and failure alike. */
export const STATE_SETTINGS_TOAST_MS = 2000;
