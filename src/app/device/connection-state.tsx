import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSocketStatus } from '../../lib/socket.ts';
import { useOnline } from '../quick-panel/use-online.ts';
import { START_NS } from '../start-i18n.ts';

/**
 * Whether this device reaches the server: offline, scans stay on the device and sync later; online,
 * whether live updates arrive. An icon with its words in the accessible name and the title.
 */
export function ConnectionState() {
  const { t } = useTranslation(START_NS);
  const online = useOnline();
  const socket = useSocketStatus((s) => s.status);
  const label = online ? `${t('device.online')} · ${t(`socket.${socket}`)}` : t('device.offline');
  const Icon = online ? CloudDoneIcon : CloudOffIcon;
  return (
    <Box role="status" aria-label={label} title={label} tabIndex={0} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 40, height: 48 }}>
      <Icon color={online ? (socket === 'connected' ? 'success' : 'action') : 'warning'} aria-hidden />
    </Box>
  );
}
