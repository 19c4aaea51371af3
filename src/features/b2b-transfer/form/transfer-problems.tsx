import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { B2B_TRANSFER_NS } from '../i18n.ts';

/**
 * The server's problems with the file (already in the user's language), one per line with its row,
 * in a list that scrolls when long; each in its own direction, its codes isolated by the server.
 */
export function TransferProblems({ problems }: { problems: string[] }) {
  const { t } = useTranslation(B2B_TRANSFER_NS);
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }} aria-label={t('problemsTitle')}>
      {t('problemsTitle')}
      <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 3, maxHeight: 240, overflowY: 'auto' }}>
        {problems.map((p, i) => (
          <li key={i}>
            <bdi>{p}</bdi>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
