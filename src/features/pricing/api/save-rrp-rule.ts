import { PRICING_PATHS } from '../../../domain/pricing/paths.ts';
import { formatRrpRule } from '../../../domain/pricing/rrp-formats.ts';
import { rrpRuleSchema, type RrpRule } from '../../../domain/pricing/rrp-rule.ts';
import type { RrpGroup } from '../../../domain/pricing/rrp-tree.ts';
import { requestReply, type Reply } from '../../../lib/api-client.ts';

/** Inserts (POST, a new rule) or updates (PUT) the rule: its tree and every form built from it. */
export function saveRrpRule(action: string, tree: RrpGroup, existing: boolean): Promise<Reply<RrpRule>> {
  const data = { action, jsonTree: JSON.stringify(tree), ...formatRrpRule(tree) };
  return requestReply({ method: existing ? 'PUT' : 'POST', url: PRICING_PATHS.rrpRule, data }, rrpRuleSchema);
}
