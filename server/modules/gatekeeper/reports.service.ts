import type { z } from 'zod/mini';
import { MAX_REPORT_PALLETS, normalisePalletNo, normaliseUpc } from '../../../src/domain/gatekeeper/constants.ts';
import type { headerReportQuerySchema, itemReportQuerySchema, reportQuerySchema } from '../../../src/domain/gatekeeper/contracts.ts';
import { GATEKEEPER_MESSAGES as M } from '../../../src/domain/gatekeeper/messages.ts';
import type { Db } from '../../db/connect.ts';
import { GATEKEEPER_OFFICE as OFFICE } from '../../../src/domain/gatekeeper/office-words.ts';
import { badField, HttpError } from '../../plugins/http-error.ts';
import { toHeader, toItem } from './pallets.service.ts';
import * as reports from './reports.repository.ts';

type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The filters of a report; 400 when none is given or more than 5 pallet numbers (spec 002 §5). */
function filterOf(q: ReportQuery, withUpc: boolean): reports.ReportFilter {
  const palletNumbers = [...new Set((q.palletNumbers ?? '').split(',').map(normalisePalletNo).filter(Boolean))];
  if (palletNumbers.length > MAX_REPORT_PALLETS) {
    throw badField('palletNumbers', OFFICE('rules.atMostPallets', { max: MAX_REPORT_PALLETS }));
  }
  const upc = withUpc && q.upc ? normaliseUpc(q.upc) : undefined;
  const palletStatus = withUpc ? undefined : q.palletStatus;
  if (!palletNumbers.length && !palletStatus && !upc && !q.fromDateTime && !q.toDateTime) throw new HttpError(400, M.atLeastOneFilter);
  return {
    palletNumbers,
    palletStatus,
    upc,
    from: q.fromDateTime ? new Date(q.fromDateTime) : undefined,
    to: q.toDateTime ? new Date(q.toDateTime) : undefined,
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  };
}

export async function headerReport(db: Db, q: z.infer<typeof headerReportQuerySchema>) {
  const { rows, total } = await reports.headerPage(db, filterOf(q, false), q.sort);
  return { records: rows.map(toHeader), totalRecords: total };
}

export async function itemReport(db: Db, q: z.infer<typeof itemReportQuerySchema>) {
  const { rows, total } = await reports.itemPage(db, filterOf(q, true), q.sort);
  return { records: rows.map((r) => toItem(r, r.pallet_status)), totalRecords: total };
}
