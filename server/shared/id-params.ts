import { z } from 'zod/mini';

/** `/:id` of a row: a positive whole number within PostgreSQL's integer, so no id reaches SQL out of range. */
export const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });
