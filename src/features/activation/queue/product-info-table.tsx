import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '../../../domain/catalogue/products.ts';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { useLocalName } from '../../../lib/local-name.ts';
import { ACTIVATION_NS } from '../i18n.ts';

/** Attribute 2 is the colour (spec 001 §3). */
export const COLOUR_ATTRIBUTE = 2;
const chipColor = (status: ProductView['status']) => (status === 'a' ? 'success' : status === 'i' ? 'warning' : 'default');

/** The product info table of spec 001 §2 "Product activation queue". */
export function ProductInfoTable({ product }: { product: ProductView }) {
  const { t, i18n } = useTranslation(ACTIVATION_NS);
  const local = useLocalName();
  const timeZone = useTimeZone();
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'AED' }).format(product.currentPrice);
  const colours = product.attribute.filter((a) => a.attributeId === COLOUR_ATTRIBUTE);
  const others = product.attribute.filter((a) => a.attributeId !== COLOUR_ATTRIBUTE);
  const rows: [string, ReactNode][] = [
    [t('info.pid'), product.pId],
    [t('info.price'), price],
    [t('info.name'), product.name],
    [t('info.details'), product.details],
    [t('info.style'), <span dir="ltr">{product.style}</span>],
    [t('info.brand'), local(product.brandname, product.ar_brandname)],
    [
      t('info.category'),
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }} spacing={0.5}>
        {[
          local(product.mcatname, product.ar_mcatname),
          local(product.pcatname, product.ar_pcatname),
          local(product.catname, product.ar_catname),
          local(product.subcatname, product.ar_subcatname),
        ].map((name, n) => (
          <Chip key={n} size="small" label={name} />
        ))}
      </Stack>,
    ],
    [t('info.colors'), colours.map((c) => local(c.value, c.ar_value)).join(', ')],
    [
      t('info.bullets'),
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {/* A bullet written only in Arabic has no English text: it is not an empty line in English. */}
        {product.bullet
          .map((b) => ({ id: b.id, text: local(b.name, b.ar_name) }))
          .filter((b) => b.text.trim() !== '')
          .map((b) => (
            <li key={b.id}>{b.text}</li>
          ))}
      </Box>,
    ],
    // The server sanitises product HTML on every write (sanitize-html), so what it stores is safe to show as HTML.
    [t('info.details2'), <Box sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: product.features }} />],
    ...others.map((a): [string, ReactNode] => [local(a.attribute, a.ar_attribute), local(a.value, a.ar_value)]),
    [t('info.status'), <Chip size="small" color={chipColor(product.status)} label={t(`info.statuses.${product.status}`)} />],
    [t('info.encoder'), `${product.createdByName} · ${formatDateTime(product.createDate, timeZone)}`],
  ];
  return <InfoTable label={t('info.title')} rows={rows} />;
}

/** A product's facts as a two-column table, one labelled row each (the English and the Arabic tables). */
export function InfoTable({ label, rows }: { label: string; rows: [ReactNode, ReactNode][] }) {
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={label}>
        <TableBody>
          {rows.map(([name, value], n) => (
            <TableRow key={n}>
              <TableCell component="th" scope="row" sx={{ width: 180, fontWeight: 600, verticalAlign: 'top' }}>
                {name}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
