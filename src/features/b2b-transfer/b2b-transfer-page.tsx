import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen.tsx';
import { TransferForm } from './form/transfer-form.tsx';
import { B2B_TRANSFER_NS } from './i18n.ts';
import { TransfersSection } from './transfers/transfers-section.tsx';

/** /apps/b2b-transfer (spec 002 §2): the transfer form, then the stored transfers. */
export function B2bTransferPage() {
  const { t } = useTranslation(B2B_TRANSFER_NS);
  return (
    <Screen title={t('title')}>
      <TransferForm />
      <TransfersSection />
    </Screen>
  );
}
