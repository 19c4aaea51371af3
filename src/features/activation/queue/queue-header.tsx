import AssignmentIcon from '@mui/icons-material/Assignment';
import EditIcon from '@mui/icons-material/Edit';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { QueueScope } from '../../../domain/activation/constants.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { QUEUE_SHORTCUTS } from './use-queue-shortcuts.ts';

interface QueueHeaderProps {
  scope: QueueScope;
  count: number;
  pId: number | null;
  taskIds: readonly number[];
  canWrite: boolean;
  busy: boolean;
  onActivate: () => void;
  onReject: () => void;
  onSkip: () => void;
  onTask: () => void;
}

/** The queue header (spec 001 §2): the queue's name, the live count, task icons, Activate / Reject / Skip / Task and the edit icon. */
export function QueueHeader({ scope, count, pId, taskIds, canWrite, busy, onActivate, onReject, onSkip, onTask }: QueueHeaderProps) {
  const { t } = useTranslation(ACTIVATION_NS);
  const off = !canWrite || busy || pId === null;
  const action = (key: keyof typeof QUEUE_SHORTCUTS, label: string, onClick: () => void, color: 'success' | 'error' | 'inherit') => (
    <Tooltip title={t('header.shortcut', { action: label, keys: QUEUE_SHORTCUTS[key].label })}>
      <span>
        <Button
          variant={color === 'inherit' ? 'outlined' : 'contained'}
          color={color}
          disabled={off}
          onClick={onClick}
          aria-keyshortcuts={QUEUE_SHORTCUTS[key].aria}
        >
          {label}
        </Button>
      </span>
    </Tooltip>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          {t(scope === 'CUSTOM' ? 'header.custom' : 'header.global')}
        </Typography>
        <Chip color="primary" label={t('header.count', { count })} aria-live="polite" />
        {pId !== null && <Chip variant="outlined" label={`PID ${pId}`} />}
        {taskIds.length > 0 && (
          <Tooltip title={t('header.tasks')}>
            <IconButton aria-label={t('header.tasks')} onClick={onTask}>
              <Badge badgeContent={taskIds.length} color="warning">
                <AssignmentIcon />
              </Badge>
            </IconButton>
          </Tooltip>
        )}
        {pId !== null && (
          <Tooltip title={t('header.edit')}>
            <IconButton aria-label={t('header.edit')} component={RouterLink} to={`/apps/products-view/${pId}`}>
              <EditIcon />
            </IconButton>
          </Tooltip>
        )}
        <Stack direction="row" spacing={1} sx={{ marginInlineStart: 'auto' }}>
          {action('activate', t('header.activate'), onActivate, 'success')}
          {action('reject', t('header.reject'), onReject, 'error')}
          {action('skip', t('header.skip'), onSkip, 'inherit')}
          <Button variant="outlined" disabled={!canWrite || pId === null} onClick={onTask}>
            {t('header.addTask')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
