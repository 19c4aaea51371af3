import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '../../domain/constants.ts';
import type { QuickPanelReply } from '../../domain/navigation/contracts.ts';
import { useSyncStatus } from '../../lib/sync-status.ts';
import { APP_NS } from '../app-i18n.ts';
import { getQuickPanelData } from './get-quick-panel-data.ts';
import { useOnline } from './use-online.ts';

const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const formatTime = (iso: string, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));

/** The quick panel (spec 000 §2): today, the user's recent activity, and the sync state of this device. */
export function QuickPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(APP_NS);
  const online = useOnline();
  const { pending, lastSyncAt } = useSyncStatus();
  const [data, setData] = useState<QuickPanelReply | null>(null);
  const [failed, setFailed] = useState(false);
  const language = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    if (!open) return;
    let current = true;
    setFailed(false);
    getQuickPanelData().then(
      (reply) => current && setData(reply),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320, p: 2 }, role: 'dialog', 'aria-label': t('quickPanel.title') } }}
    >
      <Typography component="h2" variant="h6" gutterBottom>
        {t('quickPanel.title')}
      </Typography>
      {failed ? <Alert severity="warning">{t('quickPanel.failed')}</Alert> : null}
      {!data && !failed ? <CircularProgress size={24} aria-label={t('loading', { ns: 'common' })} /> : null}
      {data ? (
        <>
          <Typography variant="overline">{t('quickPanel.today')}</Typography>
          <Typography sx={{ mb: 2 }}>{formatDay(data.today, language)}</Typography>
          <Divider />
          <Typography variant="overline" component="h3">
            {t('quickPanel.activity')}
          </Typography>
          {data.activity.length === 0 ? (
            <Typography color="text.secondary">{t('quickPanel.noActivity')}</Typography>
          ) : (
            <List dense disablePadding>
              {data.activity.map((entry) => (
                <ListItem key={`${entry.at}-${entry.route}`} disableGutters>
                  <ListItemText
                    primary={entry.pageTitle ?? entry.route}
                    secondary={`${entry.method} · ${formatTime(entry.at, language, data.timeZone)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </>
      ) : null}
      <Divider sx={{ my: 1 }} />
      <Typography variant="overline" component="h3">
        {t('quickPanel.sync')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {online ? <CloudDone color="success" aria-hidden /> : <CloudOff color="warning" aria-hidden />}
        <Typography>{t(online ? 'quickPanel.online' : 'quickPanel.offline')}</Typography>
      </Box>
      <Typography color="text.secondary">
        {pending ? t('quickPanel.pending', { count: pending }) : t('quickPanel.nothingPending')}
      </Typography>
      {lastSyncAt ? (
        <Typography variant="body2" color="text.secondary">
          {t('quickPanel.lastSync', { time: formatTime(lastSyncAt, language, data?.timeZone ?? DEFAULT_TIME_ZONE) })}
        </Typography>
      ) : null}
    </Drawer>
  );
}
