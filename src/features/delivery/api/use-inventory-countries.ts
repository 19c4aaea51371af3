import { inventoryCountrySchema, type InventoryCountry } from '../../../domain/shipment/delivery-methods.ts';
import { SHIPMENT_PATHS } from '../../../domain/shipment/paths.ts';
import { useLookup } from '../../../lib/lookups/use-lookup.ts';

/** The inventory countries pick list (spec 002 §7 "GET inventory countries"); names follow the language. */
export const useInventoryCountries = () =>
  useLookup<InventoryCountry>({
    resource: 'inventory-countries',
    url: SHIPMENT_PATHS.inventoryCountries,
    schema: inventoryCountrySchema,
    idOf: (c) => c.countryId,
    namesOf: (c) => [c.CountryName, c.ar_CountryName],
  });
