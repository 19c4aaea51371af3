import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { addTask, getTasks } from '../api/tasks.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { ACTIVATION_SETUP, type QueueSetup } from './queue-setup.ts';

/**
 * 'Add task for this product ?' with the product's tasks ('Product Task Details') beneath: native
 * tasks of the queue's kind, used when no legacy admin panel is configured.
 */
export function TaskDialog({
  pId,
  canWrite,
  onClose,
  onAdded,
  setup = ACTIVATION_SETUP,
}: {
  pId: number;
  canWrite: boolean;
  onClose: () => void;
  onAdded: () => void;
  setup?: QueueSetup;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const { kind, paths } = setup;
  const key = ['activation', 'tasks', kind, pId];
  const tasks = useQuery({ queryKey: key, queryFn: ({ signal }) => getTasks(pId, signal, kind, paths) });

  const save = async () => {
    setSaving(true);
    try {
      const reply = await addTask({ pId, title: title.trim(), notes, type: kind }, paths);
      toast.success(reply.message);
      setTitle('');
      setNotes('');
      await queryClient.invalidateQueries({ queryKey: key });
      onAdded();
    } catch (error) {
      toast.failure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('task.addTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label={t('task.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          disabled={!canWrite}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={t('task.notes')}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          multiline
          rows={3}
          disabled={!canWrite}
        />
        <Typography component="h3" variant="subtitle2">
          {t('task.detailsTitle')}
        </Typography>
        {(tasks.data?.task.length ?? 0) === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('task.none')}
          </Typography>
        ) : (
          <List dense aria-label={t('task.detailsTitle')}>
            {tasks.data!.task.map((task) => (
              <ListItem key={task.ID}>
                <ListItemText
                  primary={`${task.title} · ${task.status}`}
                  secondary={[task.assigneeName, task.notes, task.createdName].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('task.close')}</Button>
        <Button variant="contained" disabled={!canWrite || saving || title.trim() === ''} onClick={() => void save()}>
          {t('task.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
