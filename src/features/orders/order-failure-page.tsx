import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { FAILED_ORDER_SORTS, type FailedOrder } from '../../domain/orders/order-failures.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { AddressDrawer } from './address/address-drawer.tsx';
import { getFailedOrders } from './api/get-failed-orders.ts';
import { OrderDetailsDrawer } from './details/order-details-drawer.tsx';
import { addressProblems, dateProblem, EMPTY_FILTER, ORDER_CODECS, toBody, type OrderFilter } from './failures/order-filter.ts';
import { OrderFilters } from './failures/order-filters.tsx';
import { useOrderActions } from './failures/use-order-actions.ts';
import { useOrderColumns } from './failures/use-order-columns.tsx';
import { ORDERS_NS, ORDERS_RESOURCE } from './i18n.ts';

/**
 * /apps/order-failure (spec 001 §2): Order Id, Order Date and Inventory failure; the failed orders
 * newest first, or sorted by Id, Order Id, Order Date or Remarks; Order Details, Retry, Delete and Change address per row; Export to Excel of every
 * row of the filter.
 */
export function OrderFailurePage() {
  const { t } = useTranslation(ORDERS_NS);
  const list = usePagedList({
    resource: ORDERS_RESOURCE,
    fetchPage: (paging, filter: OrderFilter, options) => getFailedOrders(paging, toBody(filter), options),
    initialFilter: EMPTY_FILTER,
    sortable: FAILED_ORDER_SORTS,
    address: { codecs: ORDER_CODECS, problemsOf: addressProblems },
  });
  const filter = useDraftFilter(list, EMPTY_FILTER);
  const [dateInvalid, setDateInvalid] = useState(false);
  const actions = useOrderActions();
  const [viewing, setViewing] = useState<FailedOrder | null>(null);
  const [addressOf, setAddressOf] = useState<FailedOrder | null>(null);
  const { columns, exportColumns } = useOrderColumns({ details: setViewing, ask: actions.ask, changeAddress: setAddressOf });

  const runSearch = () => {
    const invalid = dateProblem(filter.draft);
    setDateInvalid(invalid);
    if (!invalid) filter.runSearch();
  };
  const clearSearch = () => {
    setDateInvalid(false);
    filter.clearSearch();
  };

  return (
    <ListScreen
      title={t('title')}
      tableLabel={t('tableLabel')}
      {...{ list, columns }}
      filter={{ runSearch, clearSearch }}
      getRowId={(o) => String(o.id)}
      exportAs={{ fileName: t('fileName'), columns: exportColumns }}
      filters={
        <OrderFilters
          draft={filter.draft}
          dateInvalid={dateInvalid}
          onChange={(patch) => {
            filter.setDraft(patch);
            if ('orderDate' in patch) setDateInvalid(false);
          }}
        />
      }
    >
      <ConfirmDialog
        open={actions.asking !== null}
        title={actions.asking ? `${t(actions.asking.action)} ${actions.asking.order.orderId}` : ''}
        text={t(actions.asking?.action === 'delete' ? 'deleteQuestion' : 'retryQuestion')}
        onConfirm={actions.confirm}
        onClose={actions.close}
        danger={actions.asking?.action === 'delete'}
      />
      {viewing && <OrderDetailsDrawer order={viewing} onClose={() => setViewing(null)} />}
      {addressOf && <AddressDrawer order={addressOf} onClose={() => setAddressOf(null)} />}
    </ListScreen>
  );
}

export default OrderFailurePage;
