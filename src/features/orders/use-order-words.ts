import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedOrder } from '../../domain/orders/order-failures.ts';
import { useCountryLookup } from '../../lib/lookups/reference-lookups.ts';
import { ORDERS_NS } from './i18n.ts';

/** A remark the fulfilment answers as a code (HS_CODE_MISSING), not its own words. */
const REMARK_CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * The codes an order carries, as words in the user's language: its failure reason (a remark the
 * fulfilment answered in its own words stays as it is) and its delivery type.
 */
export function useOrderWords() {
  const { t } = useTranslation(ORDERS_NS);
  return useMemo(
    () => ({
      reasonOf: (remarks: string) => (REMARK_CODE.test(remarks) ? t(`failureReasons.${remarks}`, { defaultValue: remarks }) : remarks),
      typeOf: (code: string) => t(`deliveryTypes.${code}`, { defaultValue: code }),
    }),
    [t],
  );
}

/**
 * An order's country by the reference data's name in the user's language (Arabic in Arabic) when
 * the order names its country by id; the name the order was stored with otherwise, or until the
 * countries have loaded.
 */
export function useCountryName(): (o: Pick<FailedOrder, 'countryId' | 'shippingCountry'>) => string {
  const countries = useCountryLookup();
  return useMemo(() => (o) => (o.countryId === null ? undefined : countries.labelOfId(o.countryId)) ?? o.shippingCountry, [countries]);
}
