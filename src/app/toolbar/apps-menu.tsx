import AppsIcon from '@mui/icons-material/Apps';
import Dashboard from '@mui/icons-material/Dashboard';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Warehouse from '@mui/icons-material/Warehouse';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useClientConfig } from '../../lib/client-config.ts';
import { APP_NS } from '../app-i18n.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../paths.ts';

/** Spec 000 §2 "Apps menu": WMS opens the warehouse system in a new tab; Panel goes to /dashboard. */
export function AppsMenu() {
  const { t } = useTranslation(APP_NS);
  const wmsUrl = useClientConfig((s) => s.config?.wmsUrl ?? null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('toolbar.apps')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('toolbar.apps')} aria-haspopup="menu" color="inherit">
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component="a" href={wmsUrl ?? undefined} target="_blank" rel="noopener" disabled={!wmsUrl} onClick={close}>
          <ListItemIcon>
            <Warehouse fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('toolbar.wms')} secondary={wmsUrl ? undefined : t('toolbar.notConfigured')} />
          {wmsUrl ? <OpenInNew fontSize="small" sx={{ ml: 1 }} aria-hidden /> : null}
        </MenuItem>
        <MenuItem component={RouterLink} to={DEFAULT_SIGNED_IN_PATH} onClick={close}>
          <ListItemIcon>
            <Dashboard fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('toolbar.panel')} />
        </MenuItem>
      </Menu>
    </>
  );
}
