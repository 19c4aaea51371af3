import type { FastifyInstance } from 'fastify';
import type { AccessLevel } from '../../src/domain/navigation/contracts.ts';
import * as users from '../../server/modules/users/users.service.ts';
import { TEST_PASSWORD } from './test-password.ts';
import { openSession } from '../../server/modules/users/sessions.repository.ts';

let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  token: string;
  headers: { authorization: string };
}

/**
 * A user made through the users service (as the Users and access screen makes one), with a session
 * token, without going through sign-in and its per-address rate limit.
 */
export async function createTestUser(
  app: FastifyInstance,
  employeeNo: string,
  grants: { page: string; level: AccessLevel }[] = [],
  options: { isAdmin?: boolean; enabled?: boolean; dataCentre?: string; company?: string } = {},
): Promise<TestUser> {
  passwordHash ??= users.hashPassword(TEST_PASSWORD);
  const id = await users.createUserWithGrants(
    app.db,
    {
      employeeNo,
      email: `${employeeNo.toLowerCase()}@test.panel`,
      firstName: employeeNo,
      lastName: 'Tester',
      designation: '',
      company: options.company ?? '',
      passwordHash: await passwordHash,
      isAdmin: options.isAdmin ?? false,
      enabled: options.enabled ?? true,
      dataCentre: options.dataCentre ?? 'uae',
      createdBy: null,
    },
    grants,
  );
  if (id === undefined) throw new Error(`test user ${employeeNo} exists already`);
  return newSession(app, id);
}

/** A further sign-in of a test user: a session of its own (a route that signs out ends only it). */
export async function newSession(app: FastifyInstance, id: number): Promise<TestUser> {
  const endsMs = Date.now() + app.config.SESSION_MAX * 1000;
  const token = await app.tokens.issue({ userId: id, sessionId: await openSession(app.db, id, endsMs) }, endsMs);
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}

/** The id of a seeded demo user. */
export async function demoUserId(app: FastifyInstance, employeeNo: string): Promise<number> {
  const user = await users.findByLogin(app.db, employeeNo);
  if (!user) throw new Error(`no demo user ${employeeNo}`);
  return user.id;
}

/** A user's stored revision: what a write to the user (grants, enabled, password) must send. */
export async function userRevision(db: FastifyInstance['db'], id: number): Promise<number> {
  const row = await db.selectFrom('users').select('revision').where('id', '=', id).executeTakeFirstOrThrow();
  return row.revision;
}
