import { z } from 'zod/mini';
import { pageQuerySchema } from '../envelope.ts';
import { sortQuery } from '../lists/sort.ts';
import { servicePrefix } from '../services.ts';
import { CAMPAIGN_CODE_MAX_LENGTH, CAMPAIGN_DETAILS_MAX_LENGTH, normaliseCampaignCode } from './campaign-code.ts';
import { CAMPAIGN_RULES } from './messages.ts';

/** Campaigns live in the adminpanel service (DESIGN.md §4; spec 000 §7 "Campaigns"). */
const BASE = `${servicePrefix('adminpanel')}/marketingCampaign`;

/** Paths of the Campaign Details calls. */
export const CAMPAIGN_PATHS = {
  /** GET `?index&pageSize&search` lists campaigns; POST `{campaignCode, details}` creates one. */
  campaigns: BASE,
  /** PUT `{campaignCode, details, revision}` edits one campaign; DELETE `?revision=` removes it with its product rows. */
  campaign: (id: number | string) => `${BASE}/${id}`,
  /** GET `?index&pageSize`: one page of a campaign's product price rows. */
  products: (id: number | string) => `${BASE}/products/${id}`,
} as const;

/** A campaign as the grid lists it (spec 000 §3: id, campaignCode, details), with who created it and when. */
export const campaignSchema = z.object({
  id: z.int(),
  campaignCode: z.string(),
  details: z.string(),
  createdName: z.string(),
  createdDateUTC: z.string(),
  /** Raised by every save: a save or delete from an older read is refused (409). */
  revision: z.int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** One product price row of a campaign (spec 000 §3); prices have two decimals, dates are ISO-8601 UTC. */
export const campaignProductSchema = z.object({
  id: z.int(),
  pid: z.int(),
  newPrice: z.number(),
  oldPrice: z.number(),
  countryCode: z.string(),
  priceChangedDate: z.string(),
  createDate: z.string(),
  /** The row's revision in the change log. */
  revision: z.int(),
});
export type CampaignProduct = z.infer<typeof campaignProductSchema>;

/** The campaign grid's columns it can be sorted by. */
export const CAMPAIGN_SORTS = ['campaignCode', 'details'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** List query beside paging: an optional text matched in the code or the details; newest first unless sorted. */
export const campaignListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: sortQuery(CAMPAIGN_SORTS),
});

/** The Product Listing's columns it can be sorted by. */
export const CAMPAIGN_PRODUCT_SORTS = ['pid', 'newPrice', 'oldPrice', 'countryCode', 'priceChangedDate', 'createDate'] as const;
export type CampaignProductSort = (typeof CAMPAIGN_PRODUCT_SORTS)[number];

/** The Product Listing's query: the page and the order (by PID then country without one). */
export const campaignProductQuerySchema = z.extend(pageQuerySchema, { sort: sortQuery(CAMPAIGN_PRODUCT_SORTS) });

// Generous before normalisation (a pasted code may carry spaces); the limit that counts is after it.
const typedCampaignCode = z.pipe(
  z.string().check(z.maxLength(CAMPAIGN_CODE_MAX_LENGTH * 4, CAMPAIGN_RULES.codeTooLong)),
  z.transform(normaliseCampaignCode),
);

/** The campaign code as the server takes it: normalised first, then required and limited. */
export const campaignCodeSchema = z.pipe(
  typedCampaignCode,
  z.string().check(z.minLength(1, CAMPAIGN_RULES.codeRequired), z.maxLength(CAMPAIGN_CODE_MAX_LENGTH, CAMPAIGN_RULES.codeTooLong)),
);

/** POST marketingCampaign (spec 000 §7): campaignCode and details. */
export const createCampaignRequestSchema = z.object({
  campaignCode: campaignCodeSchema,
  details: z._default(z.string().check(z.trim(), z.maxLength(CAMPAIGN_DETAILS_MAX_LENGTH, CAMPAIGN_RULES.detailsTooLong)), ''),
});
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;
export type NewCampaign = z.output<typeof createCampaignRequestSchema>;

/** PUT marketingCampaign/{id}: the same fields and checks as creating one (the route adds the revision read, withRevision). */
export const updateCampaignRequestSchema = createCampaignRequestSchema;
export type UpdateCampaignRequest = z.input<typeof updateCampaignRequestSchema>;

/** DELETE marketingCampaign/{id}: the campaign removed and how many product price rows went with it. */
export const deletedCampaignSchema = z.object({ id: z.int(), deletedProducts: z.int() });
export type DeletedCampaign = z.infer<typeof deletedCampaignSchema>;
