import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from './disabled-option.tsx';
import { COMMON_NS } from '../lib/i18n-common.ts';

/** 'Add New' (or the screen's own wording): opens the drawer for a new record; greyed without L2 on the page. */
export function AddNewButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation(COMMON_NS);
  return (
    <DisabledOption>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
        {label ?? t('addNew')}
      </Button>
    </DisabledOption>
  );
}
