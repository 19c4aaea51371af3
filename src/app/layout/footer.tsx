import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../domain/constants.ts';
import { APP_NS } from '../app-i18n.ts';
import { SectionTheme } from './section-theme.tsx';

/** Copyright and version 2.1.21 (spec 000 §1). */
export function Footer() {
  const { t } = useTranslation(APP_NS);
  return (
    <SectionTheme part="footer">
      <Box
        component="footer"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: 3,
          py: 1.5,
          bgcolor: 'background.paper',
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
        <Typography variant="body2">{t('footer.version', { version: APP_VERSION })}</Typography>
      </Box>
    </SectionTheme>
  );
}
