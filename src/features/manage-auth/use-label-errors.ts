import { useTranslation } from 'react-i18next';
import { LABEL_PART_RULE } from '../../domain/auth-accounts/contracts.ts';
import { MANAGE_AUTH_NS } from './i18n.ts';

/** The issuer and account code checks' words in the user's language (the shared ones, e.g. 'Required', the kit knows). */
export function useLabelErrors() {
  const { t } = useTranslation(MANAGE_AUTH_NS);
  return (message: string): string | undefined => {
    if (message === LABEL_PART_RULE) return t('invalid.colon');
    const max = /^at most (\d+) characters$/.exec(message)?.[1];
    return max ? t('invalid.tooLong', { max }) : undefined;
  };
}
