import { APP_NAME } from '../../../src/domain/constants.ts';
import { defaultMenu } from '../../../src/domain/navigation/default-menu.ts';
import type { Db } from '../connect.ts';
import * as menus from '../../modules/menus/menus.service.ts';
import * as users from '../../modules/users/users.service.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedAuthAccounts } from './auth-accounts.ts';
import { DEMO_COMPANY, DEMO_USERS } from './demo-users.ts';
import { seedGatekeeperRules } from './gatekeeper-rules.ts';
import { seedGatekeeper } from './gatekeeper.ts';
import { seedReference } from './reference.ts';

export type SeedKind = 'demo' | 'none';

export interface SeedOptions {
  kind: SeedKind;
  password: string;
  dataCentre: string;
}

/** One part of the seed, claimed under its own key: a database seeded before a part existed gets it on its next start. */
interface SeedStep {
  key: string;
  run: (db: Db, options: SeedOptions) => Promise<void>;
}

/** Data centres of the spec (UAE and KSA), and this deployment's own if it is another. */
const seedDataCentres = (own: string) => [...new Set(['uae', 'ksa', own])];

/** The users: the demo staff, or ('none') only the first administrator. */
async function seedUsers(db: Db, options: SeedOptions): Promise<void> {
  const people = options.kind === 'demo' ? DEMO_USERS : DEMO_USERS.filter((u) => u.isAdmin);
  for (const person of people) {
    await users.createUserWithGrants(
      db,
      {
        employeeNo: person.employeeNo,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        designation: person.designation,
        company: DEMO_COMPANY,
        passwordHash: await users.hashPassword(options.password),
        isAdmin: person.isAdmin,
        enabled: true,
        dataCentre: options.dataCentre,
        createdBy: null,
      },
      person.grants,
    );
  }
}

/**
 * The application and the default menu of each data centre, for both seed kinds: an administrator
 * on an empty install needs a menu to reach Menu Settings at all.
 */
async function seedMenus(db: Db, options: SeedOptions): Promise<void> {
  await menus.seedMenus(db, APP_NAME, seedDataCentres(options.dataCentre), defaultMenu());
}

/** Claims a seed step in app_meta; false when an earlier start (or a concurrent one) already ran it. */
async function claim(trx: Db, key: string, value: string): Promise<boolean> {
  // A second server starting at the same time waits on this insert and then skips.
  const claimed = await trx
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Every part of the seed in order; a new area adds its step here (its own file beside this one). */
const SEED_STEPS: SeedStep[] = [
  { key: 'seeded', run: seedUsers },
  { key: 'seeded-menus', run: seedMenus },
  { key: 'seeded-reference', run: seedReference },
  { key: 'seeded-campaigns', run: seedCampaigns },
  { key: 'seeded-auth-accounts', run: seedAuthAccounts },
  { key: 'seeded-gatekeeper-rules', run: seedGatekeeperRules },
  // After the rule sets (seeded-gatekeeper-rules): the seeded scans are judged by them.
  { key: 'seeded-gatekeeper', run: seedGatekeeper },
];

/** Seeds once per database; later starts leave the data alone. Returns whether anything was seeded. */
export async function seedOnFirstStart(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let seeded = false;
    for (const step of SEED_STEPS) {
      if (!(await claim(trx, step.key, options.kind))) continue;
      await step.run(trx, options);
      seeded = true;
    }
    return seeded;
  });
}
