import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/plain-ui/icons.tsx';
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
  const state = online ? (socket === 'connected' ? 'live' : 'online') : 'offline';
  return (
    <div role="status" aria-label={label} title={label} tabIndex={0} className="device__connection" data-state={state}>
      <Icon name={online ? 'cloudDone' : 'cloudOff'} />
    </div>
  );
}
