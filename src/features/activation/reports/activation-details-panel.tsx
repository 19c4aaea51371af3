import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListGrid } from '../../../components/list-grid.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { ACTIVATION_LANGS, COMPANIES } from '../../../domain/activation/constants.ts';
import { ACTIVATION_DETAILS_SORTS, type ActivationDetailsBody, type ActivationReportRow } from '../../../domain/activation/reports.ts';
import { isCalendarDay } from '../../../domain/day-bounds.ts';
import type { FilterCodecs } from '../../../lib/lists/address-codec.ts';
import { oneOf, textUpTo } from '../../../lib/lists/field-codecs.ts';
import { useDraftFilter, usePagedList } from '../../../lib/use-paged-list.ts';
import { getActivationDetails } from '../api/get-activation-details.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { useDetailsColumns } from './use-report-columns.tsx';

/** The details' names in the address, beside the report's own. */
export const DETAILS_PREFIX = 'details.';

type DetailsFilter = Required<Omit<ActivationDetailsBody, 'sort'>>;

// The row's day, company and language come with the row; the address can only hold values the server takes.
const DETAILS_CODECS: FilterCodecs<DetailsFilter> = {
  date: { read: (text) => (isCalendarDay(text) ? text : undefined), write: (day) => day },
  company: oneOf(COMPANIES),
  lang: oneOf(ACTIVATION_LANGS),
  createdName: textUpTo(100),
};

/** The right-hand details of a report row (spec 001 §2): its activators, filtered by Activator Name, with Excel export. */
export function ActivationDetailsPanel({ row, onClose }: { row: ActivationReportRow; onClose: () => void }) {
  const { t } = useTranslation(ACTIVATION_NS);
  // The row is part of the filter: each row's details are their own query.
  const start: DetailsFilter = {
    date: row.date,
    company: row.company as DetailsFilter['company'],
    lang: row.lang as DetailsFilter['lang'],
    createdName: '',
  };
  const list = usePagedList({
    resource: 'activationReportDetails',
    fetchPage: (paging, filter: DetailsFilter, options) => getActivationDetails(paging, filter, options),
    initialFilter: start,
    sortable: ACTIVATION_DETAILS_SORTS,
    address: { prefix: DETAILS_PREFIX, codecs: DETAILS_CODECS },
  });
  const filter = useDraftFilter(list, start);
  const { columns, exportColumns } = useDetailsColumns();
  const title = t('reports.report.detailsTitle', { date: row.date, company: row.company, lang: row.lang });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={t('reports.report.closeDetails')} title={t('reports.report.closeDetails')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <FilterBar
        label={t('reports.report.detailsLabel')}
        onSearch={filter.runSearch}
        onClear={filter.clearSearch}
        extra={
          <ExportButton
            fileName="Product Activation Report Details.xlsx"
            label={t('reports.report.exportDetails')}
            columns={exportColumns}
            fetchPage={list.exportPage}
          />
        }
      >
        <TextField
          size="small"
          label={t('reports.fields.activator')}
          value={filter.draft.createdName}
          onChange={(e) => filter.setDraft({ createdName: e.target.value })}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </FilterBar>
      <ListGrid
        label={t('reports.report.detailsLabel')}
        columns={columns}
        list={list}
        getRowId={(r) => r.createdName}
        paginationLabel={t('reports.report.detailsPages')}
      />
    </Paper>
  );
}
