import type { CountryValues } from '../../../src/domain/reference/countries.ts';
import type { RecordStatus } from '../../../src/domain/reference/fields.ts';
import type { Db } from '../../db/connect.ts';
import * as areas from './areas.repository.ts';
import { SYSTEM_ACTOR } from '../../shared/actor.ts';
import * as countries from './countries.repository.ts';
import * as states from './states.repository.ts';

export interface SeedArea {
  areaName: string;
  ar_areaName: string;
}

export interface SeedState {
  stateName: string;
  ar_StateName: string;
  stateCode: string;
  displayOrder: number;
  status: RecordStatus;
  areas: SeedArea[];
}

export interface SeedCountry {
  country: CountryValues;
  states: SeedState[];
}

/** Writes countries with their states and, when `withAreas`, the states' areas (all active), as 'System'. */
export async function seedReference(db: Db, data: SeedCountry[], { withAreas }: { withAreas: boolean }): Promise<void> {
  for (const { country: c, states: stateList } of data) {
    const countryId = await countries.insert(
      db,
      {
        country_name: c.countryName,
        ar_country_name: c.ar_CountryName,
        country_code: c.countryCode,
        country_code2: c.countryCode2,
        currency_code: c.currencyCode,
        exchange_rate: c.exchangeRate,
        exchange_rate_product: c.exchangeRateProduct,
        mobile_country_code: c.mobileCountryCode,
        mobile_local_code: c.mobileLocalCode,
        mobile_local_number_length: c.mobileLocalNumberLength,
        domain: c.domain,
        vat_per: c.vatper,
        vat_calc_value: c.vatCalcValue,
        return_days: c.returnDays,
        show_invoice_vat: c.showInvoiceVat,
        service_avail: c.serviceAvail,
      },
      SYSTEM_ACTOR,
    );
    for (const s of stateList) {
      const stateId = await states.insert(
        db,
        {
          country_id: countryId,
          state_name: s.stateName,
          ar_state_name: s.ar_StateName,
          state_code: s.stateCode,
          display_order: s.displayOrder,
          status: s.status,
        },
        SYSTEM_ACTOR,
      );
      if (!withAreas) continue;
      for (const a of s.areas) {
        await areas.insert(db, { state_id: stateId, area_name: a.areaName, ar_area_name: a.ar_areaName, status: 'a' }, SYSTEM_ACTOR);
      }
    }
  }
}
