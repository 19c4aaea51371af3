import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';

/** A step this version of the wizard does not offer yet: said plainly, nothing pretends to work. */
export function ComingNext({ step }: { step: 'images' | 'stock' }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  return (
    <Alert severity="info">
      <AlertTitle>{t('comingNext.title')}</AlertTitle>
      {t(`comingNext.${step}`)}
    </Alert>
  );
}
