import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ListGrid } from '../../../components/list-grid.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { Screen } from '../../../components/screen.tsx';
import { ARABIC_EDIT_DETAIL_SORTS, ARABIC_EDIT_REPORT_PAGE } from '../../../domain/activation/arabic-edit-report.ts';
import { formatLongDate } from '../../../lib/date-time.ts';
import type { FieldCodec } from '../../../lib/lists/address-codec.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getArabicEditDetails } from '../api/get-arabic-edit-details.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { useArabicEditDetailColumns } from './use-arabic-edit-columns.tsx';

// The day and editor are the path's: a query naming them is not read (and, being the first view's, they are never written).
const fromPath = <V,>(): FieldCodec<V> => ({ read: () => undefined, write: (value) => String(value) });

/** A report row opened (/apps/arabic-edit-view/{date}/{editor}): the PIDs that editor changed that day, old and new text side by side. */
export function ArabicEditView({ date, createdBy }: { date: string; createdBy: number }) {
  const { t, i18n } = useTranslation(ACTIVATION_NS);
  const list = usePagedList({
    resource: 'arabic-edits',
    fetchPage: (paging, filter: { createdDate: string; createdBy: number }, options) => getArabicEditDetails(paging, filter, options),
    initialFilter: { createdDate: date, createdBy },
    sortable: ARABIC_EDIT_DETAIL_SORTS,
    address: { codecs: { createdDate: fromPath<string>(), createdBy: fromPath<number>() } },
  });
  const { columns, exportColumns } = useArabicEditDetailColumns();
  const name = list.rows[0]?.createdName ?? '';
  return (
    <Screen title={t('arabicEdits.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Button
          component={RouterLink}
          to={ARABIC_EDIT_REPORT_PAGE}
          startIcon={<ArrowBackIcon sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />}
        >
          {t('arabicEdits.back')}
        </Button>
        <Typography component="h2" variant="h6">
          {t('arabicEdits.viewTitle', { name, date: formatLongDate(date, i18n.language) })}
        </Typography>
        <Box sx={{ marginInlineStart: 'auto' }}>
          <ExportButton fileName={`Arabic Edit Report ${date}.xlsx`} columns={exportColumns} fetchPage={list.exportPage} />
        </Box>
      </Box>
      <ListGrid label={t('arabicEdits.detailsLabel')} columns={columns} list={list} getRowId={(row) => String(row.id)} />
    </Screen>
  );
}
