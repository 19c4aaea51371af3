import HowToReg from '@mui/icons-material/HowToReg';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import Palette from '@mui/icons-material/Palette';
import Settings from '@mui/icons-material/Settings';
import Tune from '@mui/icons-material/Tune';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hasRole, useSession } from '../../features/auth/index.ts';
import { useClientConfig } from '../../lib/client-config.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { legacyAdminSettingsUrl } from '../../lib/legacy-admin.ts';
import { APP_NS } from '../app-i18n.ts';
import { useSettingsPanels } from '../settings/settings-panels.ts';
import { LOGIN_PATH, LOGOUT_PATH, REGISTER_PATH } from '../paths.ts';
import { START_NS } from '../start-i18n.ts';

/** Spec 000 §2 "User menu": with a role Settings (legacy panel) and Logout; without one Login and Register. */
export function UserMenu() {
  const { t } = useTranslation(APP_NS);
  const user = useSession((s) => s.user);
  const legacySettings = legacyAdminSettingsUrl(useClientConfig((s) => s.config?.legacyAdminUrl));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const signedIn = hasRole(user);
  const openPanel = useSettingsPanels((s) => s.setOpen);

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        sx={{ textTransform: 'none', gap: 1, px: 1 }}
      >
        {/* Named by what it shows (the user's name and job, from sm up) followed by 'User menu'. */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.2 }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {user?.data.displayName ?? t('login')}
          </Typography>
          {user ? (
            <Typography component="span" variant="caption" color="text.secondary">
              {user.data.designation || user.role.join(', ')}
            </Typography>
          ) : null}
        </Box>
        <Avatar src={user?.data.photoURL} alt="" sx={{ width: 36, height: 36 }} />
        <span style={visuallyHidden}>{t('toolbar.userMenu')}</span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {signedIn
          ? [
              <MenuItem
                key="settings"
                component="a"
                href={legacySettings ?? undefined}
                target="_blank"
                rel="noopener"
                disabled={!legacySettings}
                onClick={close}
              >
                <ListItemIcon>
                  <Settings fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('settings')} secondary={legacySettings ? undefined : t('toolbar.notConfigured')} />
              </MenuItem>,
              <MenuItem
                key="layout"
                onClick={() => {
                  close();
                  openPanel('settings');
                }}
              >
                <ListItemIcon>
                  <Tune fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('toolbar.settingsDrawer')} />
              </MenuItem>,
              <MenuItem
                key="schemes"
                onClick={() => {
                  close();
                  openPanel('schemes');
                }}
              >
                <ListItemIcon>
                  <Palette fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('toolbar.colorSchemes')} />
              </MenuItem>,
              <MenuItem key="logout" component={RouterLink} to={LOGOUT_PATH} onClick={close}>
                <ListItemIcon>
                  <Logout fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('logout', { ns: START_NS })} />
              </MenuItem>,
            ]
          : [
              <MenuItem key="login" component={RouterLink} to={LOGIN_PATH} onClick={close}>
                <ListItemIcon>
                  <Login fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('login')} />
              </MenuItem>,
              <MenuItem key="register" component={RouterLink} to={REGISTER_PATH} onClick={close}>
                <ListItemIcon>
                  <HowToReg fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('register')} />
              </MenuItem>,
            ]}
      </Menu>
    </>
  );
}
