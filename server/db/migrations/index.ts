import type { Migration } from 'kysely';
import * as users from './0001-users.ts';
import * as menus from './0002-menus.ts';

/** Every migration in order. A new one is added here under the next number; never edit an old one. */
export const migrations: Record<string, Migration> = {
  '0001-users': users,
  '0002-menus': menus,
};
