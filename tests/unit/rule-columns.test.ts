import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns } from '../../server/modules/gatekeeper-rules/rule-columns.ts';
import { compileRules, compileSet } from '../../src/domain/gatekeeper/rules/compile.ts';
import type { RuleBook } from '../../src/domain/gatekeeper/rules/types.ts';

const book: RuleBook = {
  Eligibility: [
    { identifier: 'GATEKEEPER-UAE-BRAND-REJECTION', value: ' Nike ', limit: null },
    { identifier: 'GATEKEEPER-KSA-DIVISION-AND-DEPARTMENT-REJECTION', value: 'Men / Shoes', limit: null },
    { identifier: 'GATEKEEPER-UAE-BRAND-REJECTION', value: 'ADIDAS', limit: null },
  ],
  Capping: [
    { identifier: 'GATEKEEPER-UAE-BRAND-MAX', value: 'NIKE', limit: 10 },
    { identifier: 'GATEKEEPER-KSA-DIVISION-UPC-MAX', value: 'Women', limit: 0 },
  ],
  Allotment: [{ identifier: 'GATEKEEPER-UAE-ALLOTMENT', value: 'ALL', limit: 70 }],
};

describe('rules handed over by the upload worker', () => {
  it('come back from columns as the same rows in file order, limits and nulls kept', () => {
    for (const rows of Object.values(book)) expect(fromColumns(toColumns(rows))).toEqual(rows);
    expect(toColumns(book.Eligibility).identifiers).toEqual([
      'GATEKEEPER-UAE-BRAND-REJECTION',
      'GATEKEEPER-KSA-DIVISION-AND-DEPARTMENT-REJECTION',
    ]);
  });

  it('compile set by set to what the whole book compiles to', () => {
    const whole = compileRules(book);
    expect(compileSet('Eligibility', book.Eligibility)).toEqual({ rejections: whole.rejections });
    expect(compileSet('Capping', book.Capping)).toEqual({ brandMax: whole.brandMax, divisionUpcMax: whole.divisionUpcMax });
    expect(compileSet('Allotment', book.Allotment)).toEqual({ allotment: whole.allotment });
    expect(whole.rejections.UAE.BRAND.has('nike')).toBe(true);
    expect(whole.allotment).toEqual({ UAE: 70, KSA: 30 });
  });
});
