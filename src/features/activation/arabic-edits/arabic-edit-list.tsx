import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-time-field.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { ARABIC_EDIT_SORTS } from '../../../domain/activation/arabic-edit-report.ts';
import { useDraftFilter, usePagedList } from '../../../lib/use-paged-list.ts';
import { getArabicEdits } from '../api/get-arabic-edits.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { useArabicEditColumns } from './use-arabic-edit-columns.tsx';

dayjs.extend(customParseFormat);

/** How the Date filter is typed and shown (spec 002 §2: MM/dd/yyyy). */
export const DATE_FORMAT = 'MM/DD/YYYY';

/** The Date filter as typed ('' any day) as the body's createdDate (YYYY-MM-DD or ''), or null when it is no past day. */
export function createdDateOf(typed: string): string | null {
  if (!typed) return '';
  const day = dayjs(typed, DATE_FORMAT, true);
  return day.isValid() && !day.isAfter(dayjs(), 'day') ? day.format('YYYY-MM-DD') : null;
}

/** The Date filter when it is no past day as MM/DD/YYYY (an address's, say): named so the list falls back. */
const dateProblems = (filter: { date: string }): 'date'[] => (createdDateOf(filter.date) === null ? ['date'] : []);

/** The Arabic Edit Report (spec 002 §2): a Date filter (no future day), Search and Clear, the grid by day and editor, Export. */
export function ArabicEditList() {
  const { t } = useTranslation(ACTIVATION_NS);
  const list = usePagedList({
    resource: 'arabic-edits',
    fetchPage: (paging, filter: { date: string }, options) =>
      getArabicEdits(paging, { createdDate: createdDateOf(filter.date) ?? '' }, options),
    initialFilter: { date: '' },
    sortable: ARABIC_EDIT_SORTS,
    address: { problemsOf: dateProblems },
  });
  const filter = useDraftFilter(list, { date: '' });
  const [bad, setBad] = useState(false);
  const { columns, exportColumns } = useArabicEditColumns();

  return (
    <ListScreen
      title={t('arabicEdits.title')}
      listTitle={t('arabicEdits.listTitle')}
      tableLabel={t('arabicEdits.tableLabel')}
      {...{ list, columns }}
      filter={{
        runSearch: () => {
          const wrong = createdDateOf(filter.draft.date) === null;
          setBad(wrong);
          if (!wrong) filter.runSearch();
        },
        clearSearch: () => {
          setBad(false);
          filter.clearSearch();
        },
      }}
      getRowId={(row) => `${row.date}-${row.createdBy}`}
      exportAs={{ fileName: 'Arabic Edit Report.xlsx', columns: exportColumns }}
      filters={
        <DateField
          label={t('arabicEdits.date')}
          value={filter.draft.date}
          onChange={(date) => {
            filter.setDraft({ date });
            setBad(false);
          }}
          format={DATE_FORMAT}
          disableFuture
          error={bad}
          helperText={bad ? t('arabicEdits.badDate') : undefined}
        />
      }
    />
  );
}
