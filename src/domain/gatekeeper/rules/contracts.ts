import { z } from 'zod/mini';
import { PG_INT_MAX, wholeNumberIn } from '../../fields.ts';
import { RULE_SETS, type RuleSetName } from '../constants.ts';
import { GATEKEEPER_PATHS } from '../contracts.ts';
import { textOf } from '../../words/field-problem.ts';
import { IDENTIFIERS } from './identifiers.ts';
import { R } from './words.ts';

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
  z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  z.transform((s) => s.toUpperCase()),
);

/** GET GATEKEEPER_PATHS.ruleItems (text/csv). */
export const ruleItemsQuerySchema = z.object({
  identifier: ruleIdentifier.check(z.refine((s) => IDENTIFIERS.has(s), textOf(R('rules.identifier')))),
  module: z.enum(['GATEKEEPER']),
});

/** POST GATEKEEPER_PATHS.ruleUpload/{ruleSet}: the CSV as the raw body, Content-Type text/csv. */
export const RULE_UPLOAD_MAX_BYTES = 1024 * 1024;
/**
 * `?revision=`: the set's revision the screen read (0 for a set never uploaded). Optional: an
 * upload that names it is refused (409) when another upload replaced the set since; one without
 * it replaces whatever is there.
 */
export const ruleUploadQuerySchema = z.object({ revision: z.optional(wholeNumberIn(0, PG_INT_MAX)) });

/** A rule set's id in the change log (`history?entity=gatekeeper-rule-set&id=`): 1 Eligibility, 2 Capping, 3 Allotment. */
export const ruleSetRecordId = (set: RuleSetName): number => RULE_SETS.indexOf(set) + 1;
/** The set after the upload: its rules, its new revision (the next upload's `?revision=`) and the rules version. */
export const ruleUploadReplySchema = z.object({ ruleSet: ruleSetSchema, rowCount: z.int(), revision: z.int(), rulesVersion: z.string() });

/** The whole set as CSV ('Download Current Rules'). */
export const ruleSetCsvPath = (set: string) => `${GATEKEEPER_PATHS.ruleSets}/${encodeURIComponent(set)}.csv`;
/** The upload's body: the CSV as text. */
export const RULE_CSV_BODY_RULE = textOf(R('rules.csvBody'));
export const sampleFilePath = (title: string) => `${GATEKEEPER_PATHS.sampleFiles}/${encodeURIComponent(title)}.csv`;
