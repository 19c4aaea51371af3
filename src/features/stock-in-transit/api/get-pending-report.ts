import { z } from 'zod/mini';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import { STOCK_PATHS } from '../../../domain/stock/paths.ts';
import { pendingStockReportRowSchema, type PendingStockReportRow } from '../../../domain/stock/stock-in-transit.ts';
import { request } from '../../../lib/api-client.ts';

/** Rows waiting for content per creator, today and till yesterday (spec 001 §2); the whole report at once, in `sort`'s order (by name without one). */
export function getPendingReport({ signal, sort }: { signal?: AbortSignal; sort?: Sort } = {}): Promise<PendingStockReportRow[]> {
  return request(
    { method: 'GET', url: STOCK_PATHS.pendingReport, params: { sort: sortParam(sort) }, signal },
    z.array(pendingStockReportRowSchema),
  );
}
