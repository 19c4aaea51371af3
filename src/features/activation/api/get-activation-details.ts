import { ACTIVATION_REPORT_PATHS, activationDetailsRowSchema, type ActivationDetailsBody } from '../../../domain/activation/reports.ts';
import { pageOf } from '../../../domain/envelope.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of a report row's details: its activators and their counts. */
export const getActivationDetails = ({ index, pageSize }: Paging, body: ActivationDetailsBody, signal?: AbortSignal) =>
  request(
    { method: 'POST', url: ACTIVATION_REPORT_PATHS.details, params: { index, pageSize }, data: body, signal },
    pageOf(activationDetailsRowSchema),
  );
