import type { z } from 'zod/mini';
import { S } from '../../src/domain/words/server-words.ts';
import type { Words } from './http-error.ts';
import { spoken } from './words.ts';
import { envelopeOf, errorEnvelopeSchema, type Envelope } from '../../src/domain/envelope.ts';

/** A successful envelope; its message is made in the request's language, beside its key. */
export function ok<T>(data: T, words: Words = S('ok')): Envelope<T> {
  return { status: true, ...spoken(words), data };
}

/** Response schemas of a route: its success envelope and the error envelope for the listed codes. */
export function replies<T extends z.ZodMiniType>(data: T, errorCodes: number[] = [400, 401, 403], successCode = 200) {
  const schemas: Record<number, z.ZodMiniType> = { [successCode]: envelopeOf(data) };
  for (const code of errorCodes) schemas[code] = errorEnvelopeSchema;
  return schemas;
}
