import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PALLET_STATUSES } from '../../domain/gatekeeper/constants.ts';
import { GATEKEEPER_MESSAGES } from '../../domain/gatekeeper/messages.ts';
import type { Sort } from '../../domain/lists/sort.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import { useTimeZone } from '../../lib/date-time.ts';
import type { FilterCodecs } from '../../lib/lists/address-codec.ts';
import { oneOf, textUpTo } from '../../lib/lists/field-codecs.ts';
import { sayHere } from '../../lib/words.ts';
import { toast } from '../../lib/toast.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { GATEKEEPER_REPORTS_NS } from './i18n.ts';
import { checkFilter, EMPTY_FILTER, type FilterField, type ReportFilter, type ReportQuery } from './report-filter.ts';

type FetchReport<T> = (paging: Paging, query: ReportQuery, options?: { signal?: AbortSignal; sort?: Sort }) => Promise<Page<T>>;

/** How the address holds the filters, as long as the server takes them; the rest is checked by `checkFilter`. */
const CODECS: FilterCodecs<ReportFilter> = {
  palletNumbers: textUpTo(300),
  palletStatus: oneOf(PALLET_STATUSES),
  upc: textUpTo(32),
};

const NONE: Page<never> = { records: [], totalRecords: 0 };

/**
 * Filters, their checks and the paged rows of one gatekeeper report, the view kept in the address.
 * Nothing loads until a search with at least one filter (spec 002 §5) or an address naming a view;
 * the export reads the filter and order of the rows on screen.
 */
export function useReport<T>(kind: 'headers' | 'items', fetchReport: FetchReport<T>, sortable: readonly string[]) {
  const { t } = useTranslation(GATEKEEPER_REPORTS_NS);
  const timeZone = useTimeZone();
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  const list = usePagedList<T, ReportFilter>({
    fetchPage: (paging, filter, options) => {
      const checked = checkFilter(filter, kind, timeZone);
      // An address naming only a page or an order, with no filter: nothing to ask for.
      return checked.ok ? fetchReport(paging, checked.query, options) : Promise.resolve(NONE);
    },
    initialFilter: EMPTY_FILTER,
    auto: false,
    sortable,
    address: {
      codecs: CODECS,
      problemsOf: (filter) => {
        const checked = checkFilter(filter, kind, timeZone);
        return checked.ok || checked.empty ? [] : (Object.keys(checked.problems) as FilterField[]);
      },
    },
  });
  const draft = useDraftFilter(list, EMPTY_FILTER);
  const { setDraft } = draft;

  const change = useCallback(
    (patch: Partial<ReportFilter>) => {
      setDraft(patch);
      // A field being corrected loses its message at once.
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
    },
    [setDraft],
  );

  const runSearch = () => {
    const checked = checkFilter(draft.draft, kind, timeZone);
    if (checked.ok) {
      setErrors({});
      list.search(draft.draft);
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

  // Clear empties the form; the rows of the last search stay until the next one.
  const clearSearch = () => {
    setDraft(EMPTY_FILTER);
    setErrors({});
  };

  // Export only after a search: the rows on screen are what gets exported.
  const searched = checkFilter(list.filter, kind, timeZone).ok;

  return { filter: draft.draft, change, errors, list, runSearch, clearSearch, exportPage: list.exportPage, searched };
}
