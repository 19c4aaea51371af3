import { z } from 'zod/mini';
import type { RuleSetName } from '../../../domain/gatekeeper/constants.ts';
import { ruleSetCsvPath } from '../../../domain/gatekeeper/rules/contracts.ts';
import { request } from '../../../lib/api-client.ts';
import { textReply } from '../../../lib/text-reply.ts';

/** The whole set as CSV ('Download Current Rules'). */
export function getRuleSetCsv(set: RuleSetName): Promise<string> {
  return request({ method: 'GET', url: ruleSetCsvPath(set), ...textReply }, z.string());
}
