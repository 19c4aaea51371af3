import { ENCODER_DESIGNATIONS } from '../../src/domain/activation/constants.ts';
import { ACTIVATION_REJECTION_PAGE, PRODUCT_ACTIVATION_PAGE } from '../../src/domain/activation/paths.ts';
import type { Db } from '../db/connect.ts';
import * as generation from '../modules/activation/queue-generation.service.ts';
import * as users from '../modules/users/users.service.ts';
import { SYSTEM_ACTOR } from '../shared/actor.ts';
import type { SeedOptions } from './seed-step.ts';

const [CONTENT_ENCODER, STUDIO_ENCODER] = ENCODER_DESIGNATIONS;

/** Two encoders of the Encoded By filter, from the spec's companies, who also work the queue. */
const ENCODERS = [
  {
    employeeNo: 'encoder1',
    firstName: 'Fatima',
    lastName: 'Zahra',
    designation: 'Content Encoder',
    designationId: CONTENT_ENCODER,
    company: 'BFL',
  },
  {
    employeeNo: 'encoder2',
    firstName: 'Rahul',
    lastName: 'Menon',
    designation: 'Studio Encoder',
    designationId: STUDIO_ENCODER,
    company: 'FREELANCER',
  },
] as const;

/**
 * Seed step 'seeded-activation': the operator (who encoded the demo products) and two more
 * encoders get encoder designations, and the global activation queue is generated, so the
 * activation screen has products and filters on first start.
 */
export async function seedActivation(db: Db, options: SeedOptions): Promise<void> {
  if (options.kind !== 'demo') return;
  const operator = await users.findByLogin(db, 'operator');
  if (operator) await users.setDesignationId(db, operator.id, CONTENT_ENCODER);
  const grants = [
    { page: PRODUCT_ACTIVATION_PAGE, level: 'L2' as const },
    { page: ACTIVATION_REJECTION_PAGE, level: 'L2' as const },
  ];
  for (const encoder of ENCODERS) {
    const account = { isAdmin: false, enabled: true, dataCentre: options.dataCentre, createdBy: null };
    const person = { ...encoder, email: `${encoder.employeeNo}@demo.panel`, password: options.password };
    const id = await users.createUserWithGrants(db, await users.newUser(person, account), grants);
    if (id !== undefined) await users.setDesignationId(db, id, encoder.designationId);
  }
  await generation.generateGlobal(db, 'ACTIVATION', SYSTEM_ACTOR);
}
