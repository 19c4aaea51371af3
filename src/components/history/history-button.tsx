import HistoryIcon from '@mui/icons-material/History';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityName } from '../../domain/history/entities.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';

// The timeline's code loads when first opened: no screen's start carries it.
const HistoryDialog = lazy(() => import('./history-dialog.tsx'));

interface HistoryButtonProps {
  entity: EntityName;
  id: number | string;
  /** The record's name: the dialog's title and the button's label ('History of United Arab Emirates'). */
  name: string;
  labelOf: (field: string) => string;
  invalidates?: readonly string[];
}

/** History of one record, for an edit drawer's header or a row's menu. */
export function HistoryButton({ entity, id, name, labelOf, invalidates }: HistoryButtonProps) {
  const { t } = useTranslation(KIT_NS);
  const [open, setOpen] = useState(false);
  const label = t('history.openOf', { name });
  return (
    <>
      <Tooltip title={t('history.open')}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <HistoryIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <HistoryDialog entity={entity} id={id} name={name} labelOf={labelOf} invalidates={invalidates} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
