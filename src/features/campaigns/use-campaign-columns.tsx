import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../domain/campaigns/contracts.ts';
import { CAMPAIGNS_NS } from './i18n.ts';

const column = createColumnHelper<Campaign>();

/** Columns of the campaign grid: code, details and the eye button that opens the Product Listing. */
export function useCampaignColumns(viewProducts: (campaign: Campaign) => void) {
  const { t } = useTranslation(CAMPAIGNS_NS);

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold different value types
  return useMemo<ColumnDef<Campaign, any>[]>(
    () => [
      column.accessor('campaignCode', {
        header: t('columns.campaignCode'),
        meta: { width: 260 },
        cell: (c) => <span dir="ltr">{c.getValue()}</span>,
      }),
      column.accessor('details', { header: t('columns.details') }),
      column.display({
        id: 'products',
        header: t('columns.products'),
        meta: { width: 110, align: 'center' },
        cell: ({ row: { original: campaign } }) => {
          const label = t('viewProducts', { code: campaign.campaignCode });
          return (
            <Tooltip title={label}>
              <IconButton size="small" aria-label={label} onClick={() => viewProducts(campaign)}>
                <VisibilityIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        },
      }),
    ],
    [t, viewProducts],
  );
}
