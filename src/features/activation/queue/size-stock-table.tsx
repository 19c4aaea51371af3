import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockItem } from '../../../domain/stock/stock.ts';
import { ACTIVATION_NS } from '../i18n.ts';

function Group({ name, items }: { name: string; items: StockItem[] }) {
  const { t } = useTranslation(ACTIVATION_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow>
        <TableCell sx={{ width: 48 }}>
          <IconButton size="small" aria-expanded={open} aria-label={t('sizes.expand', { group: name })} onClick={() => setOpen(!open)}>
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{name}</TableCell>
        <TableCell>{items.length}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={3} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Table size="small" aria-label={name}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('sizes.upc')}</TableCell>
                  <TableCell>{t('sizes.itemCode')}</TableCell>
                  <TableCell>{t('sizes.size')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.stockId}>
                    <TableCell dir="ltr">{item.upc}</TableCell>
                    <TableCell dir="ltr">{item.Itemcode}</TableCell>
                    <TableCell>{item.sizeLabel || item.size}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** The size and stock table (spec 001 §2): one expandable row per size group with its UPCs. */
export function SizeStockTable({ stock }: { stock: readonly StockItem[] }) {
  const { t } = useTranslation(ACTIVATION_NS);
  const groups = new Map<string, StockItem[]>();
  for (const item of stock) {
    const key = item.sizeInfo || t('sizes.oneSize');
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('sizes.title')}
      </Typography>
      {stock.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('sizes.none')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('sizes.title')}>
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{t('sizes.group')}</TableCell>
              <TableCell>{t('sizes.count')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...groups.entries()].map(([name, items]) => (
              <Group key={name} name={name} items={items} />
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
