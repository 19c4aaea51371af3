import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_SETS } from '../../src/domain/gatekeeper/constants.ts';
import { compileRules } from '../../src/domain/gatekeeper/rules/compile.ts';
import { parseRuleCsv } from '../../src/domain/gatekeeper/rules/csv.ts';
import { judgeScan } from '../../src/domain/gatekeeper/rules/judge.ts';
import { reasonText } from '../../src/domain/gatekeeper/rules/reasons.ts';
import type { RuleBook } from '../../src/domain/gatekeeper/rules/types.ts';
import {
  BASE_ITEM,
  bookOf,
  itemOf,
  renderWorkedExamples,
  WORKED_BOOK,
  WORKED_EXAMPLES,
} from '../../src/domain/gatekeeper/rules/worked-examples.ts';

const doc = readFileSync(new URL('../../docs/gatekeeper-rules.md', import.meta.url), 'utf8');
const empty: RuleBook = { Eligibility: [], Capping: [], Allotment: [] };
const ctx = (over: Partial<Parameters<typeof judgeScan>[1]> = {}) => ({
  gateCountry: 'UAE' as const,
  upc: BASE_ITEM.upc,
  item: BASE_ITEM,
  expectedOnPallet: 1,
  scannedOnPallet: 0,
  scannedLastHour: 0,
  ...over,
});

describe('gatekeeper rules: the worked examples of docs/gatekeeper-rules.md', () => {
  it.each(WORKED_EXAMPLES.map((e, i) => [i + 1, e] as const))('example %i', (_n, example) => {
    const verdict = judgeScan(compileRules(bookOf(example)), {
      gateCountry: example.gate,
      upc: BASE_ITEM.upc,
      item: itemOf(example),
      expectedOnPallet: example.expected,
      scannedOnPallet: example.scanned,
      scannedLastHour: example.lastHour,
    });
    expect(verdict).toMatchObject(example.verdict);
    // The device's key and parameters give the very same English.
    expect(verdict.message ? reasonText(verdict.message) : null).toBe(verdict.reason);
  });

  it('the doc table is exactly the examples file', () => {
    const block = /<!-- worked-examples:start -->\n([\s\S]*?)\n<!-- worked-examples:end -->/.exec(doc)?.[1];
    expect(block).toBe(renderWorkedExamples());
  });

  it("the doc's CSV examples are the examples' rule book", () => {
    const blocks = [...doc.matchAll(/```csv\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    expect(blocks).toHaveLength(RULE_SETS.length);
    RULE_SETS.forEach((set, i) => expect(parseRuleCsv(set, blocks[i] ?? '')).toEqual({ rows: WORKED_BOOK[set] }));
  });

  it('every verdict kind and every deciding rule appears among the examples', () => {
    const actions = new Set(WORKED_EXAMPLES.map((e) => e.verdict.action));
    expect([...actions].sort()).toEqual(['ACCEPTED', 'ALREADY_SCANNED', 'NOT_ON_PALLET', 'REJECTED']);
    const rules = new Set(WORKED_EXAMPLES.map((e) => e.verdict.rule).filter(Boolean));
    expect(rules.size).toBeGreaterThanOrEqual(13);
  });
});

describe('gatekeeper rules: branches beyond the table', () => {
  it('with no rules at all a known unit under the default cap is accepted at both gates', () => {
    const rules = compileRules(empty);
    expect(judgeScan(rules, ctx()).action).toBe('ACCEPTED');
    expect(judgeScan(rules, ctx({ gateCountry: 'KSA' })).action).toBe('ACCEPTED');
  });

  it('rejection lists are per country: a UAE list never rejects at a KSA gate', () => {
    const rules = compileRules({
      ...empty,
      Eligibility: [{ identifier: 'GATEKEEPER-UAE-GROUP-CODE-REJECTION', value: 'g-100', limit: null }],
    });
    expect(judgeScan(rules, ctx()).rule).toBe('GATEKEEPER-UAE-GROUP-CODE-REJECTION');
    expect(judgeScan(rules, ctx({ gateCountry: 'KSA' })).action).toBe('ACCEPTED');
  });

  it('division-and-department matches with spaces around the slash, and only the pair', () => {
    const rules = compileRules({
      ...empty,
      Eligibility: [{ identifier: 'GATEKEEPER-KSA-DIVISION-AND-DEPARTMENT-REJECTION', value: ' men / shoes ', limit: null }],
    });
    expect(judgeScan(rules, ctx({ gateCountry: 'KSA' })).action).toBe('REJECTED');
    expect(judgeScan(rules, ctx({ gateCountry: 'KSA', item: { ...BASE_ITEM, department: 'BAGS' } })).action).toBe('ACCEPTED');
  });

  it('a single allotment row gives the other country the rest of 100', () => {
    const only = (identifier: string, limit: number) => compileRules({ ...empty, Allotment: [{ identifier, value: 'ALL', limit }] });
    expect(only('GATEKEEPER-UAE-ALLOTMENT', 100).allotment).toEqual({ UAE: 100, KSA: 0 });
    expect(only('GATEKEEPER-KSA-ALLOTMENT', 30).allotment).toEqual({ UAE: 70, KSA: 30 });
    expect(judgeScan(only('GATEKEEPER-KSA-ALLOTMENT', 30), ctx({ gateCountry: 'KSA' })).action).toBe('ACCEPTED');
  });

  it('the cap counts this unit: exactly at the default cap is accepted, one more is rejected', () => {
    const rules = compileRules(empty);
    const item = { ...BASE_ITEM, rackQty: 24, preGrnQty: 0 };
    expect(judgeScan(rules, ctx({ item })).action).toBe('ACCEPTED');
    expect(judgeScan(rules, ctx({ item, scannedLastHour: 1 })).rule).toBe('CAPPING-DEFAULT');
  });

  it('a brand maximum of 0 rejects every unit of the brand', () => {
    const rules = compileRules({ ...empty, Capping: [{ identifier: 'GATEKEEPER-UAE-BRAND-MAX', value: 'nike', limit: 0 }] });
    expect(judgeScan(rules, ctx({ item: { ...BASE_ITEM, rackQty: 0, preGrnQty: 0 } })).rule).toBe('GATEKEEPER-UAE-BRAND-MAX');
  });

  it('a UAE new style with enough head-office qty passes; eligibility at KSA ignores head-office qty', () => {
    const rules = compileRules(empty);
    const newStyle = { ...BASE_ITEM, headOfficeQty: 0, styleInBusiness: { UAE: false, KSA: true } };
    expect(judgeScan(rules, ctx({ item: newStyle })).rule).toBe('GATEKEEPER-UAE-NEW-STYLE-ELIGIBILITY');
    expect(judgeScan(rules, ctx({ gateCountry: 'KSA', item: newStyle })).action).toBe('ACCEPTED');
  });

  it('an unknown UPC that is not on the pallet is reported as not on the pallet', () => {
    expect(judgeScan(compileRules(empty), ctx({ item: null, expectedOnPallet: 0 })).action).toBe('NOT_ON_PALLET');
  });
});
