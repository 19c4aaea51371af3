import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListGrid } from '../../../components/list-grid.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { STOCK_TRANSFER_SORTS, type StockTransfer } from '../../../domain/stock/stock-transfers.ts';
import { textUpTo } from '../../../lib/lists/field-codecs.ts';
import { useDraftFilter, usePagedList } from '../../../lib/use-paged-list.ts';
import { getTransfers } from '../api/get-transfers.ts';
import { B2B_TRANSFER_NS, B2B_TRANSFER_RESOURCES } from '../i18n.ts';
import { TransferLinesDrawer } from './transfer-lines-drawer.tsx';
import { useTransferColumns } from './use-transfer-columns.tsx';

const ALL = { search: '' };

/** The stored transfers below the form, newest first or sorted by a column, searchable by reference, exported to Excel, each with its lines. */
export function TransfersSection() {
  const { t } = useTranslation(B2B_TRANSFER_NS);
  const titleId = useId();
  const list = usePagedList({
    resource: B2B_TRANSFER_RESOURCES.transfers,
    fetchPage: (paging, f: typeof ALL, options) => getTransfers(paging, f.search, options),
    initialFilter: ALL,
    sortable: STOCK_TRANSFER_SORTS,
    // The server takes at most 50 characters of a reference number.
    address: { codecs: { search: textUpTo(50) } },
  });
  const filter = useDraftFilter(list, ALL);
  const [open, setOpen] = useState<StockTransfer | null>(null);
  const openLines = useCallback((transfer: StockTransfer) => setOpen(transfer), []);
  const { columns, exportColumns } = useTransferColumns(openLines);

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('transfers.title')}
      </Typography>
      <FilterBar
        onSearch={filter.runSearch}
        onClear={filter.clearSearch}
        extra={<ExportButton fileName={t('transfers.fileName')} columns={exportColumns} fetchPage={list.exportPage} />}
      >
        <SearchField label={t('transfers.search')} value={filter.draft.search} onChange={(search) => filter.setDraft({ search })} />
      </FilterBar>
      <ListGrid label={t('transfers.tableLabel')} columns={columns} list={list} getRowId={(row) => String(row.id)} />
      {open && <TransferLinesDrawer transfer={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
