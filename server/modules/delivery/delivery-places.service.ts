import { DELIVERY_MESSAGES as M } from '../../../src/domain/shipment/delivery-messages.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError, type Words } from '../../plugins/http-error.ts';
import { findAreaView } from '../reference/areas.service.ts';
import { countryLookup, findCountry } from '../reference/countries.service.ts';
import { findStateView } from '../reference/states.service.ts';

/** A timeline's place by name, as its table shows it; '' where it names no state or area. */
export interface PlaceNames {
  shippingCountry: string;
  shippingState: string;
  shippingArea: string;
}

export interface Place {
  countryId: number;
  stateId: number | null;
  areaId: number | null;
}

const refuse = (field: string, message: Words) => new HttpError(400, message, [{ field, message }]);

/** The names of a place, checked: the country exists, the state is in it, the area in the state (400 naming the field otherwise). */
export async function checkedPlace(db: Db, place: Place): Promise<PlaceNames> {
  const country = await findCountry(db, place.countryId);
  if (!country) throw refuse('shippingCountryId', M.noCountry(place.countryId));
  const names = { shippingCountry: country.country_name, shippingState: '', shippingArea: '' };
  if (place.stateId === null) return names;
  const state = await findStateView(db, place.stateId);
  if (!state) throw refuse('shippingStateId', M.noState(place.stateId));
  if (state.countryId !== place.countryId) throw refuse('shippingStateId', M.stateNotInCountry(state.stateName, country.country_name));
  names.shippingState = state.stateName;
  if (place.areaId === null) return names;
  const area = await findAreaView(db, place.areaId);
  if (!area) throw refuse('shippingAreaId', M.noArea(place.areaId));
  if (area.stateId !== place.stateId) throw refuse('shippingAreaId', M.areaNotInState(area.areaName, state.stateName));
  return { ...names, shippingArea: area.areaName };
}

/** Names places by their ids, each read once however many rows name it. */
export function placeNamer(db: Db) {
  const cache = new Map<string, Promise<PlaceNames>>();
  return (place: Place): Promise<PlaceNames> => {
    const key = `${place.countryId}/${place.stateId}/${place.areaId}`;
    let names = cache.get(key);
    if (!names) {
      names = checkedPlace(db, place).catch(() => ({ shippingCountry: '', shippingState: '', shippingArea: '' }));
      cache.set(key, names);
    }
    return names;
  };
}

/** Every country's code and names by id (a handful of rows): methods name their inventory country by code. */
export async function countriesById(db: Db) {
  const { records } = await countryLookup(db, { index: 1, pageSize: 10_000 });
  return new Map(records.map((c) => [c.Id, c]));
}

/** The inventory countries: the countries with the online store (service available), where the stock ships from. */
export async function inventoryCountries(db: Db) {
  const { records } = await countryLookup(db, { index: 1, pageSize: 10_000, serviceAvail: true });
  return records.map((c) => ({
    countryId: c.Id,
    CountryName: c.countryName,
    ar_CountryName: c.ar_CountryName,
    countryCode: c.countryCode,
  }));
}
