import { ARABIC_EDIT_PATHS, arabicEditSchema, type ArabicEditDetailsBody } from '../../../domain/activation/arabic-edit-report.ts';
import { pageOf } from '../../../domain/envelope.ts';
import type { Paging } from '../../../domain/paging.ts';
import { request } from '../../../lib/api-client.ts';

/** A page of one report row's changes: one editor, one day, product by product (spec 002 §7). */
export const getArabicEditDetails = ({ index, pageSize }: Paging, body: ArabicEditDetailsBody, signal?: AbortSignal) =>
  request({ method: 'POST', url: ARABIC_EDIT_PATHS.details, params: { index, pageSize }, data: body, signal }, pageOf(arabicEditSchema));
