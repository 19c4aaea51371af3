import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddNewButton } from '../../../components/add-new-button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import { EditButton } from '../../../components/edit-button.tsx';
import type { DeliveryMethod } from '../../../domain/shipment/delivery-methods.ts';
import type { DeliveryTimeline } from '../../../domain/shipment/delivery-timelines.ts';
import { DELIVERY_NS } from '../i18n.ts';
import { TimelineTable } from '../timelines/timeline-table.tsx';
import { useMethodActions } from './use-method-actions.ts';

interface MethodCardProps {
  method: DeliveryMethod;
  name: string;
  onEdit: () => void;
  onEditTimeline: (timeline: DeliveryTimeline | null) => void;
}

/** A delivery method's card (spec 002 §2): the status switch behind a confirm, edit, delete, Add Timeline and its timelines. */
export function MethodCard({ method, name, onEdit, onEditTimeline }: MethodCardProps) {
  const { t } = useTranslation(DELIVERY_NS);
  const actions = useMethodActions();
  const [asking, setAsking] = useState<'status' | 'delete' | null>(null);
  const titleId = useId();
  const switchWord = method.status ? 'deactivate' : 'activate';
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {name}
          </Typography>
          <DisabledOption>
            <FormControlLabel
              label={t(method.status ? 'active' : 'inactive')}
              control={
                <Switch
                  checked={method.status}
                  onChange={() => setAsking('status')}
                  slotProps={{ input: { 'aria-label': t('status', { name }) } }}
                />
              }
            />
          </DisabledOption>
          <EditButton name={name} onClick={onEdit} />
          <DeleteButton label={t('deleteMethod', { name })} onClick={() => setAsking('delete')} />
          <AddNewButton label={t('addTimeline')} onClick={() => onEditTimeline(null)} />
        </Box>
        <TimelineTable method={method} name={name} onEdit={onEditTimeline} onDelete={actions.deleteTimeline} />
      </CardContent>
      <ConfirmDialog
        open={asking === 'status'}
        title={t(`${switchWord}Title`)}
        text={t(`${switchWord}Text`, { name })}
        onConfirm={() => actions.switchStatus(method)}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('deleteMethodTitle')}
        text={t('deleteMethodText', { name })}
        danger
        onConfirm={() => actions.deleteMethod(method)}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
