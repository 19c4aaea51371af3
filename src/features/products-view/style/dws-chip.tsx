import StraightenIcon from '@mui/icons-material/Straighten';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_RESOURCES } from '../../../lib/lookups/catalogue-lookups.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';
import { getDws } from '../api/get-dws.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';

/** The DWS dimensions chip (spec 001 §2): the scanner's last measure of the product, or a quiet word when there is none. */
export function DwsChip({ pId }: { pId: number }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const dws = useQuery({
    queryKey: [CATALOGUE_RESOURCES.products, 'dws', pId],
    queryFn: ({ signal }) => getDws(pId, signal),
  });
  useFailureToast(dws.error, dws.errorUpdatedAt);
  if (dws.data === undefined) return null;
  if (dws.data === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('style.noDws')}
      </Typography>
    );
  }
  const { width, height, length, weight } = dws.data;
  return (
    <Tooltip title={t('style.dwsTitle')}>
      <Chip size="small" variant="outlined" icon={<StraightenIcon />} label={t('style.dws', { width, height, length, weight })} />
    </Tooltip>
  );
}
