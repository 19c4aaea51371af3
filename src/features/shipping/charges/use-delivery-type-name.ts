import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_NS } from '../i18n.ts';

/** A delivery type's name in the user's language (the catalogue's words); a code it does not know reads as itself. */
export function useDeliveryTypeName(): (code: string) => string {
  const { t } = useTranslation(SHIPPING_NS);
  return useCallback((code: string) => t(`deliveryTypes.${code}`, { defaultValue: code }), [t]);
}
