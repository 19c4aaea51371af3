import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListGrid } from '../../../components/list-grid.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import type { Campaign } from '../../../domain/campaigns/contracts.ts';
import { CAMPAIGNS_NS } from '../i18n.ts';
import { useProductColumns } from '../use-product-columns.tsx';
import { useProductListing } from '../use-product-listing.ts';

/** The eye button's right-hand drawer: the campaign's 'Product Listing', paged, with Export to Excel of every row. */
export function ProductListingDrawer({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const { list, timeZone, exportPage } = useProductListing(campaign);
  const columns = useProductColumns(timeZone);
  const titleId = useId();
  const code = campaign.campaignCode;

  return (
    <Drawer
      // MUI flips 'right' to the left edge when the theme is right to left.
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', md: 980 }, maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('products.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {/* The code reads left to right and sits at the start of the line in either direction. */}
            <bdi dir="ltr">{code}</bdi>
          </Typography>
        </Box>
        <IconButton aria-label={t('products.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0 }}>
        <ListGrid
          label={t('products.tableLabel', { code })}
          columns={columns.grid}
          list={list}
          emptyText={t('products.empty')}
          getRowId={(row) => String(row.id)}
          height="calc(100vh - 260px)"
          toolbar={
            <>
              <ExportButton
                fileName={t('products.fileName', { code })}
                sheetName={t('products.sheet')}
                columns={columns.sheet}
                fetchPage={exportPage}
                disabled={list.totalRecords === 0}
              />
              <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
                {t('products.timeZone', { zone: timeZone })}
              </Typography>
            </>
          }
        />
      </Box>
    </Drawer>
  );
}
