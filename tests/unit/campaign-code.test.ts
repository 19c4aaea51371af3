import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CODE_MAX_LENGTH, CAMPAIGN_CODE_PATTERN, normaliseCampaignCode } from '../../src/domain/campaigns/campaign-code.ts';
import { createCampaignRequestSchema } from '../../src/domain/campaigns/contracts.ts';
import { CAMPAIGN_RULES } from '../../src/domain/campaigns/messages.ts';

describe('normaliseCampaignCode (spec 000 §5)', () => {
  it('strips everything but letters, digits, underscore and hyphen, and upper-cases the rest', () => {
    expect(normaliseCampaignCode('summer sale-1!')).toBe('SUMMERSALE-1');
    expect(normaliseCampaignCode('ramadan_2026')).toBe('RAMADAN_2026');
    expect(normaliseCampaignCode('  White Friday  ')).toBe('WHITEFRIDAY');
    expect(normaliseCampaignCode('a.b/c\\d@e#f$g%h^i&j*k(l)m+n=o')).toBe('ABCDEFGHIJKLMNO');
    expect(normaliseCampaignCode('tab\tnew\nline')).toBe('TABNEWLINE');
  });

  it('keeps ASCII letters only: accented and Arabic letters, emoji and full-width digits go', () => {
    expect(normaliseCampaignCode('café-ß')).toBe('CAF-');
    expect(normaliseCampaignCode('رمضان-2026')).toBe('-2026');
    expect(normaliseCampaignCode('eid🎉sale')).toBe('EIDSALE');
    expect(normaliseCampaignCode('１２３')).toBe('');
  });

  it('leaves an already normal code alone and is idempotent', () => {
    for (const raw of ['RAMADAN-2026', 'summer sale-1!', 'x_y-z', '!!', '']) {
      const once = normaliseCampaignCode(raw);
      expect(normaliseCampaignCode(once)).toBe(once);
      if (once) expect(once).toMatch(CAMPAIGN_CODE_PATTERN);
    }
    expect(normaliseCampaignCode('!@# $')).toBe('');
  });
});

describe('the create request the server takes', () => {
  const parse = (body: unknown) => createCampaignRequestSchema.safeParse(body);

  it('normalises the code and trims the details', () => {
    expect(parse({ campaignCode: 'summer sale-1!', details: '  Swimwear  ' })).toEqual({
      success: true,
      data: { campaignCode: 'SUMMERSALE-1', details: 'Swimwear' },
    });
    expect(parse({ campaignCode: 'x' })).toEqual({ success: true, data: { campaignCode: 'X', details: '' } });
  });

  it(`refuses a code that is empty after normalisation or longer than ${CAMPAIGN_CODE_MAX_LENGTH}`, () => {
    const messageOf = (body: unknown) => {
      const result = parse(body);
      return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    // The rules' words travel as their key ('Campaign code is required' in the reader's language).
    expect(messageOf({ campaignCode: ' !? ' })).toEqual([`campaignCode: ${CAMPAIGN_RULES.codeRequired}`]);
    expect(messageOf({ campaignCode: 'A'.repeat(51) })).toEqual([`campaignCode: ${CAMPAIGN_RULES.codeTooLong}`]);
    expect(CAMPAIGN_RULES.codeTooLong).toBe('marketingCampaign:rules.codeTooLong?max=50');
    expect(messageOf({ campaignCode: `${'A'.repeat(50)}!!!` })).toBeNull();
    expect(messageOf({ campaignCode: 'OK', details: 'x'.repeat(501) })).toEqual([`details: ${CAMPAIGN_RULES.detailsTooLong}`]);
  });
});
