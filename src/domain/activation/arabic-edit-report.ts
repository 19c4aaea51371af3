import { z } from 'zod/mini';
import { ARABIC_EDIT_FIELDS, ARABIC_EDIT_SOURCES } from '../catalogue/arabic-text.ts';
import { PG_INT_MAX, wholeNumberIn } from '../fields.ts';
import { sortQuery } from '../lists/sort.ts';
import { servicePrefix } from '../services.ts';
import { DAY_PATTERN, DAY_RULE } from './queues.ts';

const PIM = servicePrefix('pim');

/**
 * The Arabic Edit Report (spec 002 §2) at the address the menu has always named for it; a row
 * opens `/apps/arabic-edit-view/{date}/{editor}` under the same grant (docs/decisions.md).
 */
export const ARABIC_EDIT_REPORT_PAGE = '/apps/arabic-edit-view';
export const arabicEditViewPath = (date: string, createdBy: number) => `${ARABIC_EDIT_REPORT_PAGE}/${date}/${createdBy}`;

/** The report's calls (spec 002 §7 "Arabic report"). */
export const ARABIC_EDIT_PATHS = {
  /** POST `?index&pageSize` `{createdDate}`: per day and editor, how many PIDs they changed. */
  list: `${PIM}/arabicContentModification/get`,
  /** POST `?index&pageSize` `{createdDate, createdBy}`: the changes of one editor on one day. */
  details: `${PIM}/arabicContentModificationDetails/get`,
} as const;

const day = () => z.string().check(z.regex(DAY_PATTERN, DAY_RULE));

/** The report's columns it can be sorted by (its rows are groups of the day's or every day's edits). */
export const ARABIC_EDIT_SORTS = ['date', 'createdName', 'count'] as const;
export type ArabicEditSort = (typeof ARABIC_EDIT_SORTS)[number];

/** The list's body: a day (YYYY-MM-DD, in the deployment's zone) or '' for every day; newest day first unless sorted. */
export const arabicEditListBodySchema = z.object({
  createdDate: z._default(z.union([z.literal(''), day()]), ''),
  sort: sortQuery(ARABIC_EDIT_SORTS),
});
export type ArabicEditListBody = z.input<typeof arabicEditListBodySchema>;
export type ArabicEditListValues = z.output<typeof arabicEditListBodySchema>;

/** A row of the report: a day, an editor (0 for the system) and how many PIDs they changed (spec 002 §3). */
export const arabicEditRowSchema = z.object({
  date: z.string(),
  createdBy: z.int(),
  createdName: z.string(),
  count: z.int(),
});
export type ArabicEditRow = z.infer<typeof arabicEditRowSchema>;

/** The details' columns it can be sorted by (one editor's changes of one day: few rows). */
export const ARABIC_EDIT_DETAIL_SORTS = ['pId', 'name', 'field', 'source', 'createdDateUTC'] as const;
export type ArabicEditDetailSort = (typeof ARABIC_EDIT_DETAIL_SORTS)[number];

/** The details' body: the row's day and editor; by product then time unless sorted. */
export const arabicEditDetailsBodySchema = z.object({
  createdDate: day(),
  createdBy: wholeNumberIn(0, PG_INT_MAX),
  sort: sortQuery(ARABIC_EDIT_DETAIL_SORTS),
});
export type ArabicEditDetailsBody = z.input<typeof arabicEditDetailsBodySchema>;
export type ArabicEditDetailsValues = z.output<typeof arabicEditDetailsBodySchema>;

/** One recorded change: the product, the field, the text before and after, who and when. */
export const arabicEditSchema = z.object({
  id: z.int(),
  pId: z.int(),
  /** The product's English name, to tell the PIDs apart. */
  name: z.string(),
  field: z.enum(ARABIC_EDIT_FIELDS),
  source: z.enum(ARABIC_EDIT_SOURCES),
  oldText: z.string(),
  newText: z.string(),
  createdName: z.string(),
  createdDateUTC: z.string(),
});
export type ArabicEdit = z.infer<typeof arabicEditSchema>;
