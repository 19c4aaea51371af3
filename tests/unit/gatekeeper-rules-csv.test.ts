import { describe, expect, it } from 'vitest';
import { RULE_SETS } from '../../src/domain/gatekeeper/constants.ts';
import { describeCsvErrors, parseRuleCsv as parseWithKeys, serialiseRuleCsv } from '../../src/domain/gatekeeper/rules/csv.ts';
import { sampleCsv, SAMPLE_RULES } from '../../src/domain/gatekeeper/rules/samples.ts';
import { ruleWords } from '../../src/domain/gatekeeper/rules/words.ts';
import type { RuleRow } from '../../src/domain/gatekeeper/rules/types.ts';
import type { Msg } from '../../src/domain/words/words.ts';
import { registerCatalogues, say } from '../../server/plugins/words.ts';

const H = 'identifier,value,limit\n';
registerCatalogues([ruleWords]);
const english = (msg: Msg) => say(msg, 'en');

/** A file read, its problems in English (each is a message of the rule words). */
function parseRuleCsv(...args: Parameters<typeof parseWithKeys>): { rows?: RuleRow[]; errors?: { line: number; message: string }[] } {
  const result = parseWithKeys(...args);
  return result.errors ? { errors: result.errors.map((e) => ({ line: e.line, message: english(e.message) })) } : result;
}

describe('rule CSV', () => {
  it('reads rows, skipping blank lines, a byte-order mark and CRLF; identifiers any case', () => {
    const text = `\uFEFF${H.replace('\n', '\r\n')}gatekeeper-uae-brand-max, NIKE ,40\r\n\r\nGATEKEEPER-KSA-DIVISION-UPC-MAX,WOMEN,0\r\n`;
    expect(parseRuleCsv('Capping', text)).toEqual({
      rows: [
        { identifier: 'GATEKEEPER-UAE-BRAND-MAX', value: 'NIKE', limit: 40 },
        { identifier: 'GATEKEEPER-KSA-DIVISION-UPC-MAX', value: 'WOMEN', limit: 0 },
      ],
    });
  });

  it('a rejection row may leave out the empty limit column', () => {
    expect(parseRuleCsv('Eligibility', `${H}GATEKEEPER-UAE-BRAND-REJECTION,ZARA`)).toEqual({
      rows: [{ identifier: 'GATEKEEPER-UAE-BRAND-REJECTION', value: 'ZARA', limit: null }],
    });
  });

  it('a header-only file is an empty set', () => {
    expect(parseRuleCsv('Allotment', H)).toEqual({ rows: [] });
  });

  it.each([
    ['', 1, 'the first line must be the header identifier,value,limit'],
    ['identifier;value;limit\n', 1, 'the first line must be the header identifier,value,limit'],
  ])('refuses a bad header %j', (text, line, message) => {
    expect(parseRuleCsv('Capping', text)).toEqual({ errors: [{ line, message }] });
  });

  it.each([
    ['Eligibility', 'GATEKEEPER-UAE-COLOUR-REJECTION,RED,', "unknown identifier 'GATEKEEPER-UAE-COLOUR-REJECTION'"],
    ['Eligibility', 'GATEKEEPER-UAE-BRAND-MAX,NIKE,3', 'identifier GATEKEEPER-UAE-BRAND-MAX belongs to the Capping set, not Eligibility'],
    ['Eligibility', 'GATEKEEPER-UAE-BRAND-REJECTION,,', 'value is required'],
    ['Eligibility', 'GATEKEEPER-UAE-BRAND-REJECTION,=cmd(),', 'value may not start with =, +, - or @'],
    ['Eligibility', 'GATEKEEPER-UAE-BRAND-REJECTION,"A\nB",', 'value may not hold line breaks or tabs'],
    ['Eligibility', `GATEKEEPER-UAE-BRAND-REJECTION,${'x'.repeat(201)},`, 'value is longer than 200 characters'],
    ['Eligibility', 'GATEKEEPER-UAE-BRAND-REJECTION,NIKE,5', 'limit must be empty for GATEKEEPER-UAE-BRAND-REJECTION'],
    ['Eligibility', 'GATEKEEPER-UAE-BRAND-REJECTION', 'expected 3 columns (identifier,value,limit), found 1'],
    ['Eligibility', 'GATEKEEPER-UAE-BRAND-REJECTION,A,,x', 'expected 3 columns (identifier,value,limit), found 4'],
    ['Capping', 'GATEKEEPER-UAE-BRAND-MAX,NIKE,', 'limit must be a whole number from 0 to 1000000 for GATEKEEPER-UAE-BRAND-MAX'],
    ['Capping', 'GATEKEEPER-UAE-BRAND-MAX,NIKE,-1', 'limit must be a whole number from 0 to 1000000 for GATEKEEPER-UAE-BRAND-MAX'],
    ['Capping', 'GATEKEEPER-UAE-BRAND-MAX,NIKE,2.5', 'limit must be a whole number from 0 to 1000000 for GATEKEEPER-UAE-BRAND-MAX'],
    ['Allotment', 'GATEKEEPER-UAE-ALLOTMENT,ALL,101', 'limit must be a whole number from 0 to 100 for GATEKEEPER-UAE-ALLOTMENT'],
    ['Allotment', 'GATEKEEPER-UAE-ALLOTMENT,NIKE,100', 'value must be ALL for GATEKEEPER-UAE-ALLOTMENT'],
  ] as const)('%s refuses %j on its line', (set, line, message) => {
    const text = `${H}\n${line}\n`;
    expect(parseRuleCsv(set, text)).toEqual({ errors: [{ line: 3, message }] });
  });

  it('names the line of a duplicate (any case) and of every bad row, counting lines inside quotes', () => {
    const text = `${H}GATEKEEPER-UAE-BRAND-REJECTION,"ZARA",\nGATEKEEPER-UAE-BRAND-REJECTION,"multi\nline",\ngatekeeper-uae-brand-rejection,zara,\n`;
    const result = parseRuleCsv('Eligibility', text);
    const keyed = parseWithKeys('Eligibility', text);
    expect(keyed.errors?.map((e) => e.message.key)).toEqual(['gateRules:csv.valueBreaks', 'gateRules:csv.repeats']);
    expect(result.errors).toEqual([
      { line: 3, message: 'value may not hold line breaks or tabs' },
      { line: 5, message: 'GATEKEEPER-UAE-BRAND-REJECTION zara repeats line 2' },
    ]);
    expect(english(describeCsvErrors(keyed.errors ?? [], english))).toBe(
      'Line 3: value may not hold line breaks or tabs; Line 5: GATEKEEPER-UAE-BRAND-REJECTION zara repeats line 2',
    );
  });

  it.each([
    ['CRLF', '\r\n'],
    ['CR (classic Mac)', '\r'],
  ])('counts lines the same in a file with %s line breaks, with and without quotes', (_name, br) => {
    const lines = ['identifier,value,limit', 'GATEKEEPER-UAE-BRAND-REJECTION,ZARA,', '', 'GATEKEEPER-UAE-BRAND-REJECTION,zara,'];
    expect(parseRuleCsv('Eligibility', lines.join(br) + br).errors).toEqual([
      { line: 4, message: 'GATEKEEPER-UAE-BRAND-REJECTION zara repeats line 2' },
    ]);
    const quoted = [
      'identifier,value,limit',
      'GATEKEEPER-UAE-BRAND-REJECTION,"A,1",',
      `GATEKEEPER-UAE-BRAND-REJECTION,"multi${br}line",`,
      'GATEKEEPER-UAE-BRAND-REJECTION,"a,1",',
    ];
    expect(parseRuleCsv('Eligibility', quoted.join(br) + br).errors).toEqual([
      { line: 3, message: 'value may not hold line breaks or tabs' },
      { line: 5, message: 'GATEKEEPER-UAE-BRAND-REJECTION a,1 repeats line 2' },
    ]);
  });

  it('allotment shares given for both countries must add up to 100', () => {
    expect(parseRuleCsv('Allotment', `${H}GATEKEEPER-UAE-ALLOTMENT,ALL,80\nGATEKEEPER-KSA-ALLOTMENT,all,10\n`)).toEqual({
      errors: [{ line: 3, message: 'allotment shares must add up to 100, found 90' }],
    });
    expect(parseRuleCsv('Allotment', `${H}GATEKEEPER-UAE-ALLOTMENT,ALL,80\nGATEKEEPER-KSA-ALLOTMENT,all,20\n`).rows?.[1]).toEqual({
      identifier: 'GATEKEEPER-KSA-ALLOTMENT',
      value: 'ALL',
      limit: 20,
    });
  });

  it('serialises with quoting and reads back the same rows', () => {
    const rows = [
      { identifier: 'GATEKEEPER-UAE-BRAND-REJECTION', value: 'LEVI\'S, "RED TAB"', limit: null },
      { identifier: 'GATEKEEPER-UAE-GROUP-CODE-REJECTION', value: 'G-900', limit: null },
    ];
    const text = serialiseRuleCsv(rows);
    expect(text).toBe(`${H}GATEKEEPER-UAE-BRAND-REJECTION,"LEVI'S, ""RED TAB""",\nGATEKEEPER-UAE-GROUP-CODE-REJECTION,G-900,\n`);
    expect(parseRuleCsv('Eligibility', text)).toEqual({ rows });
  });

  it.each(RULE_SETS)('the %s sample file parses clean to its rows', (set) => {
    expect(parseRuleCsv(set, sampleCsv(set))).toEqual({ rows: SAMPLE_RULES[set] });
  });
});
