import type { FieldError } from '../envelope.ts';
import { isUnstorableText } from '../fields.ts';
import { PERCENT_MAX, PERCENT_MIN, RRP_FIELDS, RRP_LIMITS, type RrpFieldDefinition, type RrpFieldName } from './rrp-fields.ts';
import { RRP_MESSAGES as M } from './messages.ts';

/** A condition of the editor's tree (react-querybuilder's RuleType, the parts a rule uses). */
export interface RrpCondition {
  id?: string;
  field: RrpFieldName;
  operator: string;
  value: string | number | string[] | number[];
  valueSource?: 'value';
}

/** A group of the editor's tree (react-querybuilder's RuleGroupType). */
export interface RrpGroup {
  id?: string;
  combinator: 'and' | 'or';
  not?: boolean;
  rules: (RrpCondition | RrpGroup)[];
}

export const isGroup = (node: RrpCondition | RrpGroup): node is RrpGroup => 'rules' in node;

const GROUP_KEYS = new Set(['id', 'combinator', 'not', 'rules']);
const CONDITION_KEYS = new Set(['id', 'field', 'operator', 'value', 'valueSource']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a tree against the fields and operators of an RRP rule (spec 001 §5) and answers each
 * problem at its place (`jsonTree.rules[1].value`), or the tree when there is none. It walks any
 * JSON value (depth and size bounded first), so no input makes it throw.
 */
export function checkRrpTree(input: unknown): { tree: RrpGroup; errors: [] } | { tree: null; errors: FieldError[] } {
  return checkRuleTree(input, RRP_FIELDS);
}

/** `checkRrpTree` over another set of the rule fields (a product frame's rule has no percentage). */
export function checkRuleTree(
  input: unknown,
  fields: readonly RrpFieldDefinition[],
): { tree: RrpGroup; errors: [] } | { tree: null; errors: FieldError[] } {
  const fieldOf = (name: unknown) => fields.find((f) => f.name === name);
  const errors: FieldError[] = [];
  let nodes = 0;
  // A problem is the key text of its message ('product-pricing:rules.empty'), said where it is shown.
  const fail = (at: string, message: string) => errors.push({ field: at, message });

  const group = (value: unknown, at: string, depth: number): void => {
    if (!isObject(value) || !Array.isArray(value.rules)) return void fail(at, M.notAGroup);
    if (depth > RRP_LIMITS.depth) return void fail(at, M.tooDeep(RRP_LIMITS.depth));
    for (const key of Object.keys(value)) if (!GROUP_KEYS.has(key)) fail(`${at}.${key}`, M.unknownKey(key));
    optionalId(value.id, `${at}.id`);
    if (value.combinator !== 'and' && value.combinator !== 'or') fail(`${at}.combinator`, M.combinator);
    if (value.not !== undefined && typeof value.not !== 'boolean') fail(`${at}.not`, M.notFlag);
    if (value.rules.length === 0) fail(`${at}.rules`, depth === 1 ? M.empty : M.emptyGroup);
    value.rules.forEach((child, i) => {
      if (++nodes > RRP_LIMITS.nodes) return;
      const place = `${at}.rules[${i}]`;
      if (isObject(child) && 'rules' in child) group(child, place, depth + 1);
      else condition(child, place);
    });
  };

  const optionalId = (id: unknown, at: string) => {
    if (id !== undefined && (typeof id !== 'string' || id.length > 100 || isUnstorableText(id))) fail(at, M.badId);
  };

  const condition = (value: unknown, at: string): void => {
    if (!isObject(value)) return void fail(at, M.notACondition);
    for (const key of Object.keys(value)) if (!CONDITION_KEYS.has(key)) fail(`${at}.${key}`, M.unknownKey(key));
    optionalId(value.id, `${at}.id`);
    if (value.valueSource !== undefined && value.valueSource !== 'value') fail(`${at}.valueSource`, M.valueSource);
    const field = fieldOf(value.field);
    if (!field) return void fail(`${at}.field`, M.unknownField(value.field));
    if (typeof value.operator !== 'string' || !field.operators.includes(value.operator)) {
      return void fail(`${at}.operator`, M.unknownOperator(field.name, field.operators));
    }
    const problem = valueProblem(field.kind, value.operator, value.value);
    if (problem) fail(`${at}.value`, problem(field.name));
  };

  group(input, 'jsonTree', 1);
  if (nodes > RRP_LIMITS.nodes) fail('jsonTree', M.tooLarge(RRP_LIMITS.nodes));
  return errors.length ? { tree: null, errors: errors.slice(0, 20) } : { tree: input as RrpGroup, errors: [] };
}

/** A value's problem, said of the condition's field. */
type Problem = (field: RrpFieldName) => string;

const catalogueText = (v: unknown): Problem | null => {
  if (typeof v !== 'string' || v.trim() === '') return M.chooseValue;
  if (v.length > RRP_LIMITS.valueLength) return (field) => M.valueTooLong(field, RRP_LIMITS.valueLength);
  return isUnstorableText(v) ? M.badText : null;
};

const percent = (v: unknown): Problem | null =>
  typeof v === 'number' && Number.isFinite(v) && v >= PERCENT_MIN && v <= PERCENT_MAX ? null : M.percentRange;

/** What is wrong with a condition's value for its kind and operator, or null. */
function valueProblem(kind: string, operator: string, value: unknown): Problem | null {
  if (kind === 'percent') {
    if (operator === '=') return percent(value);
    if (!Array.isArray(value) || value.length !== 2) return M.betweenPair;
    const problem = percent(value[0]) ?? percent(value[1]);
    if (problem) return problem;
    return (value[0] as number) <= (value[1] as number) ? null : M.betweenOrder;
  }
  if (kind === 'mainCategoryId') {
    return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? null : M.chooseValue;
  }
  if (operator !== 'in') return catalogueText(value);
  if (!Array.isArray(value) || value.length === 0) return M.chooseValue;
  if (value.length > RRP_LIMITS.inValues) return (field) => M.tooManyValues(field, RRP_LIMITS.inValues);
  for (const v of value) {
    const problem = catalogueText(v);
    if (problem) return problem;
  }
  return null;
}

/** Every condition of a tree, depth first. */
export function conditionsOf(tree: RrpGroup): RrpCondition[] {
  return tree.rules.flatMap((node) => (isGroup(node) ? conditionsOf(node) : [node]));
}

/** The catalogue values a tree names, by field: each must exist in the catalogue to be saved. */
export function namedValues(tree: RrpGroup) {
  const named = { brand: new Set<string>(), department: new Set<string>(), groupCode: new Set<string>(), mainCategory: new Set<number>() };
  for (const c of conditionsOf(tree)) {
    if (c.field === 'mainCategory') named.mainCategory.add(c.value as number);
    else if (c.field !== 'price_increase_percentage_to_rrp') {
      for (const v of Array.isArray(c.value) ? c.value : [c.value]) named[c.field].add(String(v));
    }
  }
  return named;
}

/** The lowest and highest percentage a tree names (null when it names none). */
export function percentRange(tree: RrpGroup): { from: number; to: number } | null {
  const values = conditionsOf(tree)
    .filter((c) => c.field === 'price_increase_percentage_to_rrp')
    .flatMap((c) => (Array.isArray(c.value) ? (c.value as number[]) : [c.value as number]));
  return values.length ? { from: Math.min(...values), to: Math.max(...values) } : null;
}

/** True when a tree has at least one condition (an empty rule cannot be saved, spec 001 §5). */
export const hasConditions = (tree: RrpGroup): boolean => conditionsOf(tree).length > 0;
