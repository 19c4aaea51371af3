import * as users from '../modules/users/users.service.ts';
import type { Db } from '../db/connect.ts';
import { DEMO_COMPANY, DEMO_USERS } from './demo-users.ts';
import type { SeedOptions } from './seed-step.ts';
import { SYSTEM_ACTOR, type Actor } from '../shared/actor.ts';

/** Seed step 'seeded': the demo staff, or ('none') only the first administrator. */
export async function seedUsers(db: Db, options: SeedOptions): Promise<void> {
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

/** A demo user as the actor of the rows the seed writes for them; the system when that user is not seeded. */
export async function demoActor(db: Db, login: string): Promise<Actor> {
  const user = await users.findByLogin(db, login);
  return user ? { userId: user.id, name: `${user.first_name} ${user.last_name}`.trim() } : SYSTEM_ACTOR;
}
