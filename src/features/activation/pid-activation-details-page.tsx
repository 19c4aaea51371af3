import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-time-field.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { PID_ACTIVATION_SORTS } from '../../domain/activation/reports.ts';
import { TYPED_DAY_FORMAT } from '../../lib/typed-day.ts';
import { useCheckedFilter, useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getPidActivations } from './api/get-pid-activations.ts';
import { ACTIVATION_NS } from './i18n.ts';
import { CompanyLangFields } from './reports/company-lang-fields.tsx';
import { EMPTY_PID_FILTER, PID_CODECS, pidFilterProblems, toPidBody, type PidActivationFilter } from './reports/pid-activation-filter.ts';
import { usePidActivationColumns } from './reports/use-pid-activation-columns.tsx';

export const PID_ACTIVATIONS_RESOURCE = 'pidActivations';

/**
 * /apps/pid-activation-details (spec 001 §2): every activation with its product, filtered by PID,
 * Company, Lang, Created Name and Created Date, newest first or sorted by PID, Created Name or
 * Created Date. The view is the address's: the report's eye opens it filtered by company, lang,
 * createdName and createdDate.
 */
export function PidActivationDetailsPage() {
  const { t } = useTranslation(ACTIVATION_NS);
  const list = usePagedList({
    resource: PID_ACTIVATIONS_RESOURCE,
    fetchPage: (paging, filter: PidActivationFilter, options) => getPidActivations(paging, toPidBody(filter), options),
    initialFilter: EMPTY_PID_FILTER,
    sortable: PID_ACTIVATION_SORTS,
    address: { codecs: PID_CODECS, problemsOf: pidFilterProblems },
  });
  const filter = useDraftFilter(list, EMPTY_PID_FILTER);
  const { problems, change, runSearch, clearSearch } = useCheckedFilter(filter, pidFilterProblems);
  const { columns, exportColumns } = usePidActivationColumns();

  return (
    <ListScreen
      title={t('reports.pid.title')}
      tableLabel={t('reports.pid.tableLabel')}
      {...{ list, columns }}
      filter={{ runSearch, clearSearch }}
      getRowId={(row) => String(row.id)}
      exportAs={{ fileName: 'PID Activation Details.xlsx', columns: exportColumns }}
      filters={
        <>
          <TextField
            size="small"
            label={t('reports.fields.pId')}
            value={filter.draft.pId}
            onChange={(e) => change({ pId: e.target.value })}
            error={problems.includes('pId')}
            helperText={problems.includes('pId') ? t('reports.badPid') : undefined}
            sx={{ width: 130 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          />
          <CompanyLangFields company={filter.draft.company} lang={filter.draft.lang} onChange={change} />
          <TextField
            size="small"
            label={t('reports.fields.createdName')}
            value={filter.draft.createdName}
            onChange={(e) => change({ createdName: e.target.value })}
            sx={{ width: 200 }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <DateField
            label={t('reports.fields.createdDate')}
            value={filter.draft.createdDate}
            onChange={(createdDate) => change({ createdDate })}
            format={TYPED_DAY_FORMAT}
            error={problems.includes('createdDate')}
            helperText={problems.includes('createdDate') ? t('reports.badDate') : undefined}
          />
        </>
      }
    />
  );
}
