import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../app-i18n.ts';

/** /documentation/configuration/multi-language, the language menu's 'Learn More' (spec 000 §2). */
export function LanguageDocsPage() {
  const { t } = useTranslation(APP_NS);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 800 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('languageDocs.title')}
      </Typography>
      {(['intro', 'direction', 'data'] as const).map((key) => (
        <Typography key={key} sx={{ mb: 2 }}>
          {t(`languageDocs.${key}`)}
        </Typography>
      ))}
    </Box>
  );
}

export default LanguageDocsPage;
