import { z } from 'zod/mini';
import { REFERENCE_RULES as R } from './messages.ts';
import { pageQuerySchema } from '../envelope.ts';
import { sortQuery } from '../lists/sort.ts';
import {
  codeText,
  formSchemaOf,
  idField,
  lookupPageQuerySchema,
  numberIn,
  optionalQueryId,
  optionalText,
  recordStatusSchema,
  requiredText,
} from '../fields.ts';

/** A state as State Settings shows it (spec 000 §3, 002 §3), with its country's name and codes. */
export const stateSchema = z.object({
  id: z.int(),
  stateName: z.string(),
  ar_StateName: z.string(),
  stateCode: z.string(),
  countryId: z.int(),
  countryName: z.string(),
  countryCode: z.string(),
  countryCode2: z.string(),
  displayOrder: z.int(),
  status: recordStatusSchema,
  /** Raised by every save: a save from an older read is refused (409). */
  revision: z.int(),
});
export type State = z.infer<typeof stateSchema>;

/**
 * POST and PUT `/{id}` body (spec 002 §7). `countryName` is accepted as the spec sends it but the
 * stored name is always the country's own, found by `countryId`.
 */
export const stateBodySchema = z.object({
  stateName: requiredText(100),
  ar_StateName: optionalText(100),
  stateCode: codeText(/^[A-Za-z0-9_-]{1,20}$/, R.stateCode),
  countryId: idField(),
  countryName: z.optional(z.string().check(z.maxLength(200))),
  displayOrder: numberIn(0, 100_000, { integer: true }),
  status: recordStatusSchema,
});
export type StateBody = z.input<typeof stateBodySchema>;
export type StateValues = z.output<typeof stateBodySchema>;

/** The add/edit drawer's values: the body's checks, the display order typed as text, the country picked. */
export const stateFormSchema = formSchemaOf(stateBodySchema, { numbers: ['displayOrder'], choices: ['countryId'] });
export type StateForm = z.input<typeof stateFormSchema>;

/** The grid's columns it can be sorted by. */
export const STATE_SORTS = [
  'id',
  'stateName',
  'ar_StateName',
  'stateCode',
  'countryName',
  'countryCode',
  'countryCode2',
  'status',
] as const;
export type StateSort = (typeof STATE_SORTS)[number];

/** The grid: page 1 of 10 by default, the Search asks for 1000 (spec 002 §9); one country or all; newest first unless sorted. */
export const stateListQuerySchema = z.extend(pageQuerySchema, { countryId: optionalQueryId, sort: sortQuery(STATE_SORTS) });

/** A state in a pick list, e.g. the area screen's (narrowed to a country). */
export const stateLookupSchema = z.pick(stateSchema, {
  id: true,
  stateName: true,
  ar_StateName: true,
  stateCode: true,
  countryId: true,
  status: true,
});
export type StateLookup = z.infer<typeof stateLookupSchema>;

export const stateLookupQuerySchema = z.extend(lookupPageQuerySchema, { countryId: optionalQueryId });
