import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import { PRODUCT_VIEW_PAGE } from '../../../domain/catalogue/paths.ts';
import type { ProductView } from '../../../domain/catalogue/products.ts';
import type { StockInTransit } from '../../../domain/stock/stock-in-transit.ts';
import type { StockItem } from '../../../domain/stock/stock.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { AddUpcDialog } from './add-upc-dialog.tsx';
import { EditStockDialog } from './edit-stock-dialog.tsx';
import { InboundQcDialog } from './inbound-qc-dialog.tsx';
import { useInboundQc, useStockItems } from './stock-queries.ts';
import { useInboundQcColumns, useStockColumns } from './use-stock-columns.tsx';
import { WholeTable } from './whole-table.tsx';

interface ManageStockStepProps {
  product: ProductView | null;
  canWrite: boolean;
  /** Opened by a stock-in-transit link with action ADD_STOCK_NEW_UPC: the Add New upc dialog is offered at once. */
  addNewUpc: boolean;
  stockInTransit: StockInTransit | null;
}

/** The Manage Stock step (spec 001 §2): the product's stock and its Inbound QC requests. */
export function ManageStockStep({ product, ...rest }: ManageStockStepProps) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  // Stock hangs on a PID: a product not saved yet has none.
  if (!product) return <Alert severity="info">{t('stock.saveFirst')}</Alert>;
  return <ManageStock product={product} {...rest} />;
}

type Dialog = { kind: 'add' } | { kind: 'edit'; item: StockItem } | { kind: 'qc' } | null;

function ManageStock({ product, canWrite, addNewUpc, stockInTransit }: ManageStockStepProps & { product: ProductView }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const stock = useStockItems(product.pId);
  const qc = useInboundQc(product.pId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const edit = useCallback((item: StockItem) => setDialog({ kind: 'edit', item }), []);
  const stockColumns = useStockColumns(edit);
  const qcColumns = useInboundQcColumns();
  const noStockId = useId();
  // The stock-in-transit row the link names, while its UPC still waits to be added.
  const transit = addNewUpc && stockInTransit?.action === 'ADD_STOCK_NEW_UPC' && !stockInTransit.isContentCreated ? stockInTransit : null;

  // ADD_STOCK_NEW_UPC: Add New upc is offered at once, once per visit of the step; a link naming its
  // stock-in-transit row (ssId) waits for the row, so the dialog opens filled from it.
  const [query] = useSearchParams();
  const rowComing = query.get('ssId') !== null && stockInTransit === null;
  const offered = useRef(false);
  useEffect(() => {
    if (!addNewUpc || !canWrite || rowComing || offered.current) return;
    offered.current = true;
    setDialog({ kind: 'add' });
  }, [addNewUpc, canWrite, rowComing]);

  return (
    <Stack spacing={3}>
      <Section
        title={t('stock.stockTitle')}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
            {t('stock.addUpc')}
          </Button>
        }
      >
        <WholeTable
          label={t('stock.stockTable', { pId: product.pId })}
          columns={stockColumns}
          rows={stock.rows}
          loading={stock.loading}
          getRowId={(r) => String(r.stockId)}
        />
      </Section>
      <Section
        title={t('stock.qcTitle')}
        action={
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            aria-label={t('stock.addQcLabel')}
            onClick={() => setDialog({ kind: 'qc' })}
            disabled={stock.rows.length === 0}
            aria-describedby={stock.rows.length === 0 ? noStockId : undefined}
          >
            {t('stock.addQc')}
          </Button>
        }
      >
        {stock.rows.length === 0 && !stock.loading && (
          <Typography id={noStockId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('stock.noStock')}
          </Typography>
        )}
        <WholeTable
          label={t('stock.qcTable', { pId: product.pId })}
          columns={qcColumns}
          rows={qc.rows}
          loading={qc.loading}
          getRowId={(r) => String(r.id)}
        />
      </Section>
      {dialog?.kind === 'add' && <AddUpcDialog product={product} transit={transit} onClose={close} />}
      {dialog?.kind === 'edit' && <EditStockDialog item={dialog.item} onClose={close} />}
      {dialog?.kind === 'qc' && <InboundQcDialog pId={product.pId} items={stock.rows} onClose={close} />}
    </Stack>
  );
}

/** A titled part of the step with its add action, greyed without L2 on the page. */
function Section({ title, action, children }: { title: string; action: ReactElement<{ disabled?: boolean }>; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <DisabledOption path={PRODUCT_VIEW_PAGE}>{action}</DisabledOption>
      </Box>
      {children}
    </Box>
  );
}
