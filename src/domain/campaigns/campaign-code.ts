/**
 * Campaign codes (spec 000 §5, spec 002 §5): every character other than a letter, a digit, an
 * underscore or a hyphen is stripped and the rest is upper-cased. The form applies it as the user
 * types and the server applies it again to whatever arrives, so no client can store another shape.
 * Letters are the ASCII ones: codes travel to pricing and marketing systems that expect them.
 */
export function normaliseCampaignCode(raw: string): string {
  return raw.replace(/[^A-Za-z0-9_-]/g, '').toUpperCase();
}

/** The longest campaign code, counted after normalisation. */
export const CAMPAIGN_CODE_MAX_LENGTH = 50;

/** The longest campaign description. */
export const CAMPAIGN_DETAILS_MAX_LENGTH = 500;

/** What the database's check constraint also holds every stored code to. */
export const CAMPAIGN_CODE_PATTERN = /^[A-Z0-9_-]{1,50}$/;
