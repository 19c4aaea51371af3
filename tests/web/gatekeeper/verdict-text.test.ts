import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { GATEKEEPER_MESSAGES, gatekeeperEnglish, gatekeeperMessage } from '../../../src/domain/gatekeeper/messages.ts';
import { compileRules, judgeScan } from '../../../src/domain/gatekeeper/rules/index.ts';
import { bookOf, itemOf, WORKED_EXAMPLES, BASE_ITEM } from '../../../src/domain/gatekeeper/rules/worked-examples.ts';
import { messageText, reasonText, type MessageKey } from '../../../src/features/gatekeeper/verdict-text.ts';

/** The verdict of each worked example (docs/gatekeeper-rules.md) that has a reason. */
const verdicts = WORKED_EXAMPLES.map((example) =>
  judgeScan(compileRules(bookOf(example)), {
    gateCountry: example.gate,
    upc: BASE_ITEM.upc,
    item: itemOf(example),
    expectedOnPallet: example.expected,
    scannedOnPallet: example.scanned,
    scannedLastHour: example.lastHour,
  }),
).filter((v) => v.message);

describe('verdict reasons and gatekeeper messages in the operator’s language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('gives in English exactly the spec’s and the rule engine’s words', async () => {
    await i18n.changeLanguage('en');
    const keys = new Set(verdicts.map((v) => v.message!.key));
    expect(keys.size).toBeGreaterThanOrEqual(6);
    for (const v of verdicts) expect(reasonText(v.message!)).toBe(v.reason);
    // One copy of the words, the server's and the device's: what the device says is the catalogue's English.
    for (const key of Object.keys(GATEKEEPER_MESSAGES) as MessageKey[]) {
      if (key === 'sampleNotFound') continue; // the office's, named by a file title
      const params = key === 'notOnPallet' || key === 'alreadyScanned' ? { upc: '123456789012' } : { palletNo: 'PLT-0005' };
      const expected = gatekeeperEnglish(gatekeeperMessage(key, params));
      expect({ key, text: messageText(key, params) }).toEqual({ key, text: expected });
    }
    // The spec's words, verbatim (002 §8).
    expect(messageText('palletClosed', { palletNo: 'PLT-0005' })).toBe("Pallet PLT-0005 is closed and can't be processed again.");
    expect(messageText('atLeastOneFilter')).toBe('Please select atleast one filter data!');
    expect(messageText('rejected')).toBe('REJECTED');
    expect(messageText('fetchPalletFailed')).toBe('Error fetching pallet data');
  });

  it('translates every reason in Turkish and Arabic by its key, naming the same values', async () => {
    for (const lng of ['tr', 'ar']) {
      await i18n.changeLanguage(lng);
      for (const v of verdicts) {
        const text = reasonText(v.message!);
        expect(text).not.toBe(v.reason);
        expect(text).not.toMatch(/\{\{|reasons\.|messages\./);
      }
    }
    const brand = verdicts.find((v) => v.message!.key === 'rejected' && v.message!.params.kind === 'BRAND')!;
    await i18n.changeLanguage('ar');
    const arabic = reasonText(brand.message!);
    expect(arabic).toContain('العلامة التجارية');
    expect(arabic).toContain('\u2068ZARA\u2069');
    expect(messageText('rejected')).toBe('مرفوض');
    await i18n.changeLanguage('tr');
    expect(reasonText(brand.message!)).toMatch(/^Marka .* kapılarında reddedilir$/);
    expect(messageText('notOnPallet', { upc: '42' })).toBe('UPC 42 bu palette yok');
  });
});
