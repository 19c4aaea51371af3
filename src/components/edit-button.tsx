import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { KIT_NS } from '../lib/kit-i18n.ts';
import { DisabledOption } from './disabled-option.tsx';

/** The Edit button of a row, named after the record; greyed without L2 on the page. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation(KIT_NS);
  const label = t('editRow', { name });
  return (
    <DisabledOption>
      <IconButton size="small" aria-label={label} title={label} onClick={onClick}>
        <EditIcon fontSize="small" />
      </IconButton>
    </DisabledOption>
  );
}
