import { z } from 'zod/mini';
import { attributeDefinitionSchema } from '../../../domain/catalogue/lookups.ts';
import { PIM_PATHS } from '../../../domain/catalogue/paths.ts';
import { request } from '../../../lib/api-client.ts';

/** The attributes offered on a sub-category, with their values. */
export const getAttributes = (subCatId: number, signal?: AbortSignal) =>
  request({ method: 'GET', url: PIM_PATHS.attributes, params: { subCatId }, signal }, z.array(attributeDefinitionSchema));
