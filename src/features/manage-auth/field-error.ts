import type { z } from 'zod/mini';

/** The i18n key (and its values) of our words for a field the shared schema refuses. */
export function fieldErrorKey(issue: z.core.$ZodIssue): { key: string; values?: Record<string, unknown> } {
  if (issue.code === 'too_small') return { key: 'invalid.required' };
  if (issue.code === 'too_big') return { key: 'invalid.tooLong', values: { max: issue.maximum } };
  if (issue.code === 'invalid_format') return { key: 'invalid.colon' };
  return { key: 'invalid.required' };
}
