import { z } from 'zod/mini';
import { flag, formSchemaOf, idField, optionalQueryId } from '../fields.ts';
import { revisionField } from '../history/history.ts';
import { textOf } from '../words/field-problem.ts';
import { F } from '../words/field-messages.ts';
import { wordsIn } from '../words/words.ts';
import { deliveryLabelCodeSchema } from './delivery-labels.ts';
import { deliveryPagingSchema } from './delivery-paging.ts';
import { deliveryTypeCodeSchema } from './delivery-types.ts';
import type { deliveryWords } from './words.ts';

const w = wordsIn<typeof deliveryWords>('delivery-timeline');
const REQUIRED = textOf(F('required'));

/** A delivery method as its card shows it (spec 002 §3 DeliveryMethod). */
export const deliveryMethodSchema = z.object({
  id: z.int(),
  inventoryCountryId: z.int(),
  inventoryCountryCode: z.string(),
  deliveryTypeCode: deliveryTypeCodeSchema,
  deliveryType: z.string(),
  deliveryLabelCode: deliveryLabelCodeSchema,
  deliveryLabel: z.string(),
  status: z.boolean(),
  /** Raised by every save: a save or delete based on an older one is refused (409). */
  revision: z.int(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

// A picked code travels as '' until chosen: that is missing, not a wrong code.
const required = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : undefined;

/** POST body, and the PUT body that edits the method (spec 002 §7): all three are required (§5). */
export const deliveryMethodBodySchema = z.object({
  inventoryCountryId: idField(),
  deliveryTypeCode: z.enum(deliveryTypeCodeSchema.options, { error: (i) => required(i) ?? textOf(w('rules.deliveryType')) }),
  deliveryLabelCode: z.enum(deliveryLabelCodeSchema.options, { error: (i) => required(i) ?? textOf(w('rules.deliveryLabel')) }),
});
export type DeliveryMethodValues = z.output<typeof deliveryMethodBodySchema>;

/** The side panel's values: the country picked (null until chosen); a code is '' until chosen, which is 'Required'. */
export const deliveryMethodFormSchema = formSchemaOf(deliveryMethodBodySchema, { choices: ['inventoryCountryId'] });
export type DeliveryMethodForm = z.input<typeof deliveryMethodFormSchema>;

const FIELDS = ['inventoryCountryId', 'deliveryTypeCode', 'deliveryLabelCode'] as const;

/**
 * PUT `/{id}` body: the three fields (an edit), or `{status}` alone (the card's switch), or both,
 * with the revision the user read (a stale one is refused, 409).
 */
export const deliveryMethodUpdateSchema = z
  .object({
    inventoryCountryId: z.optional(deliveryMethodBodySchema.shape.inventoryCountryId),
    deliveryTypeCode: z.optional(deliveryMethodBodySchema.shape.deliveryTypeCode),
    deliveryLabelCode: z.optional(deliveryMethodBodySchema.shape.deliveryLabelCode),
    status: z.optional(flag()),
    revision: revisionField(),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.status !== undefined && FIELDS.every((f) => body[f] === undefined)) return;
      for (const field of FIELDS)
        if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED, input: body });
    }),
  );
export type DeliveryMethodUpdate = z.output<typeof deliveryMethodUpdateSchema>;

const anyCode = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((v: unknown) => (v === '' ? undefined : v)),
      z.optional(schema),
    ),
  );

/** GET query: any of the three filters ('' or left out is any), page 1 of 10000 by default. */
export const deliveryMethodListQuerySchema = z.extend(deliveryPagingSchema, {
  inventoryCountryId: optionalQueryId,
  deliveryTypeCode: anyCode(deliveryTypeCodeSchema),
  deliveryLabelCode: anyCode(deliveryLabelCodeSchema),
});
export type DeliveryMethodListQuery = z.output<typeof deliveryMethodListQuerySchema>;

/** An inventory country in a pick list (spec 002 §3 lookups: countryId, CountryName). */
export const inventoryCountrySchema = z.object({
  countryId: z.int(),
  CountryName: z.string(),
  ar_CountryName: z.string(),
  countryCode: z.string(),
});
export type InventoryCountry = z.infer<typeof inventoryCountrySchema>;
