import { ACTIVATION_REPORT_PATHS, activationReportRowSchema, type ActivationReportBody } from '../../../domain/activation/reports.ts';
import { pageOf } from '../../../domain/envelope.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of the Product Activation Report: activations per day, company and language. */
export const getActivationReport = ({ index, pageSize }: Paging, body: ActivationReportBody, signal?: AbortSignal) =>
  request(
    { method: 'POST', url: ACTIVATION_REPORT_PATHS.report, params: { index, pageSize }, data: body, signal },
    pageOf(activationReportRowSchema),
  );
