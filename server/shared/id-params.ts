import { z } from 'zod/mini';
import { PG_INT_MAX, wholeNumberIn } from '../../src/domain/fields.ts';

/** A row id in a path: a positive whole number within PostgreSQL's integer, so no id reaches SQL out of range. */
export const rowId = wholeNumberIn(1, PG_INT_MAX);

/** `/:id` of a row. */
export const idParams = z.object({ id: rowId });
