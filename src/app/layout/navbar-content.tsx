import MenuOpen from '@mui/icons-material/MenuOpen';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { APP_NS } from '../app-i18n.ts';
import { NavVerticalList } from '../navigation/nav-vertical-list.tsx';
import { useNavigation } from '../navigation/navigation-store.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../paths.ts';

interface Props {
  folded: boolean;
  /** The fold button (desktop) or close button (drawer). */
  onToggle: () => void;
  toggleLabel: string;
  onNavigate?: () => void;
}

/**
 * Header with the app's name, then the user's menu (or why there is none), all in one navigation
 * landmark: the brand link outside every landmark was missed by screen-reader landmark jumps.
 */
export function NavbarContent({ folded, onToggle, toggleLabel, onNavigate }: Props) {
  const { t } = useTranslation(APP_NS);
  const navigation = useNavigation((s) => s.navigation);
  const status = useNavigation((s) => s.status);
  return (
    <Box
      component="nav"
      aria-label={t('navbar.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, minHeight: 64, borderBottom: 1, borderColor: 'divider' }}>
        {folded ? null : (
          <Typography
            component={RouterLink}
            to={DEFAULT_SIGNED_IN_PATH}
            variant="h6"
            sx={{ flex: 1, fontWeight: 700, color: 'inherit', textDecoration: 'none', whiteSpace: 'nowrap' }}
          >
            {t('appName', { ns: COMMON_NS })}
          </Typography>
        )}
        <IconButton onClick={onToggle} aria-label={toggleLabel} title={toggleLabel} color="inherit">
          <MenuOpen sx={{ transform: folded ? 'scaleX(-1)' : undefined }} />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
        {navigation.length ? (
          <List disablePadding>
            <NavVerticalList items={navigation} folded={folded} onNavigate={onNavigate} />
          </List>
        ) : folded ? null : (
          <Alert severity={status === 'failed' ? 'warning' : 'info'} sx={{ m: 1 }}>
            {t(status === 'failed' ? 'navbar.failed' : 'navbar.empty')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
