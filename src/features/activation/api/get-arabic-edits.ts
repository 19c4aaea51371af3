import { ARABIC_EDIT_PATHS, arabicEditRowSchema, type ArabicEditListBody } from '../../../domain/activation/arabic-edit-report.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of the Arabic Edit Report: per day and editor, how many PIDs (spec 002 §7), in `sort`'s order (newest day first without one). */
export const getArabicEdits = (
  { index, pageSize }: Paging,
  body: Omit<ArabicEditListBody, 'sort'>,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
) =>
  request(
    { method: 'POST', url: ARABIC_EDIT_PATHS.list, params: { index, pageSize }, data: { ...body, sort: sortParam(sort) }, signal },
    pageOf(arabicEditRowSchema),
  );
