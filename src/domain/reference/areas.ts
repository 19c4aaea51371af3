import { z } from 'zod/mini';
import { pageQuerySchema } from '../envelope.ts';
import { sortQuery } from '../lists/sort.ts';
import {
  formSchemaOf,
  idField,
  lookupPageQuerySchema,
  optionalQueryId,
  optionalText,
  recordStatusSchema,
  requiredText,
} from '../fields.ts';

/** An area as Area Settings shows it (spec 000 §3), with its state's and country's names and codes. */
export const areaSchema = z.object({
  id: z.int(),
  areaName: z.string(),
  ar_areaName: z.string(),
  CountryName: z.string(),
  countryCode: z.string(),
  countryCode2: z.string(),
  StateName: z.string(),
  stateCode: z.string(),
  stateId: z.int(),
  status: recordStatusSchema,
  /** Raised by every save: a save from an older read is refused (409). */
  revision: z.int(),
});
export type Area = z.infer<typeof areaSchema>;

/**
 * POST and PUT `/{id}` body (spec 000 §7). `StateName` and `CountryName` are accepted as the spec
 * sends them, but an area belongs to its state (`stateId`) and shows that state's and country's names.
 */
export const areaBodySchema = z.object({
  areaName: requiredText(100),
  ar_areaName: optionalText(100),
  stateId: idField(),
  status: recordStatusSchema,
  StateName: z.optional(z.string().check(z.maxLength(200))),
  CountryName: z.optional(z.string().check(z.maxLength(200))),
});
export type AreaBody = z.input<typeof areaBodySchema>;
export type AreaValues = z.output<typeof areaBodySchema>;

/** The add/edit drawer's values: the body's checks, plus the country whose states the state select offers. */
export const areaFormSchema = z.extend(formSchemaOf(areaBodySchema, { choices: ['stateId'] }), { countryId: z.nullable(z.int()) });

/** The grid's columns it can be sorted by. */
export const AREA_SORTS = [
  'id',
  'areaName',
  'ar_areaName',
  'CountryName',
  'countryCode',
  'countryCode2',
  'StateName',
  'stateCode',
  'status',
] as const;
export type AreaSort = (typeof AREA_SORTS)[number];

/** The grid, filtered by country and state (spec 000 §7); pages of at most 1000 rows; newest first unless sorted. */
export const areaListQuerySchema = z.extend(pageQuerySchema, {
  countryId: optionalQueryId,
  stateId: optionalQueryId,
  sort: sortQuery(AREA_SORTS),
});

/** An area in a pick list (spec 002 §3 "area (id, areaName)"), e.g. for delivery timelines. */
export const areaLookupSchema = z.pick(areaSchema, { id: true, areaName: true, ar_areaName: true, stateId: true, status: true });
export type AreaLookup = z.infer<typeof areaLookupSchema>;

export const areaLookupQuerySchema = z.extend(lookupPageQuerySchema, { countryId: optionalQueryId, stateId: optionalQueryId });
