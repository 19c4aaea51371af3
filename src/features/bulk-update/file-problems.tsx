import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../domain/envelope.ts';
import { BULK_UPDATE_NS } from './i18n.ts';

/** A refused file's problems, each with its row ('row 3'), as the server named them. */
export function FileProblems({ problems }: { problems: readonly FieldError[] }) {
  const { t } = useTranslation(BULK_UPDATE_NS);
  if (!problems.length) return null;
  return (
    <Alert severity="error" role="alert">
      <Typography variant="body2">{t('problems')}</Typography>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {problems.map((p, n) => (
          <li key={n}>{t('problem', { row: p.field.slice(4), message: p.message })}</li>
        ))}
      </ul>
    </Alert>
  );
}
