import type { RuleSetName } from '../../../src/domain/gatekeeper/constants.ts';
import { parseRuleCsv, serialiseRuleCsv, type RuleCsvError } from '../../../src/domain/gatekeeper/rules/csv.ts';
import type { RuleRow } from '../../../src/domain/gatekeeper/rules/types.ts';
import { workerTask } from '../../shared/worker-task.ts';

export type ParsedRuleUpload = { errors: RuleCsvError[] } | { rows: RuleRow[]; csv: string };

/** An uploaded rule file read and checked, with the set's download as it will be once stored. Runs on a worker thread. */
export function parseRuleUpload({ ruleSet, text }: { ruleSet: RuleSetName; text: string }): ParsedRuleUpload {
  const parsed = parseRuleCsv(ruleSet, text);
  return parsed.errors ? { errors: parsed.errors } : { rows: parsed.rows, csv: serialiseRuleCsv(parsed.rows) };
}

/** Files from this size are read on the worker: a 1 MB file takes a few hundred milliseconds of CPU. */
const OFF_THREAD_BYTES = 64 * 1024;
const worker = workerTask<{ ruleSet: RuleSetName; text: string }, ParsedRuleUpload>(import.meta.url, 'parseRuleUpload');

export const readRuleUpload = (ruleSet: RuleSetName, text: string): Promise<ParsedRuleUpload> =>
  text.length < OFF_THREAD_BYTES ? Promise.resolve(parseRuleUpload({ ruleSet, text })) : worker.run({ ruleSet, text });
