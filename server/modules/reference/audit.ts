import type { FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/access.ts';

/** Who is writing: recorded as created_by/created_name, or updated_by/updated_name. */
export interface Actor {
  userId: number | null;
  name: string;
}

/** The signed-in user of a write request as the actor its rows record. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { userId: auth.userId, name: auth.displayName };
}

/** The seed writes as nobody in particular. */
export const SYSTEM_ACTOR: Actor = { userId: null, name: 'System' };

/** True for PostgreSQL's unique_violation: two writes raced for the same code and the index decided. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
