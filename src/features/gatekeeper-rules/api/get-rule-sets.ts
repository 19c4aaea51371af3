import { GATEKEEPER_PATHS } from '../../../domain/gatekeeper/contracts.ts';
import { ruleSetsReplySchema } from '../../../domain/gatekeeper/rules/contracts.ts';
import { request } from '../../../lib/api-client.ts';

/** Each rule set with its row count and last upload. */
export function getRuleSets() {
  return request({ method: 'GET', url: GATEKEEPER_PATHS.ruleSets }, ruleSetsReplySchema);
}
