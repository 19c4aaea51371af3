/** The gatekeeper rules engine (docs/gatekeeper-rules.md): pure, used by the server and the device. */
export { compileRules, type CompiledRules } from './compile.ts';
export { judgeScan } from './judge.ts';
export { parseRuleCsv, serialiseRuleCsv, describeCsvErrors, RULE_CSV_HEADER, type RuleCsvError, type RuleCsvResult } from './csv.ts';
export { sampleCsv, SAMPLE_RULES } from './samples.ts';
export { RULE_REASONS, reasonText, type CapSource, type ReasonMessage } from './reasons.ts';
export * from './identifiers.ts';
export type * from './types.ts';
