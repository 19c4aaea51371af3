import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { DisabledOption } from './disabled-option.tsx';

/** The Delete button of a row, named by `label` after the record ('Delete AWS logistics-prod'); greyed without L2 on the page. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <DisabledOption>
      <IconButton size="small" aria-label={label} title={label} onClick={onClick} color="error">
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </DisabledOption>
  );
}
