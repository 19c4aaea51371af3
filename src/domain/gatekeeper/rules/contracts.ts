import { z } from 'zod/mini';
import { RULE_SETS } from '../constants.ts';
import { GATEKEEPER_PATHS } from '../contracts.ts';
import { IDENTIFIERS } from './identifiers.ts';

/** Calls of Gate Keeper Rules (docs/api.md "Gatekeeper rules"). */
export const ruleSetSchema = z.enum(RULE_SETS);

/** GET GATEKEEPER_PATHS.ruleSets: each set with its row count and last upload. */
export const ruleSetSummarySchema = z.object({
  ruleSet: ruleSetSchema,
  rowCount: z.int(),
  revision: z.int(),
  updatedName: z.nullable(z.string()),
  updatedDateUTC: z.nullable(z.string()),
});
export type RuleSetSummary = z.infer<typeof ruleSetSummarySchema>;
export const ruleSetsReplySchema = z.object({ sets: z.array(ruleSetSummarySchema), rulesVersion: z.string() });

// Taken in any case; the identifiers themselves are upper case.
const ruleIdentifier = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'identifier is required'), z.maxLength(100)),
  z.transform((s) => s.toUpperCase()),
);

/** GET GATEKEEPER_PATHS.ruleItems (text/csv). */
export const ruleItemsQuerySchema = z.object({
  identifier: ruleIdentifier.check(z.refine((s) => IDENTIFIERS.has(s), 'identifier is not a gatekeeper rule identifier')),
  module: z.enum(['GATEKEEPER'], { error: 'module must be GATEKEEPER' }),
});

/** POST GATEKEEPER_PATHS.ruleUpload/{ruleSet}: the CSV as the raw body, Content-Type text/csv. */
export const RULE_UPLOAD_MAX_BYTES = 1024 * 1024;
export const ruleUploadReplySchema = z.object({ ruleSet: ruleSetSchema, rowCount: z.int(), rulesVersion: z.string() });

/** The whole set as CSV ('Download Current Rules'). */
export const ruleSetCsvPath = (set: string) => `${GATEKEEPER_PATHS.ruleSets}/${encodeURIComponent(set)}.csv`;
export const sampleFilePath = (title: string) => `${GATEKEEPER_PATHS.sampleFiles}/${encodeURIComponent(title)}.csv`;
