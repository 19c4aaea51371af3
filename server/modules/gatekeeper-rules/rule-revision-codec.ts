import { promisify } from 'node:util';
import { gunzip, gzip, gzipSync } from 'node:zlib';
import type { RuleRow } from '../../../src/domain/gatekeeper/rules/types.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * How a revision's rules are stored (migration 0026): the gzip of a JSON array of
 * [identifier, value, limit] in file order. Compression runs on libuv's thread pool, so a
 * 27,000-rule set costs the event loop only its JSON text.
 */
const rulesJson = (rows: readonly RuleRow[]) => JSON.stringify(rows.map((r) => [r.identifier, r.value, r.limit]));

export const packRules = (rows: readonly RuleRow[]): Promise<Buffer> => gzipAsync(rulesJson(rows));

/** The same, for a worker thread, where waiting is the point. */
export const packRulesSync = (rows: readonly RuleRow[]): Buffer => gzipSync(rulesJson(rows));

export async function unpackRules(packed: Uint8Array): Promise<RuleRow[]> {
  const rows = JSON.parse((await gunzipAsync(packed)).toString('utf8')) as [string, string, number | null][];
  return rows.map(([identifier, value, limit]) => ({ identifier, value, limit }));
}
