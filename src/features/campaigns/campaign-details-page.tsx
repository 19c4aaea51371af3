import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/index.ts';
import { DisabledOption } from '../../components/disabled-option.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { AddCampaignDrawer } from './components/add-campaign-drawer.tsx';
import { ProductListingDrawer } from './components/product-listing-drawer.tsx';
import { CAMPAIGNS_NS } from './i18n.ts';
import { useCampaignColumns } from './use-campaign-columns.tsx';
import { useCampaignDetails } from './use-campaign-details.ts';

/** /apps/campaign-details: marketing campaigns, a new one from 'Add New', and each one's product price listing. */
export function CampaignDetailsPage() {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const page = useCampaignDetails();
  const { list } = page;
  const columns = useCampaignColumns(page.setViewing);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <FilterBar
        onSearch={page.runSearch}
        onClear={page.clearSearch}
        extra={
          <DisabledOption>
            <Button variant="contained" startIcon={<AddIcon />} onClick={page.startCreate}>
              {t('addNew')}
            </Button>
          </DisabledOption>
        }
      >
        <TextField
          size="small"
          label={t('search')}
          placeholder={t('searchHint')}
          value={page.search}
          onChange={(e) => page.setSearch(e.target.value)}
          sx={{ minWidth: 280 }}
        />
      </FilterBar>
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={list.rows}
        totalRecords={list.totalRecords}
        paging={list.paging}
        onPagingChange={list.setPaging}
        loading={list.loading}
        emptyText={t('noCampaigns')}
        getRowId={(campaign) => String(campaign.id)}
      />

      {page.creating && <AddCampaignDrawer onClose={page.endCreate} onCreated={page.created} />}
      {page.viewing && <ProductListingDrawer campaign={page.viewing} onClose={() => page.setViewing(null)} />}
    </Box>
  );
}

export default CampaignDetailsPage;
