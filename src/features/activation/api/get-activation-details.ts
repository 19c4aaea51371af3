import { ACTIVATION_REPORT_PATHS, activationDetailsRowSchema, type ActivationDetailsBody } from '../../../domain/activation/reports.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of a report row's details: its activators and their counts, in `sort`'s order (most first without one). */
export const getActivationDetails = (
  { index, pageSize }: Paging,
  body: Omit<ActivationDetailsBody, 'sort'>,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
) =>
  request(
    { method: 'POST', url: ACTIVATION_REPORT_PATHS.details, params: { index, pageSize }, data: { ...body, sort: sortParam(sort) }, signal },
    pageOf(activationDetailsRowSchema),
  );
