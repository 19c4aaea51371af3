import { ACTIVATION_REPORT_PATHS, pidActivationRowSchema, type PidActivationBody } from '../../../domain/activation/reports.ts';
import { pageOf } from '../../../domain/envelope.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of PID Activation Details: paging in the query, the filters in the body (spec 001 §7 "Reports"). */
export const getPidActivations = ({ index, pageSize }: Paging, body: PidActivationBody, signal?: AbortSignal) =>
  request(
    { method: 'POST', url: ACTIVATION_REPORT_PATHS.pidDetails, params: { index, pageSize }, data: body, signal },
    pageOf(pidActivationRowSchema),
  );
