import { ACTIVATION_REPORT_PATHS, activationReportRowSchema, type ActivationReportBody } from '../../../domain/activation/reports.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of the Product Activation Report: activations per day, company and language, in `sort`'s order (newest day first without one). */
export const getActivationReport = (
  { index, pageSize }: Paging,
  body: Omit<ActivationReportBody, 'sort'>,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
) =>
  request(
    { method: 'POST', url: ACTIVATION_REPORT_PATHS.report, params: { index, pageSize }, data: { ...body, sort: sortParam(sort) }, signal },
    pageOf(activationReportRowSchema),
  );
