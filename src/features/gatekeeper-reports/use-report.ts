import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_MESSAGES } from '../../domain/gatekeeper/messages.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import { useTimeZone } from '../../lib/date-time.ts';
import { sayHere } from '../../lib/words.ts';
import { toast } from '../../lib/toast.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { GATEKEEPER_REPORTS_NS } from './i18n.ts';
import { checkFilter, EMPTY_FILTER, type FilterField, type ReportFilter, type ReportQuery } from './report-filter.ts';

type FetchReport<T> = (paging: Paging, query: ReportQuery, signal?: AbortSignal) => Promise<Page<T>>;

/**
 * Filters, their checks and the paged rows of one gatekeeper report. Nothing loads until a search
 * with at least one filter (spec 002 §5); the export reads the filter of the rows on screen.
 */
export function useReport<T>(kind: 'headers' | 'items', fetchReport: FetchReport<T>) {
  const { t } = useTranslation(GATEKEEPER_REPORTS_NS);
  const timeZone = useTimeZone();
  const [filter, setFilter] = useState<ReportFilter>(EMPTY_FILTER);
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  const list = usePagedList<T, ReportQuery>({
    fetchPage: (paging, query, { signal }) => fetchReport(paging, query, signal),
    initialFilter: {},
    auto: false,
  });

  const change = useCallback((patch: Partial<ReportFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    // A field being corrected loses its message at once.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  }, []);

  const runSearch = () => {
    const checked = checkFilter(filter, kind, timeZone);
    if (checked.ok) {
      setErrors({});
      list.search(checked.query);
    } else if (checked.empty) {
      setErrors({});
      toast.error(sayHere(GATEKEEPER_MESSAGES.atLeastOneFilter));
    } else {
      // A message names its field by the label on screen ('From Date Time: …').
      setErrors(
        Object.fromEntries(
          Object.entries(checked.problems).map(([field, problem]) => [field, t(`invalid.${problem}`, { field: t(`filters.${field}`) })]),
        ),
      );
    }
  };

  const clearSearch = () => {
    setFilter(EMPTY_FILTER);
    setErrors({});
  };

  const exportPage = (paging: Paging) => fetchReport(paging, list.filter);
  // Export only after a search: the rows on screen are what gets exported.
  const searched = Object.keys(list.filter).length > 0;

  return { filter, change, errors, list, runSearch, clearSearch, exportPage, searched };
}
