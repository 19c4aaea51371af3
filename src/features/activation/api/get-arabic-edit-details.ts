import { ARABIC_EDIT_PATHS, arabicEditSchema, type ArabicEditDetailsBody } from '../../../domain/activation/arabic-edit-report.ts';
import { pageOf } from '../../../domain/envelope.ts';
import { sortParam, type Sort } from '../../../domain/lists/sort.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of one report row's changes: one editor, one day, product by product unless sorted (spec 002 §7). */
export const getArabicEditDetails = (
  { index, pageSize }: Paging,
  body: Omit<ArabicEditDetailsBody, 'sort'>,
  { signal, sort }: { signal?: AbortSignal; sort?: Sort } = {},
) =>
  request(
    { method: 'POST', url: ARABIC_EDIT_PATHS.details, params: { index, pageSize }, data: { ...body, sort: sortParam(sort) }, signal },
    pageOf(arabicEditSchema),
  );
