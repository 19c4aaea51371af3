import { ENCODER_DESIGNATIONS } from '../../src/domain/activation/constants.ts';
import type { Db } from '../db/connect.ts';
import * as generation from '../modules/activation/queue-generation.service.ts';
import * as users from '../modules/users/users.service.ts';
import { SYSTEM_ACTOR } from '../shared/actor.ts';
import type { SeedOptions } from './seed-step.ts';

const [CONTENT_ENCODER, STUDIO_ENCODER] = ENCODER_DESIGNATIONS;

/**
 * Seed step 'seeded-activation': the two demo users who encoded the demo products (the operator
 * and the administrator) get encoder designations, so the Encoded By filter lists them, and the
 * global activation queue is generated, so the activation screen has products on first start.
 */
export async function seedActivation(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  for (const [login, designationId] of [
    ['operator', CONTENT_ENCODER],
    ['admin', STUDIO_ENCODER],
  ] as const) {
    const user = await users.findByLogin(db, login);
    if (user) await users.setDesignationId(db, user.id, designationId);
  }
  await generation.generateGlobal(db, 'ACTIVATION', SYSTEM_ACTOR);
}
