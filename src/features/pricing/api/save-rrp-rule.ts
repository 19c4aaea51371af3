import { PRICING_PATHS } from '../../../domain/pricing/paths.ts';
import { formatRrpRule } from '../../../domain/pricing/rrp-formats.ts';
import { rrpRuleSchema, type RrpRule } from '../../../domain/pricing/rrp-rule.ts';
import type { RrpGroup } from '../../../domain/pricing/rrp-tree.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/**
 * Inserts (POST, a new rule) or updates (PUT, at the revision read; 409 when someone saved it
 * since) the rule: its tree and every form built from it.
 */
export function saveRrpRule(action: string, tree: RrpGroup, revision: number | null): Promise<Reply<RrpRule>> {
  const data = { action, jsonTree: JSON.stringify(tree), ...formatRrpRule(tree) };
  return requestReply(
    revision === null
      ? { method: 'POST', url: PRICING_PATHS.rrpRule, data }
      : { method: 'PUT', url: PRICING_PATHS.rrpRule, data: { ...data, revision } },
    rrpRuleSchema,
  );
}
