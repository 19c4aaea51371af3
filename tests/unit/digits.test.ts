import { describe, expect, it } from 'vitest';
import { latinDigits } from '../../src/domain/digits.ts';
import { normalisePalletNo, normaliseUpc } from '../../src/domain/gatekeeper/constants.ts';
import { palletNoSchema, upcSchema } from '../../src/domain/gatekeeper/contracts.ts';
import { numberInputText } from '../../src/lib/number-input-digits.ts';

describe("an Arabic keyboard's digits", () => {
  it('become ASCII digits, Arabic-Indic and Eastern Arabic-Indic alike; nothing else changes', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('منصة PLT-٠٠٥ ok 42')).toBe('منصة PLT-005 ok 42');
  });

  it('in pallet numbers and UPCs, by the normalisers and by the request schemas', () => {
    expect(normalisePalletNo(' plt-٠٠٠٥ ')).toBe('PLT-0005');
    expect(normaliseUpc('٠٠٨٨٩٨٤٢١٢٣٤٥٦')).toBe('889842123456');
    expect(palletNoSchema.parse('plt-۰۰۰۵')).toBe('PLT-0005');
    expect(upcSchema.parse(' ٨٨٩٨٤٢١٢٣٤٥٦ ')).toBe('889842123456');
    // Arabic letters are still no part of a code.
    expect(upcSchema.safeParse('٨٨٩ب').success).toBe(false);
  });

  it("in a number field, with the Arabic decimal separator as '.'", () => {
    expect(numberInputText('١٢٫٥')).toBe('12.5');
    expect(numberInputText('۳')).toBe('3');
  });
});
