import { useState } from 'react';
import { CAMPAIGN_SORTS, type Campaign } from '../../domain/campaigns/contracts.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { CAMPAIGNS_RESOURCE, getCampaigns } from './api/get-campaigns.ts';
import { useCampaignDelete } from './use-campaign-delete.ts';

interface CampaignFilter {
  search: string;
}
const NO_SEARCH = { search: '' };

/** What Campaign Details shows: the campaign grid, its search, and which drawer or dialog is open. */
export function useCampaignDetails() {
  const list = usePagedList<Campaign, CampaignFilter>({
    resource: CAMPAIGNS_RESOURCE,
    fetchPage: (paging, filter, options) => getCampaigns(paging, filter.search, options),
    initialFilter: NO_SEARCH,
    sortable: CAMPAIGN_SORTS,
  });
  const filter = useDraftFilter(list, NO_SEARCH);
  // The drawer: closed, a new campaign, or the campaign being edited.
  const [editing, setEditing] = useState<null | 'new' | Campaign>(null);
  const [viewing, setViewing] = useState<Campaign | null>(null);

  return {
    list,
    search: filter.draft.search,
    setSearch: (search: string) => filter.setDraft({ search }),
    runSearch: filter.runSearch,
    clearSearch: filter.clearSearch,
    editing,
    setEditing,
    /** Saved: the list reloads by itself; a new campaign is the newest, so page 1 shows it. */
    saved: () => {
      if (editing === 'new') list.setPaging({ ...list.paging, index: 1 });
      setEditing(null);
    },
    viewing,
    setViewing,
    deletion: useCampaignDelete(),
  };
}
