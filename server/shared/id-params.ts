import { z } from 'zod/mini';

/** A row id in a path: a positive whole number within PostgreSQL's integer, so no id reaches SQL out of range. */
export const rowId = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** `/:id` of a row. */
export const idParams = z.object({ id: rowId });
