import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { STOCK_IN_TRANSIT_SORTS, type StockInTransit } from '../../domain/stock/stock-in-transit.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getStockInTransit } from './api/get-stock-in-transit.ts';
import {
  createContentUrl,
  EMPTY_FILTER,
  ENCODER_CODECS,
  filterProblems,
  toBody,
  type EncoderFilter,
  type FilterProblem,
} from './encoder/encoder-filter.ts';
import { EncoderFilters } from './encoder/encoder-filters.tsx';
import { useStockInTransitColumns } from './encoder/use-stock-in-transit-columns.tsx';
import { useStockInTransitDelete } from './encoder/use-stock-in-transit-delete.ts';
import { STOCK_IN_TRANSIT_NS, STOCK_IN_TRANSIT_RESOURCES } from './i18n.ts';

/**
 * /apps/encoder-stock-in-transit (spec 002 §2): the seven filters, Search (or Enter), Export to
 * Excel of every row of the filter, Create Content in a new window and Delete after a question.
 */
export function EncoderStockInTransitPage() {
  const { t } = useTranslation(STOCK_IN_TRANSIT_NS);
  const list = usePagedList({
    resource: STOCK_IN_TRANSIT_RESOURCES.list,
    fetchPage: (paging, filter: EncoderFilter, options) => getStockInTransit(paging, toBody(filter), options),
    initialFilter: EMPTY_FILTER,
    sortable: STOCK_IN_TRANSIT_SORTS,
    address: { codecs: ENCODER_CODECS, problemsOf: filterProblems },
  });
  const filter = useDraftFilter(list, EMPTY_FILTER);
  const [problems, setProblems] = useState<FilterProblem[]>([]);
  const deleting = useStockInTransitDelete();
  const createContent = useCallback((row: StockInTransit) => {
    window.open(createContentUrl(row), '_blank', 'noopener');
  }, []);
  const { columns, exportColumns } = useStockInTransitColumns({ createContent, remove: deleting.ask });

  const runSearch = () => {
    const found = filterProblems(filter.draft);
    setProblems(found);
    if (found.length === 0) filter.runSearch();
  };
  const clearSearch = () => {
    setProblems([]);
    filter.clearSearch();
  };
  const change = (patch: Partial<EncoderFilter>) => {
    filter.setDraft(patch);
    // A field being corrected loses its message at once.
    setProblems((current) => current.filter((field) => !(field in patch)));
  };

  return (
    <ListScreen
      title={t('title')}
      tableLabel={t('tableLabel')}
      {...{ list, columns }}
      filter={{ runSearch, clearSearch }}
      getRowId={(row) => String(row.id)}
      exportAs={{ fileName: 'Encoder Stock In Transit.xlsx', columns: exportColumns }}
      filters={<EncoderFilters draft={filter.draft} problems={problems} onChange={change} />}
    >
      <ConfirmDialog
        open={deleting.asking !== null}
        title={t('deleteTitle')}
        text={t('deleteText', { upc: deleting.asking?.upc ?? '' })}
        onConfirm={deleting.confirm}
        onClose={deleting.close}
        danger
      />
    </ListScreen>
  );
}

export default EncoderStockInTransitPage;
