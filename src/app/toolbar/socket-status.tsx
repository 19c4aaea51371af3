import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSocketStatus, type SocketStatus as Status } from '../../lib/socket.ts';
import { START_NS } from '../start-i18n.ts';

const COLORS: Record<Status, string> = {
  connected: 'success.main',
  connecting: 'warning.main',
  disconnected: 'error.main',
  off: 'grey.500',
};

/** A small dot that says whether live updates arrive; the words are in its tooltip and accessible name. */
export function SocketStatus() {
  const { t } = useTranslation(START_NS);
  const status = useSocketStatus((s) => s.status);
  const label = t(`socket.${status}`);
  return (
    <Tooltip title={label}>
      <Box role="status" aria-label={label} tabIndex={0} sx={{ display: 'flex', alignItems: 'center', px: 1, height: 40 }}>
        <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: COLORS[status] }} />
      </Box>
    </Tooltip>
  );
}
