import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { SearchField } from '../../components/search-field.tsx';
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
    <ListScreen
      title={t('title')}
      tableLabel={t('tableLabel')}
      list={list}
      columns={columns}
      getRowId={(campaign) => String(campaign.id)}
      filter={page}
      filters={<SearchField label={t('search')} placeholder={t('searchHint')} value={page.search} onChange={page.setSearch} />}
      onAdd={() => page.setEditing('new')}
      emptyText={t('noCampaigns')}
    >
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
    </ListScreen>
  );
}

export default CampaignDetailsPage;
