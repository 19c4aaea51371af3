import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../app-i18n.ts';

/** Toggles the browser's full-screen mode; hidden where the browser has none (iOS Safari). */
export function FullscreenToggle() {
  const { t } = useTranslation(APP_NS);
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  if (!document.fullscreenEnabled) return null;
  const label = t(full ? 'toolbar.exitFullscreen' : 'toolbar.fullscreen');
  const toggle = () => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggle} aria-label={label} aria-pressed={full} color="inherit">
        {full ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
}
