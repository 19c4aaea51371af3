import { useTranslation } from 'react-i18next';
import { LABEL_PART_RULE } from '../../domain/auth-accounts/contracts.ts';
import { MANAGE_AUTH_NS } from './i18n.ts';

/**
 * The screen's own words for the issuer and account code rule (what to type, not what is wrong); the
 * contract's other words (e.g. 'Required', 'At most 60 characters') are said by their keys.
 */
export function useLabelErrors() {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  return (message: string): string | undefined => (message === LABEL_PART_RULE ? t('invalid.colon') : undefined);
}
