import { wordsIn } from '../words/words.ts';
import type { usersWords } from './words.ts';

const w = wordsIn<typeof usersWords>('users');

/** What the Users and access screen calls answer beyond the contracts' own words. */
export const USER_ADMIN_MESSAGES = {
  created: w('created'),
  enabled: w('enabled'),
  disabled: w('disabled'),
  passwordReset: w('passwordReset'),
  grantsSaved: w('grantsSaved'),
  notFound: (id: number) => w('notFound', { id }),
  selfDisable: w('selfDisable'),
  unknownPage: (page: string) => w('unknownPage', { page }),
  adminOnlyPage: (title: string) => w('adminOnlyPage', { title }),
  duplicatePage: (page: string) => w('duplicatePage', { page }),
  notRemovable: w('notRemovable'),
} as const;
