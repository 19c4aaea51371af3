import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChangeEntry } from '../../domain/history/history.ts';
import { formatDateTime, useTimeZone } from '../../lib/date-time.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { shownValue } from './shown-value.ts';

/** One change of a record: what was done, by whom and when (the data centre's time), and each field before and after. */
export function HistoryEntry({ entry, labelOf, onUndo }: { entry: ChangeEntry; labelOf: (field: string) => string; onUndo?: () => void }) {
  const { t } = useTranslation(KIT_NS);
  const zone = useTimeZone();
  const action = t(`history.actions.${entry.action}`, { defaultValue: entry.action });
  const value = (v: unknown) => shownValue(v) || t('history.empty_value');
  return (
    <Box component="li" sx={{ borderInlineStart: 3, borderColor: 'primary.main', ps: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2">
          {t('history.by', { action, user: entry.userName })}
        </Typography>
        <Typography component="time" dateTime={entry.at} variant="body2" color="text.secondary" dir="ltr">
          {formatDateTime(entry.at, zone)}
        </Typography>
        {onUndo && (
          <Button size="small" onClick={onUndo} sx={{ marginInlineStart: 'auto' }}>
            {t('history.undo')}
          </Button>
        )}
      </Box>
      {entry.changes.length > 0 && (
        <Table size="small" aria-label={t('history.by', { action, user: entry.userName })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('history.field')}</TableCell>
              <TableCell>{t('history.before')}</TableCell>
              <TableCell>{t('history.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entry.changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row">
                  {labelOf(change.field)}
                </TableCell>
                {change.secret ? (
                  <TableCell colSpan={2}>{t('history.secret')}</TableCell>
                ) : (
                  <>
                    <TableCell>{value(change.before)}</TableCell>
                    <TableCell>{value(change.after)}</TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
