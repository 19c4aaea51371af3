import { z } from 'zod/mini';

/** Plain words for the commonest schema failure: a field that was not sent at all. */
export function installFriendlyZodMessages(): void {
  z.config({
    customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined),
  });
}
