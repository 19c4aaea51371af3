/** The catalogue values a product rule may name (brands, departments, group codes, store types), searched as the builder types. */
import { pageOf } from '../../domain/envelope.ts';
import { PRICING_PATHS } from '../../domain/pricing/paths.ts';
import { rrpStoreTypeSchema, rrpValueSchema, type RrpStoreType } from '../../domain/pricing/rrp-rule.ts';
import { request } from '../api-client.ts';

export type SearchableField = 'brand' | 'department' | 'groupCode';

const URLS: Record<SearchableField, string> = {
  brand: PRICING_PATHS.rrpBrands,
  department: PRICING_PATHS.rrpDepartments,
  groupCode: PRICING_PATHS.rrpGroupCodes,
};

/** Up to 20 catalogue values of a field starting with `search` (any case). */
export async function searchRuleValues(field: SearchableField, search: string, signal?: AbortSignal): Promise<string[]> {
  const page = await request({ method: 'GET', url: URLS[field], params: { search, pageSize: 20 }, signal }, pageOf(rrpValueSchema));
  return page.records.map((r) => r.value);
}

/** The main categories (store types) a rule may name. */
export async function getRuleStoreTypes(signal?: AbortSignal): Promise<RrpStoreType[]> {
  const page = await request(
    { method: 'GET', url: PRICING_PATHS.rrpStoreTypes, params: { pageSize: 100 }, signal },
    pageOf(rrpStoreTypeSchema),
  );
  return page.records;
}
