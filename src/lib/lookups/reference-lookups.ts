import { areaLookupSchema, type AreaLookup } from '../../domain/reference/areas.ts';
import { countryLookupSchema, type CountryLookup } from '../../domain/reference/countries.ts';
import { REFERENCE_PATHS } from '../../domain/reference/paths.ts';
import { stateLookupSchema, type StateLookup } from '../../domain/reference/states.ts';
import { useLookup } from './use-lookup.ts';

/** Resource names of the reference data: a save names the ones it changes (see query-keys.ts). */
export const REFERENCE_RESOURCES = { countries: 'countries', states: 'states', areas: 'areas' } as const;

/** Every country, by name (spec 002 §3 "Country (lookup)"). */
export const useCountryLookup = () =>
  useLookup<CountryLookup>({
    resource: REFERENCE_RESOURCES.countries,
    url: REFERENCE_PATHS.countryLookup,
    schema: countryLookupSchema,
    idOf: (c) => c.Id,
    namesOf: (c) => [c.countryName, c.ar_CountryName],
  });

/** The states of a country (of every country for null), in display order; empty while `enabled` is false. */
export const useStateLookup = (countryId: number | null, enabled = true) =>
  useLookup<StateLookup>({
    resource: REFERENCE_RESOURCES.states,
    url: REFERENCE_PATHS.stateLookup,
    schema: stateLookupSchema,
    params: { countryId },
    enabled,
    idOf: (s) => s.id,
    namesOf: (s) => [s.stateName, s.ar_StateName],
  });

/** The areas of a state (of every state for null); empty while `enabled` is false. */
export const useAreaLookup = (stateId: number | null, enabled = true) =>
  useLookup<AreaLookup>({
    resource: REFERENCE_RESOURCES.areas,
    url: REFERENCE_PATHS.areaLookup,
    schema: areaLookupSchema,
    params: { stateId },
    enabled,
    idOf: (a) => a.id,
    namesOf: (a) => [a.areaName, a.ar_areaName],
  });
