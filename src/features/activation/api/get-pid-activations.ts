import { ACTIVATION_REPORT_PATHS, pidActivationRowSchema, type PidActivationBody } from '../../../domain/activation/reports.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of PID Activation Details: paging in the query, the filters and the order in the body (spec 001 §7 "Reports"). */
export const getPidActivations = (
  { index, pageSize }: Paging,
  body: Omit<PidActivationBody, 'sort'>,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
) =>
  request(
    {
      method: 'POST',
      url: ACTIVATION_REPORT_PATHS.pidDetails,
      params: { index, pageSize },
      data: { ...body, sort: sortParam(sort) },
      signal,
    },
    pageOf(pidActivationRowSchema),
  );
