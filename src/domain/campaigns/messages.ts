import { textOf } from '../words/field-problem.ts';
import { wordsIn } from '../words/words.ts';
import { CAMPAIGN_CODE_MAX_LENGTH, CAMPAIGN_DETAILS_MAX_LENGTH } from './campaign-code.ts';
import type { campaignWords } from './words.ts';

const w = wordsIn<typeof campaignWords>('marketingCampaign');

/** Words of the calls (src/domain/campaigns/words.ts): the duplicate message is the spec's (spec 000 §8), the rest are ours. */
export const CAMPAIGN_MESSAGES = {
  duplicate: w('duplicate'),
  created: w('created'),
  updated: w('updated'),
  deleted: w('deleted'),
  codeRequired: w('rules.codeRequired'),
  codeTooLong: w('rules.codeTooLong', { max: CAMPAIGN_CODE_MAX_LENGTH }),
  detailsTooLong: w('rules.detailsTooLong', { max: CAMPAIGN_DETAILS_MAX_LENGTH }),
  notFound: (id: number) => w('notFound', { id }),
} as const;

/** The campaign contracts' own rules, as the key text a zod rule carries. */
export const CAMPAIGN_RULES = {
  codeRequired: textOf(CAMPAIGN_MESSAGES.codeRequired),
  codeTooLong: textOf(CAMPAIGN_MESSAGES.codeTooLong),
  detailsTooLong: textOf(CAMPAIGN_MESSAGES.detailsTooLong),
};
