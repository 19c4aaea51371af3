import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { gridProps } from '../../lib/use-paged-list.ts';
import { Screen } from '../../components/screen.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import { AddCampaignDrawer } from './components/add-campaign-drawer.tsx';
import { ProductListingDrawer } from './components/product-listing-drawer.tsx';
import { CAMPAIGNS_NS } from './i18n.ts';
import { useCampaignColumns } from './use-campaign-columns.tsx';
import { useCampaignDetails } from './use-campaign-details.ts';
import { AddNewButton } from '../../components/add-new-button.tsx';

/** /apps/campaign-details: marketing campaigns, a new one from 'Add New', and each one's product price listing. */
export function CampaignDetailsPage() {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const page = useCampaignDetails();
  const { list } = page;
  const columns = useCampaignColumns(page.setViewing);

  return (
    <Screen title={t('title')}>
      <FilterBar onSearch={page.runSearch} onClear={page.clearSearch} extra={<AddNewButton onClick={page.startCreate} />}>
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
        {...gridProps(list)}
        emptyText={t('noCampaigns')}
        getRowId={(campaign) => String(campaign.id)}
      />

      {page.creating && <AddCampaignDrawer onClose={page.endCreate} onCreated={page.created} />}
      {page.viewing && <ProductListingDrawer campaign={page.viewing} onClose={() => page.setViewing(null)} />}
    </Screen>
  );
}

export default CampaignDetailsPage;
