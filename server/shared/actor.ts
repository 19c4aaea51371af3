import type { FastifyRequest } from 'fastify';
import { authOf } from '../plugins/access.ts';

/** Who performs a write: stored as created/updated (scanned, closed) by and name. */
export interface Actor {
  userId: number | null;
  name: string;
}

/** The signed-in user of a write request as the actor its rows record. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { userId: auth.userId, name: auth.displayName };
}

/** Writes nobody in particular made: the seed, start-up tasks. */
export const SYSTEM_ACTOR: Actor = { userId: null, name: 'System' };
