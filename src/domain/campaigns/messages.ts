import { CAMPAIGN_CODE_MAX_LENGTH, CAMPAIGN_DETAILS_MAX_LENGTH } from './campaign-code.ts';

/** Words of the calls: the duplicate message is the spec's (spec 000 §8), the rest are ours. */
export const CAMPAIGN_MESSAGES = {
  duplicate: 'campaign code already exists',
  created: 'Campaign created successfully',
  updated: 'Campaign updated successfully',
  deleted: 'Campaign deleted successfully',
  codeRequired: 'Campaign code is required',
  codeTooLong: `Campaign code is at most ${CAMPAIGN_CODE_MAX_LENGTH} characters`,
  detailsTooLong: `Details are at most ${CAMPAIGN_DETAILS_MAX_LENGTH} characters`,
  notFound: (id: number) => `No campaign with id ${id}`,
} as const;
