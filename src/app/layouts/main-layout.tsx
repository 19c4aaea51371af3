import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useSession } from '../../features/auth/index.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { APP_NS } from '../app-i18n.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../paths.ts';

/** The signed-in frame: a plain header (name, language, sign-out) above the page. */
export function MainLayout() {
  const { t } = useTranslation(APP_NS);
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main-content"
        sx={{ position: 'absolute', insetInlineStart: 8, top: -48, zIndex: 1, bgcolor: 'background.paper', p: 1, '&:focus': { top: 8 } }}
      >
        {t('skipToContent')}
      </Link>
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 3, py: 1.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Link component={RouterLink} to={DEFAULT_SIGNED_IN_PATH} underline="none" color="inherit" sx={{ flex: 1 }}>
          <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
            {t('appName', { ns: COMMON_NS })}
          </Typography>
        </Link>
        {user ? (
          <Typography variant="body2" color="text.secondary" aria-label={t('signedInAs', { name: user.data.displayName })}>
            {user.data.displayName}
          </Typography>
        ) : null}
        <LanguageSwitch />
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
          {t('logout')}
        </Button>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
