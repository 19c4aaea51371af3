import { z } from 'zod/mini';

/**
 * zod/mini sets nothing up by itself: no locale (failures would read "Invalid input") and no
 * support for values that refer to themselves. Both are switched on here as classic zod did on its
 * own. Imported first on the server's and the client's start paths, before any schema is built.
 */
z.config(z.locales.en());
z.config({ memoizer: z.memoizer() });
