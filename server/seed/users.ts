import * as users from '../modules/users/users.service.ts';
import type { Db } from '../db/connect.ts';
import { DEMO_COMPANY, DEMO_USERS } from './demo-users.ts';
import type { SeedOptions } from './seed-step.ts';
import { SYSTEM_ACTOR, type Actor } from '../shared/actor.ts';

/**
 * Seed step 'seeded': the demo staff (demo-users.ts: sign-ins and password there), or ('none') only
 * the first administrator, in this deployment's data centre. The demo's KSA administrator
 * (ksa-admin) and KSA office user (ksa-office) work in the 'ksa' data centre whatever the deployment's.
 */
export async function seedUsers(db: Db, options: SeedOptions): Promise<void> {
  const people = options.kind === 'demo' ? DEMO_USERS : DEMO_USERS.filter((u) => u.isAdmin && !u.dataCentre);
  for (const person of people) {
    const dataCentre = person.dataCentre ?? options.dataCentre;
    const account = { isAdmin: person.isAdmin, enabled: true, dataCentre, createdBy: null };
    const user = await users.newUser({ ...person, company: DEMO_COMPANY, password: options.password }, account);
    await users.createUserWithGrants(db, user, person.grants);
  }
}

/** A demo user as the actor of the rows the seed writes for them; the system when that user is not seeded. */
export async function demoActor(db: Db, login: string): Promise<Actor> {
  const user = await users.findByLogin(db, login);
  return user ? { userId: user.id, name: `${user.first_name} ${user.last_name}`.trim() } : SYSTEM_ACTOR;
}
