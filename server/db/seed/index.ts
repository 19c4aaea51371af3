import type { Db } from '../connect.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import * as users from '../../modules/users/users.service.ts';
import { DEMO_COMPANY, DEMO_USERS } from './demo-users.ts';

export type SeedKind = 'demo' | 'none';

export interface SeedOptions {
  kind: SeedKind;
  password: string;
  dataCentre: string;
}

const SEEDED_KEY = 'seeded';

/** What a fresh install gets: demo data and users, or ('none') only the first administrator. */
async function seed(db: Db, options: SeedOptions): Promise<void> {
  const people = options.kind === 'demo' ? DEMO_USERS : DEMO_USERS.filter((u) => u.isAdmin);
  for (const person of people) {
    await users.createUserWithGrants(db, {
      employeeNo: person.employeeNo,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      designation: person.designation,
      company: DEMO_COMPANY,
      passwordHash: await hashPassword(options.password),
      isAdmin: person.isAdmin,
      enabled: true,
      dataCentre: options.dataCentre,
      createdBy: null,
    }, person.grants);
  }
}

/** Seeds once per database; later starts leave the data alone. Returns whether it seeded. */
export async function seedOnFirstStart(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The insert claims the seed; a second server starting at the same time waits here and skips.
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_KEY, value: options.kind })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    await seed(trx, options);
    return true;
  });
}
