import { useState } from 'react';
import type { Campaign } from '../../domain/campaigns/contracts.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { getCampaigns } from './api/get-campaigns.ts';

interface CampaignFilter {
  search: string;
}

/** What Campaign Details shows: the campaign grid, its search, and which drawer is open. */
export function useCampaignDetails() {
  const list = usePagedList<Campaign, CampaignFilter>({
    fetchPage: (paging, filter, { signal }) => getCampaigns(paging, filter.search, signal),
    initialFilter: { search: '' },
  });
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Campaign | null>(null);

  return {
    list,
    search,
    setSearch,
    runSearch: () => list.search({ search }),
    clearSearch: () => {
      setSearch('');
      list.search({ search: '' });
    },
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
