import { ACTIVATION_PATHS } from '../../../domain/activation/paths.ts';
import { activationRejectionSchema, type RejectionListBody } from '../../../domain/activation/rejections.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of Activation Rejection: paging in the query, the filters and the order in the body (spec 000 §7). */
export const getRejections = (
  { index, pageSize }: Paging,
  body: Omit<RejectionListBody, 'sort'>,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
) =>
  request(
    { method: 'POST', url: ACTIVATION_PATHS.rejections, params: { index, pageSize }, data: { ...body, sort: sortParam(sort) }, signal },
    pageOf(activationRejectionSchema),
  );
