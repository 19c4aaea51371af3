import { pageOf } from '../../../domain/envelope.ts';
import type { Page, Paging } from '../../../domain/paging.ts';
import { PRICING_PATHS } from '../../../domain/pricing/paths.ts';
import { rrpHistoryEntrySchema, type RrpHistoryEntry } from '../../../domain/pricing/rrp-rule.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of the rule's changes, newest first. */
export const getRrpHistory = (action: string, { index, pageSize }: Paging, signal?: AbortSignal): Promise<Page<RrpHistoryEntry>> =>
  request({ method: 'GET', url: PRICING_PATHS.rrpHistory, params: { action, index, pageSize }, signal }, pageOf(rrpHistoryEntrySchema));
