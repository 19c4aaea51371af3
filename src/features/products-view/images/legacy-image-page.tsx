import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legacyProductImageUrl } from '../../../lib/legacy-admin.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { useStockItems } from '../stock/stock-queries.ts';

/** The spec's height of an embedded page (spec 001 §9 "Embedded page height 700"). */
export const EMBEDDED_PAGE_HEIGHT = 700;

/** The legacy image-edit page of the product and one of its UPCs (the first, or the one picked when it has several). */
export function LegacyImagePage({ base, pId }: { base: string; pId: number }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  // The Manage Stock step's query: a UPC added there is offered here at once.
  const stock = useStockItems(pId);
  const [picked, setPicked] = useState<string | null>(null);
  if (stock.loading && !stock.rows.length) return <LinearProgress aria-label={t('images.loading')} />;
  const list = stock.rows.map((s) => s.upc);
  const upc = picked !== null && list.includes(picked) ? picked : (list[0] ?? null);
  const src = legacyProductImageUrl(base, pId, upc);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list.length > 1 && (
        <TextField
          select
          size="small"
          label={t('images.upc')}
          value={upc ?? ''}
          onChange={(e) => setPicked(e.target.value)}
          sx={{ maxWidth: 280 }}
        >
          {list.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </TextField>
      )}
      {list.length === 0 && (
        <Alert severity="info" role="status">
          {t('images.noUpc')}
        </Alert>
      )}
      {src && (
        <Box
          component="iframe"
          key={src}
          src={src}
          title={t('images.legacyTitle', { pId, upc: upc ?? '' })}
          sx={{ width: '100%', height: EMBEDDED_PAGE_HEIGHT, border: 0 }}
        />
      )}
    </Box>
  );
}
