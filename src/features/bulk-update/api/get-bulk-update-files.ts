import { z } from 'zod/mini';
import type { BulkUpdateType } from '../../../domain/bulk-update/constants.ts';
import { BULK_UPDATE_PATHS } from '../../../domain/bulk-update/paths.ts';
import { request } from '../../../lib/api-client.ts';
import { textReply } from '../../../lib/text-reply.ts';

/** An update's rows with their outcomes, as CSV text. */
export const getResultFile = (id: number) => request({ method: 'GET', url: BULK_UPDATE_PATHS.result(id), ...textReply }, z.string());

/** The sample file of a type's required columns, as CSV text. */
export const getSampleFile = (updateType: BulkUpdateType) =>
  request({ method: 'GET', url: BULK_UPDATE_PATHS.sample, params: { updateType }, ...textReply }, z.string());
