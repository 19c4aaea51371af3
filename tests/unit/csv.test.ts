import { describe, expect, it } from 'vitest';
import { csvField, neutraliseCsvText, toCsv } from '../../src/domain/csv.ts';

describe('CSV text', () => {
  it('neutralises text that would start a formula in a spreadsheet', () => {
    expect(neutraliseCsvText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseCsvText('+971 50 123 4567')).toBe("'+971 50 123 4567");
    expect(neutraliseCsvText('-10')).toBe("'-10");
    expect(neutraliseCsvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCsvText('\t=1')).toBe("'\t=1");
    expect(neutraliseCsvText('\r=1')).toBe("'\r=1");
    expect(neutraliseCsvText('Dubai = home')).toBe('Dubai = home');
    expect(neutraliseCsvText('')).toBe('');
  });

  it('quotes a field only when it must, after neutralising', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1+2,3')).toBe('"\'=1+2,3"');
    expect(csvField('\r=1')).toBe('"\'\r=1"');
  });

  it('writes rows with the chosen line end', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['+1', '2'],
      ]),
    ).toBe("a,b\r\n'+1,2\r\n");
    expect(toCsv([['a'], ['b']], '\n')).toBe('a\nb\n');
  });
});
