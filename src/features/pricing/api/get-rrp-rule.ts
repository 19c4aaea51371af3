import { z } from 'zod/mini';
import { PRICING_PATHS } from '../../../domain/pricing/paths.ts';
import { rrpRuleSchema, type RrpRule } from '../../../domain/pricing/rrp-rule.ts';
import { request } from '../../../lib/api-client.ts';

/** The stored rule of an action, or null before its first save. */
export const getRrpRule = (action: string, signal?: AbortSignal): Promise<RrpRule | null> =>
  request({ method: 'GET', url: PRICING_PATHS.rrpRule, params: { action }, signal }, z.nullable(rrpRuleSchema));
