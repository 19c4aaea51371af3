import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { StaleConflict } from '../../domain/envelope.ts';
import { formatDateTime, useTimeZone } from '../../lib/date-time.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { shownValue } from './shown-value.ts';

interface StalePanelProps {
  stale: StaleConflict;
  /** What the user has typed, by field. */
  yours: Record<string, unknown>;
  /** The form's values of the record as the other person left it. */
  theirs: Record<string, unknown> | null;
  labelOf: (field: string) => string;
  onReload: () => void;
  onOverwrite: () => void;
}

/**
 * A save refused because someone saved since: who and when, each field where their record and the
 * user's form differ side by side, and Reload (take theirs) or Overwrite (keep mine, over theirs).
 */
export function StalePanel({ stale, yours, theirs, labelOf, onReload, onOverwrite }: StalePanelProps) {
  const { t } = useTranslation(KIT_NS);
  const zone = useTimeZone();
  const fields = theirs
    ? Object.keys(yours).filter((field) => field in theirs && shownValue(theirs[field]) !== shownValue(yours[field]))
    : [];
  return (
    <Alert severity="warning" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('history.stale.title')}</AlertTitle>
      {t('history.stale.text', { user: stale.by, time: formatDateTime(stale.at, zone) })}
      {fields.length > 0 ? (
        <Table size="small" sx={{ my: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('history.field')}</TableCell>
              <TableCell>{t('history.stale.theirs')}</TableCell>
              <TableCell>{t('history.stale.yours')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {labelOf(field)}
                </TableCell>
                <TableCell>{shownValue(theirs![field]) || t('history.empty_value')}</TableCell>
                <TableCell>{shownValue(yours[field]) || t('history.empty_value')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Box sx={{ my: 1 }}>{t('history.stale.noDifference')}</Box>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={onReload}>
          {t('history.stale.reload')}
        </Button>
        <Button variant="contained" color="warning" size="small" onClick={onOverwrite}>
          {t('history.stale.overwrite')}
        </Button>
      </Box>
    </Alert>
  );
}
