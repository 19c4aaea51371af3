import type { Migration } from 'kysely';
import * as users from './0001-users.ts';

/** Every migration in order. A new one is added here under the next number; never edit an old one. */
export const migrations: Record<string, Migration> = {
  '0001-users': users,
};
