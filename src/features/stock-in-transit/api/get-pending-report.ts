import { z } from 'zod/mini';
import { STOCK_PATHS } from '../../../domain/stock/paths.ts';
import { pendingStockReportRowSchema, type PendingStockReportRow } from '../../../domain/stock/stock-in-transit.ts';
import { request } from '../../../lib/api-client.ts';

/** Rows waiting for content per creator, today and till yesterday (spec 001 §2); the whole report at once. */
export function getPendingReport(signal?: AbortSignal): Promise<PendingStockReportRow[]> {
  return request({ method: 'GET', url: STOCK_PATHS.pendingReport, signal }, z.array(pendingStockReportRowSchema));
}
