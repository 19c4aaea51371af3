import type { z } from 'zod/mini';
import { envelopeOf, errorEnvelopeSchema, type Envelope } from '../../src/domain/envelope.ts';

/** A successful envelope. */
export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { status: true, message, data };
}

/** Response schemas of a route: its success envelope and the error envelope for the listed codes. */
export function replies<T extends z.ZodMiniType>(data: T, errorCodes: number[] = [400, 401, 403], successCode = 200) {
  const schemas: Record<number, z.ZodMiniType> = { [successCode]: envelopeOf(data) };
  for (const code of errorCodes) schemas[code] = errorEnvelopeSchema;
  return schemas;
}
