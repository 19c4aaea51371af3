import { useState } from 'react';
import type { Campaign } from '../../domain/campaigns/contracts.ts';
import { useDraftFilter, usePagedList } from '../../lib/use-paged-list.ts';
import { getCampaigns } from './api/get-campaigns.ts';

interface CampaignFilter {
  search: string;
}
const NO_SEARCH = { search: '' };

/** What Campaign Details shows: the campaign grid, its search, and which drawer is open. */
export function useCampaignDetails() {
  const list = usePagedList<Campaign, CampaignFilter>({
    fetchPage: (paging, filter, { signal }) => getCampaigns(paging, filter.search, signal),
    initialFilter: NO_SEARCH,
  });
  const filter = useDraftFilter(list, NO_SEARCH);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Campaign | null>(null);

  return {
    list,
    search: filter.draft.search,
    setSearch: (search: string) => filter.setDraft({ search }),
    runSearch: filter.runSearch,
    clearSearch: filter.clearSearch,
    creating,
    startCreate: () => setCreating(true),
    endCreate: () => setCreating(false),
    /** A new campaign is the newest: show page 1 of the current search, where it leads. */
    created: () => {
      setCreating(false);
      list.search(list.filter);
    },
    viewing,
    setViewing,
  };
}
