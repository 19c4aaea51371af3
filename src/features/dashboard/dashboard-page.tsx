import DashboardIcon from '@mui/icons-material/Dashboard';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LinkTile } from './components/link-tile.tsx';
import { DASHBOARD_NS } from './i18n.ts';
import { useNativeDashboardLink, type LinkState } from './use-native-dashboard-link.ts';

const CAPTIONS = {
  ready: 'opensLegacy',
  loading: 'checkingLegacy',
  unknown: 'legacyUnknown',
  'not-configured': 'legacyNotConfigured',
} as const satisfies Record<LinkState, string>;

/** /dashboard: the welcome line and the tiles to other systems (spec 000 §2). */
export function DashboardPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const legacy = useNativeDashboardLink();
  const caption = t(CAPTIONS[legacy.state]);

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('welcome')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', mt: 2 }}>
        <LinkTile title={t('nativeDashboard')} icon={<DashboardIcon fontSize="large" />} href={legacy.url} caption={caption} />
      </Box>
    </Box>
  );
}

export default DashboardPage;
