import { BULK_UPDATE_MAX_ROWS, type BulkUpdateType } from '../../../src/domain/bulk-update/constants.ts';
import { BULK_UPDATE_MESSAGES as M } from '../../../src/domain/bulk-update/messages.ts';
import type { Msg } from '../../../src/domain/words/words.ts';
import type { Db } from '../../db/connect.ts';
import { productIdsOfRule, upcsOfRule } from '../pricing/product-rules.service.ts';
import type * as repo from './bulk-update.repository.ts';

/**
 * The rows of an update by rule: one per product the rule covers now (one per UPC of each for
 * PRODUCT_ACTIVATION), in PID order, each with the values entered for the update: the same rows a
 * file would hold, so they are applied, counted and reported alike. At most one more than an
 * update may hold, so a rule that selects too many is told apart without reading them all.
 */
export async function rowsOfRule(db: Db, type: BulkUpdateType, tree: unknown, values: Record<string, string>): Promise<repo.NewRow[]> {
  const limit = BULK_UPDATE_MAX_ROWS + 1;
  if (type === 'PRODUCT_ACTIVATION') {
    const { upcs } = await upcsOfRule(db, tree, limit);
    return upcs.map((u, i) => ({ rowNo: i + 1, data: { pId: String(u.pId), upc: u.upc, ...values } }));
  }
  const pIds = await productIdsOfRule(db, tree, limit);
  return pIds.map((pId, i) => ({ rowNo: i + 1, data: { pid: String(pId), ...values } }));
}

/** Why an update cannot take these rows (none, or more than an update holds), or undefined. */
export function rowsRefusal(rows: readonly unknown[]): Msg | undefined {
  if (rows.length === 0) return M.noProducts;
  if (rows.length > BULK_UPDATE_MAX_ROWS) return M.tooManyProducts(BULK_UPDATE_MAX_ROWS);
  return undefined;
}
