import { z } from 'zod/mini';
import { flag, requiredText } from '../fields.ts';
import { withRevision } from '../history/history.ts';
import { PAGES, type PagePath } from '../pages.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { columnLayoutSchema } from './layout.ts';
import { LISTS_RULES } from './messages.ts';

/** Paths of the saved views and layouts, under the adminpanel service (docs/api.md, "Saved views"). */
export const LIST_VIEW_PATHS = {
  /** GET: the user's views and the published ones; POST: a new view; `/{id}` PUT (with revision) and DELETE `?revision=`. */
  views: '/api/adminpanel/list-views',
  /** GET: every layout of the user; PUT `{ page, list, layout }`: the layout of one list. */
  layouts: '/api/adminpanel/list-layouts',
} as const;

/** The most views one user keeps on one list, and the most lists whose columns one user keeps. */
export const MAX_VIEWS_PER_LIST = 50;
export const MAX_LAYOUTS = 1000;
/** The longest query a view keeps: its list's own address query. */
export const MAX_VIEW_QUERY = 2000;
export const MAX_VIEW_NAME = 60;

const PAGE_PATHS = PAGES.map((p) => p.path) as [PagePath, ...PagePath[]];
const pageField = () => z.enum(PAGE_PATHS, { error: (issue) => (issue.input === undefined ? undefined : LISTS_RULES.page) });
/** Which list of its page a view belongs to: the list's address prefix or its resource. */
export const LIST_KEY = /^[A-Za-z0-9._-]{1,60}$/;
const listField = () =>
  z.string({ error: (issue) => (issue.input === undefined ? undefined : textOf(F('text'))) }).check(z.regex(LIST_KEY, LISTS_RULES.list));
const queryField = () =>
  z._default(
    z
      .string({ error: (issue) => (issue.input === undefined ? undefined : textOf(F('text'))) })
      .check(z.maxLength(MAX_VIEW_QUERY, textOf(F('atMost', { max: MAX_VIEW_QUERY })))),
    '',
  );

/** `PUT list-layouts`: the columns of one list of a page as the user arranged them. */
export const layoutBodySchema = z.object({ page: pageField(), list: listField(), layout: columnLayoutSchema });
export type SavedLayout = z.infer<typeof layoutBodySchema>;
export const savedLayoutSchema = layoutBodySchema;

/** What a view changes: its name, the list's query it applies, its columns, and whether it is the default or published. */
const viewFields = {
  name: requiredText(MAX_VIEW_NAME),
  query: queryField(),
  layout: z._default(z.nullable(columnLayoutSchema), null),
  isDefault: z._default(flag(), false),
  published: z._default(flag(), false),
};

/** `POST list-views`: a new view of one list of a page. */
export const viewBodySchema = z.object({ page: pageField(), list: listField(), ...viewFields });
export type ViewBody = z.output<typeof viewBodySchema>;

/** `PUT list-views/{id}`: the view's new fields (rename, overwrite, default, publish) and the revision read. */
export const viewChangeSchema = withRevision(z.object(viewFields));
export type ViewChange = z.output<typeof viewChangeSchema>;

/** A saved view as the Views menu lists it. `mine`: the user's own (theirs to change). */
export const savedViewSchema = z.object({
  id: z.int(),
  page: z.string(),
  list: z.string(),
  name: z.string(),
  query: z.string(),
  layout: z.nullable(columnLayoutSchema),
  isDefault: z.boolean(),
  published: z.boolean(),
  ownerName: z.string(),
  mine: z.boolean(),
  revision: z.int(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
