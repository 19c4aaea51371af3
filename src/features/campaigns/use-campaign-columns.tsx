import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../components/delete-button.tsx';
import { editColumn, type Column } from '../../components/record-columns.tsx';
import type { Campaign } from '../../domain/campaigns/contracts.ts';
import { CAMPAIGNS_NS } from './i18n.ts';

const column = createColumnHelper<Campaign>();

interface RowActions {
  viewProducts: (campaign: Campaign) => void;
  edit: (campaign: Campaign) => void;
  remove: (campaign: Campaign) => void;
}

/** Columns of the campaign grid: code, details, the eye button of the Product Listing, then Edit and Delete (need L2). */
export function useCampaignColumns({ viewProducts, edit, remove }: RowActions) {
  const { t } = useTranslation(CAMPAIGNS_NS);

  return useMemo<Column<Campaign>[]>(
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
      editColumn(t('columns.edit'), (campaign) => campaign.campaignCode, edit),
      column.display({
        id: 'delete',
        header: t('columns.delete'),
        meta: { width: 90, align: 'center' },
        cell: ({ row: { original: campaign } }) => (
          <DeleteButton label={t('deleteRow', { code: campaign.campaignCode })} onClick={() => remove(campaign)} />
        ),
      }),
    ],
    [t, viewProducts, edit, remove],
  );
}
