import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legacyProductImageUrl } from '../../lib/legacy-admin.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';

/** The spec's height of an embedded page (spec 001 §9 "Embedded page height 700"). */
export const EMBEDDED_PAGE_HEIGHT = 700;

/**
 * The legacy image-edit page of the product and one of `upcs` (the first, or the one picked when
 * there are several): the wizard offers the product's UPCs, the studio modal the UPC of its shots.
 */
export function LegacyImagePage({
  base,
  pId,
  upcs,
  loading = false,
}: {
  base: string;
  pId: number;
  upcs: readonly string[];
  loading?: boolean;
}) {
  const { t } = useTranslation(KIT_NS);
  const [picked, setPicked] = useState<string | null>(null);
  if (loading && !upcs.length) return <LinearProgress aria-label={t('productImages.loading')} />;
  const list = upcs;
  const upc = picked !== null && list.includes(picked) ? picked : (list[0] ?? null);
  const src = legacyProductImageUrl(base, pId, upc);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list.length > 1 && (
        <TextField
          select
          size="small"
          label={t('productImages.upc')}
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
          {t('productImages.noUpc')}
        </Alert>
      )}
      {src && (
        <Box
          component="iframe"
          key={src}
          src={src}
          title={t('productImages.legacyTitle', { pId, upc: upc ?? '' })}
          sx={{ width: '100%', height: EMBEDDED_PAGE_HEIGHT, border: 0 }}
        />
      )}
    </Box>
  );
}
