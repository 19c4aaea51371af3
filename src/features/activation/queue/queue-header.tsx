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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { QueueScope } from '../../../domain/activation/constants.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { QUEUE_SHORTCUTS } from './use-queue-shortcuts.ts';

interface QueueHeaderProps {
  scope: QueueScope;
  /** The live count as the queue words it ('12 products to activate'). */
  countText: string;
  pId: number | null;
  taskIds: readonly number[];
  onTask: () => void;
  /** The queue's action buttons (Activate, Reject, Skip, Next, Edit, Task …). */
  children: ReactNode;
}

/** The queue header (spec 001 §2): the queue's name, the live count, task icons, the edit icon and the queue's actions. */
export function QueueHeader({ scope, countText, pId, taskIds, onTask, children }: QueueHeaderProps) {
  const { t } = useTranslation(ACTIVATION_NS);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          {t(scope === 'CUSTOM' ? 'header.custom' : 'header.global')}
        </Typography>
        <Chip color="primary" label={countText} aria-live="polite" />
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
        <Stack direction="row" useFlexGap spacing={1} sx={{ marginInlineStart: 'auto', flexWrap: 'wrap' }}>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A queue action with its keyboard shortcut in its tooltip and aria-keyshortcuts. */
export function ShortcutButton({
  shortcut,
  label,
  color,
  disabled,
  onClick,
}: {
  shortcut: keyof typeof QUEUE_SHORTCUTS;
  label: string;
  color: 'success' | 'error' | 'inherit';
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  return (
    <Tooltip title={t('header.shortcut', { action: label, keys: QUEUE_SHORTCUTS[shortcut].label })}>
      <span>
        <Button
          variant={color === 'inherit' ? 'outlined' : 'contained'}
          color={color}
          disabled={disabled}
          onClick={onClick}
          aria-keyshortcuts={QUEUE_SHORTCUTS[shortcut].aria}
        >
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}
