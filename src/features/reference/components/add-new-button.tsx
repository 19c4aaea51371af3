import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import { COMMON_NS } from '../../../lib/i18n-common.ts';

/** 'Add New': opens the screen's drawer for a new record; greyed without L2 on the page. */
export function AddNewButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(COMMON_NS);
  return (
    <DisabledOption>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
        {t('addNew')}
      </Button>
    </DisabledOption>
  );
}
