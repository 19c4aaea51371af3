import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AddNewButton } from '../../components/add-new-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/index.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import { Screen } from '../../components/screen.tsx';
import { gridProps } from '../../lib/use-paged-list.ts';
import { CampaignDrawer } from './components/campaign-drawer.tsx';
import { ProductListingDrawer } from './components/product-listing-drawer.tsx';
import { CAMPAIGNS_NS } from './i18n.ts';
import { useCampaignColumns } from './use-campaign-columns.tsx';
import { useCampaignDetails } from './use-campaign-details.ts';

/** /apps/campaign-details: marketing campaigns, added, edited and deleted, and each one's product price listing. */
export function CampaignDetailsPage() {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const page = useCampaignDetails();
  const { list, editing, deletion } = page;
  const columns = useCampaignColumns({ viewProducts: page.setViewing, edit: page.setEditing, remove: deletion.ask });
  const deleting = deletion.asking;

  return (
    <Screen title={t('title')}>
      <FilterBar onSearch={page.runSearch} onClear={page.clearSearch} extra={<AddNewButton onClick={() => page.setEditing('new')} />}>
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

      {editing && (
        <CampaignDrawer campaign={editing === 'new' ? null : editing} onClose={() => page.setEditing(null)} onSaved={page.saved} />
      )}
      {page.viewing && <ProductListingDrawer campaign={page.viewing} onClose={() => page.setViewing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        text={
          deleting
            ? t(deletion.productCount === undefined ? 'delete.text' : 'delete.textWithCount', {
                code: deleting.campaignCode,
                rows: deletion.productCount,
              })
            : ''
        }
        onConfirm={deletion.confirm}
        onClose={deletion.close}
        danger
      />
    </Screen>
  );
}

export default CampaignDetailsPage;
