import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/index.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import type { Column } from '../../../components/record-columns.tsx';
import { MAX_TRANSFER_UPCS, type StockTransfer, type StockTransferLine } from '../../../domain/stock/stock-transfers.ts';
import type { ExportColumn } from '../../../lib/excel.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';
import { getTransferLines } from '../api/get-transfer-lines.ts';
import { B2B_TRANSFER_NS, B2B_TRANSFER_RESOURCES } from '../i18n.ts';

const column = createColumnHelper<StockTransferLine>();
const FIELDS = ['upc', 'quantity', 'rowNumbers'] as const;
const ALL = { index: 1, pageSize: MAX_TRANSFER_UPCS };

/** One transfer's lines in a drawer at the inline end: UPC, summed quantity, the sheet rows; Export to Excel. */
export function TransferLinesDrawer({ transfer, onClose }: { transfer: StockTransfer; onClose: () => void }) {
  const { t } = useTranslation(B2B_TRANSFER_NS);
  const titleId = useId();
  const ref = transfer.referenceNumber;
  // A transfer has at most 1000 lines: they come in one call and the grid shows them on one page.
  const query = useQuery({
    queryKey: [B2B_TRANSFER_RESOURCES.transfers, 'lines', transfer.id],
    queryFn: ({ signal }) => getTransferLines(transfer.id, signal),
  });
  useFailureToast(query.error, query.errorUpdatedAt);
  const lines = useMemo(() => query.data ?? [], [query.data]);
  const { columns, exportColumns } = useMemo(() => {
    const header = (field: (typeof FIELDS)[number]) => t(`transfers.lineColumns.${field}`);
    const grid: Column<StockTransferLine>[] = FIELDS.map((field) =>
      column.display({
        id: field,
        header: header(field),
        meta: field === 'quantity' ? { align: 'right' } : undefined,
        cell: ({ row: { original } }) => <span dir="ltr">{String(original[field])}</span>,
      }),
    );
    const sheet: ExportColumn<StockTransferLine>[] = FIELDS.map((field) => ({ header: header(field), value: (row) => row[field] }));
    return { columns: grid, exportColumns: sheet };
  }, [t]);

  return (
    <Drawer
      // MUI flips 'right' to the left edge when the theme is right to left.
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', md: 640 }, maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('transfers.linesTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <bdi dir="ltr">{ref}</bdi> · <bdi dir="ltr">{transfer.fromLocationCode}</bdi> → <bdi dir="ltr">{transfer.toLocationCode}</bdi>
          </Typography>
        </Box>
        <IconButton aria-label={t('transfers.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <DataTable
          label={t('transfers.linesTable', { ref })}
          columns={columns}
          rows={lines}
          totalRecords={lines.length}
          paging={ALL}
          onPagingChange={() => {}}
          loading={query.isFetching}
          getRowId={(row) => row.upc}
          height="calc(100vh - 220px)"
          toolbar={
            <ExportButton
              fileName={t('transfers.linesFile', { ref })}
              columns={exportColumns}
              fetchPage={() => Promise.resolve({ records: lines, totalRecords: lines.length })}
              disabled={lines.length === 0}
            />
          }
        />
      </Box>
    </Drawer>
  );
}
