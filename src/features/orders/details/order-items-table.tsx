import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../../../domain/orders/order-failures.ts';
import { formatAed } from '../failures/money.ts';
import { ORDERS_NS } from '../i18n.ts';
import { HsCodeCell } from './hs-code-cell.tsx';

const COLUMNS = ['image', 'pId', 'upc', 'brand', 'name', 'quantity', 'hsCode', 'total'] as const;

/** The item table of Order Details (spec 001 §2): Image, PID, UPC, Brand, Name, Quantity, HS Code, Total (AED). */
export function OrderItemsTable({
  orderId,
  orderIdText,
  revision,
  items,
  onSaved,
}: {
  orderId: number;
  orderIdText: string;
  /** The order's revision as the details read it: an HS code save is based on it. */
  revision: number;
  items: OrderItem[];
  onSaved: () => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <Table size="small" aria-label={t('drawer.items', { orderId: orderIdText })}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell key={c} align={c === 'quantity' || c === 'total' ? 'right' : undefined}>
              {t(`drawer.columns.${c}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              {item.image ? (
                <Box component="img" src={item.image} alt={item.proname} sx={{ width: 40, height: 50, objectFit: 'cover' }} />
              ) : (
                <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
                  {t('drawer.noImage')}
                </Box>
              )}
            </TableCell>
            <TableCell dir="ltr">{item.pId}</TableCell>
            <TableCell dir="ltr">{item.upc}</TableCell>
            <TableCell>{item.brandname}</TableCell>
            <TableCell>{item.proname}</TableCell>
            <TableCell align="right">{item.quantity}</TableCell>
            <TableCell>
              <HsCodeCell orderId={orderId} revision={revision} item={item} onSaved={onSaved} />
            </TableCell>
            <TableCell align="right" dir="ltr">
              {formatAed(item.transactionTotal)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
