import { z } from 'zod/mini';

/** How dense a grid's rows are drawn. */
export const DENSITIES = ['standard', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

const columnId = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * A grid's columns as a user arranged them: their order, the hidden ones, widths in px, the ones
 * pinned to the start, and the rows' density. A column the list no longer has is ignored when read;
 * a new one the list gained shows in its place.
 */
export const columnLayoutSchema = z.object({
  order: z.array(columnId).check(z.maxLength(200)),
  hidden: z.array(columnId).check(z.maxLength(200)),
  widths: z.record(columnId, z.int().check(z.gte(40), z.lte(2000))),
  pinned: z.array(columnId).check(z.maxLength(20)),
  density: z.enum(DENSITIES),
});
export type ColumnLayout = z.infer<typeof columnLayoutSchema>;

/** The layout of a grid nobody arranged: the columns as the screen declares them. */
export const DEFAULT_LAYOUT: ColumnLayout = { order: [], hidden: [], widths: {}, pinned: [], density: 'standard' };
