import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { GATEKEEPER_MESSAGES } from '../../../src/domain/gatekeeper/messages.ts';
import { compileRules, judgeScan } from '../../../src/domain/gatekeeper/rules/index.ts';
import { bookOf, itemOf, WORKED_EXAMPLES, BASE_ITEM } from '../../../src/domain/gatekeeper/rules/worked-examples.ts';
import { messageText, reasonText, type MessageKey } from '../../../src/features/gatekeeper/verdict-text.ts';
import { gatekeeperResources } from '../../../src/features/gatekeeper/i18n.ts';

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
    for (const key of Object.keys(gatekeeperResources.en.messages) as MessageKey[]) {
      const english = GATEKEEPER_MESSAGES[key];
      const params = { palletNo: 'PLT-0005', upc: '123456789012' };
      const expected =
        typeof english === 'function' ? english(key === 'notOnPallet' || key === 'alreadyScanned' ? params.upc : params.palletNo) : english;
      expect({ key, text: messageText(key, params) }).toEqual({ key, text: expected });
    }
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
    expect(arabic).toContain('\u2066ZARA\u2069');
    expect(messageText('rejected')).toBe('مرفوض');
    await i18n.changeLanguage('tr');
    expect(reasonText(brand.message!)).toMatch(/^Marka .* kapılarında reddedilir$/);
    expect(messageText('notOnPallet', { upc: '42' })).toBe('UPC 42 bu palette yok');
  });
});
