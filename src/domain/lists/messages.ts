import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import type { listsWords } from './words.ts';

const w = wordsIn<typeof listsWords>('lists');

/** What the saved views' and layouts' calls answer. */
export const LISTS_MESSAGES = {
  viewSaved: w('viewSaved'),
  viewUpdated: w('viewUpdated'),
  viewDeleted: w('viewDeleted'),
  layoutSaved: w('layoutSaved'),
  noView: (id: number) => w('noView', { id }),
  duplicateName: (name: string) => w('duplicateName', { name }),
  publishAdminOnly: w('publishAdminOnly'),
  notYourView: w('notYourView'),
  pageNotHeld: w('pageNotHeld'),
  tooManyViews: (max: number) => w('tooManyViews', { max }),
  tooManyLayouts: (max: number) => w('tooManyLayouts', { max }),
} as const;

/** The contracts' own rules, as the key text a zod rule carries. */
export const LISTS_RULES = {
  page: textOf(w('rules.page')),
  list: textOf(w('rules.list')),
};
