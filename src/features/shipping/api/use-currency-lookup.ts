import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { currencySchema, type Currency } from '../../../domain/shipment/shipping-charges.ts';
import { useLookup } from '../../../lib/lookups/use-lookup.ts';

/** The currencies pick list (spec 002 §3 lookups "currency (id, currencyCode)"). */
export const useCurrencyLookup = () =>
  useLookup<Currency>({
    resource: 'currencies',
    url: SHIPMENT_PATHS.currencies,
    schema: currencySchema,
    idOf: (c) => c.id,
    namesOf: (c) => [c.currencyCode],
  });
