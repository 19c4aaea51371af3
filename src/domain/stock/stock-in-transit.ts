import { z } from 'zod/mini';
import { pageQuerySchema } from '../envelope.ts';
import { sortQuery } from '../lists/sort.ts';
import { flag, idField, numberIn, optionalText, PG_INT_MAX, requiredText } from '../fields.ts';
import { revisionField } from '../history/history.ts';
import { upcField } from './stock.ts';
import { STOCK_IN_TRANSIT_ACTIONS, type StockInTransitAction } from './constants.ts';
import { STOCK_RULES } from './messages.ts';

/** A stock-in-transit row (spec 002 §3). */
export const stockInTransitSchema = z.object({
  id: z.int(),
  upc: z.string(),
  pId: z.nullable(z.int()),
  itemName: z.string(),
  style: z.string(),
  sizeLabel: z.string(),
  qty: z.int(),
  boxNo: z.string(),
  isRackFilled: z.boolean(),
  isContentCreated: z.boolean(),
  action: z.enum(STOCK_IN_TRANSIT_ACTIONS),
  createdBy: z.nullable(z.int()),
  createdName: z.string(),
  createdDateUTC: z.string(),
  /** Raised by each change: a delete sends the revision it read, and a stale one is refused (409). */
  revision: z.int(),
});
export type StockInTransit = z.infer<typeof stockInTransitSchema>;

const ANY = [undefined, null, '', -1, '-1'];

/**
 * A 0/1 select of the filters, on the wire as the screen sends it (a number or its text); -1, ''
 * and null mean any. Create Content sends Yes as 0 and No as 1 (002 §2): the value is the row's
 * isContentCreated, so "Create Content: Yes" lists the rows still waiting for content.
 */
const zeroOne = () =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value, ctx) => {
        if (ANY.includes(value as never)) return undefined;
        if (value === 0 || value === '0' || value === false) return false;
        if (value === 1 || value === '1' || value === true) return true;
        ctx.issues.push({ code: 'custom', input: value, message: STOCK_RULES.zeroOne });
        return z.NEVER;
      }),
    ),
  );

/** The PID filter: -1 (the spec's empty PID), '' or null mean any. */
const pIdFilter = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      if (ANY.includes(value as never)) return undefined;
      const n = typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
      if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= PG_INT_MAX) return n;
      ctx.issues.push({ code: 'custom', input: value, message: STOCK_RULES.pIdFilter });
      return z.NEVER;
    }),
  ),
);

/** A calendar day, `YYYY-MM-DD`, of the deployment's time zone. */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The encoder's columns it can be sorted by: those the table's indexes hold (a row per unit fed in, so it grows large). */
export const STOCK_IN_TRANSIT_SORTS = ['upc', 'pId', 'style', 'createdDateUTC'] as const;
export type StockInTransitSort = (typeof STOCK_IN_TRANSIT_SORTS)[number];

/** The encoder's seven filters and the action (002 §7 "Stock in transit"); every one optional; newest first unless sorted. */
export const stockInTransitFilterSchema = z.object({
  upc: optionalText(32),
  pId: pIdFilter,
  style: optionalText(120),
  createdName: optionalText(100),
  isContentCreated: zeroOne(),
  isRackFilled: zeroOne(),
  /** A day of the deployment's time zone (Asia/Dubai): rows created from its midnight to the next. */
  createdDate: z._default(
    z.string().check(
      z.trim(),
      z.refine((day) => day === '' || (DAY_PATTERN.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`))), STOCK_RULES.day),
    ),
    '',
  ),
  /** One action, several as a comma-separated text or a list (001 §7: ADD_STOCK_NEW_UPC, CONTENT_CREATOR), or any. */
  action: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value, ctx) => {
        if (value === undefined || value === null || value === '') return undefined;
        const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((a) => a.trim()) : [value];
        const known = (STOCK_IN_TRANSIT_ACTIONS as readonly unknown[]).includes.bind(STOCK_IN_TRANSIT_ACTIONS);
        if (list.length > 0 && list.length <= STOCK_IN_TRANSIT_ACTIONS.length && list.every((a) => known(a))) {
          return [...new Set(list)] as StockInTransitAction[];
        }
        ctx.issues.push({ code: 'custom', input: value, message: STOCK_RULES.actions(STOCK_IN_TRANSIT_ACTIONS) });
        return z.NEVER;
      }),
    ),
  ),
  sort: sortQuery(STOCK_IN_TRANSIT_SORTS),
});
export type StockInTransitFilter = z.input<typeof stockInTransitFilterSchema>;
export type StockInTransitFilterValues = z.output<typeof stockInTransitFilterSchema>;

/** `?index&pageSize` of the list (the body holds the filters). */
export const stockInTransitPageSchema = pageQuerySchema;

/** POST stock in transit by pId. */
export const stockInTransitByPidSchema = z.object({ pId: idField() });

/**
 * The delete request's body (002 §7): the row's UPC, who asks as the screen knows them, and the
 * revision of the row the user saw (a row changed since is not deleted: 409).
 */
export const stockInTransitDeleteSchema = z.object({
  upc: optionalText(32),
  createdBy: z.optional(z.nullable(z.int())),
  createdName: optionalText(100),
  revision: revisionField(),
});
export type StockInTransitDeleteBody = z.input<typeof stockInTransitDeleteSchema>;

/** A row of the pending stock in transit report (001 §3): rows still waiting for content, per creator. */
export const pendingStockReportRowSchema = z.object({
  createdName: z.string(),
  today: z.int(),
  tillYesterday: z.int(),
});
export type PendingStockReportRow = z.infer<typeof pendingStockReportRowSchema>;

/** The report's columns it can be sorted by (a row per creator of the waiting rows). */
export const PENDING_REPORT_SORTS = ['createdName', 'today', 'tillYesterday'] as const;
export type PendingReportSort = (typeof PENDING_REPORT_SORTS)[number];

/** The report's query: its order, by creator's name unless `sort` names a column. */
export const pendingReportQuerySchema = z.object({ sort: sortQuery(PENDING_REPORT_SORTS) });

/** Rows one call of the inbound feed may carry. */
export const STOCK_IN_TRANSIT_FEED_MAX = 5000;

/**
 * One row of the inbound feed (the warehouse system's stand-in, administrators only): what arrived,
 * for which product if it is known, and what it needs (its action).
 */
export const stockInTransitFeedRowSchema = z.object({
  upc: upcField(),
  pId: z.optional(z.nullable(idField())),
  itemName: requiredText(150),
  style: requiredText(120),
  sizeLabel: optionalText(40),
  qty: numberIn(0, 100_000, { integer: true }),
  boxNo: optionalText(40),
  isRackFilled: z.optional(flag()),
  action: z.enum(STOCK_IN_TRANSIT_ACTIONS),
});
export type StockInTransitFeedRow = z.output<typeof stockInTransitFeedRowSchema>;
export const stockInTransitFeedSchema = z.array(stockInTransitFeedRowSchema).check(z.minLength(1), z.maxLength(STOCK_IN_TRANSIT_FEED_MAX));
