import type { RuleSetName } from '../../../src/domain/gatekeeper/constants.ts';
import { parseRuleCsv, serialiseRuleCsv, type RuleCsvError } from '../../../src/domain/gatekeeper/rules/csv.ts';
import type { RuleRow } from '../../../src/domain/gatekeeper/rules/types.ts';
import { workerTask } from '../../shared/worker-task.ts';
import { fromColumns, toColumns, type RuleColumns } from './rule-columns.ts';
import { packRulesSync } from './rule-revision-codec.ts';

/** A rule file read and checked: its rows, the set's download as it will be once stored, and the rows packed for storing. */
export interface RuleUpload {
  rows: RuleRow[];
  csv: string;
  packed: Uint8Array;
}
type Parsed<Rows> = { errors: RuleCsvError[] } | { rows: Rows; csv: string; packed: Uint8Array };

/** An uploaded rule file read, checked and packed, as it crosses from the worker thread. */
export function parseRuleUpload({ ruleSet, text }: { ruleSet: RuleSetName; text: string }): Parsed<RuleColumns> {
  const parsed = parseRuleCsv(ruleSet, text);
  if (parsed.errors) return { errors: parsed.errors };
  return { rows: toColumns(parsed.rows), csv: serialiseRuleCsv(parsed.rows), packed: packRulesSync(parsed.rows) };
}

/** Files from this size are read on the worker: a 1 MB file takes a few hundred milliseconds of CPU. */
const OFF_THREAD_BYTES = 64 * 1024;
const worker = workerTask<{ ruleSet: RuleSetName; text: string }, Parsed<RuleColumns>>(import.meta.url, 'parseRuleUpload');

export async function readRuleUpload(ruleSet: RuleSetName, text: string): Promise<{ errors: RuleCsvError[] } | RuleUpload> {
  const parsed = text.length < OFF_THREAD_BYTES ? parseRuleUpload({ ruleSet, text }) : await worker.run({ ruleSet, text });
  return 'errors' in parsed ? parsed : { ...parsed, rows: fromColumns(parsed.rows) };
}
