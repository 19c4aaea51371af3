import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Avatar from '@mui/material/Avatar';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recommendation } from '../../../domain/catalogue/products.ts';
import { CATALOGUE_RESOURCES } from '../../../lib/lookups/catalogue-lookups.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';
import { getRecommendation } from '../api/get-recommendation.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';

type Item = Recommendation['productStyle'][number];

/** One of the two lists: each suggestion's image (or a placeholder), style and item name. */
function Suggestions({ title, items }: { title: string; items: readonly Item[] }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography id={titleId} variant="subtitle2" component="h4">
        {title}
      </Typography>
      <List dense aria-labelledby={titleId}>
        {items.map((item) => (
          <ListItem key={`${item.style}|${item.itemName}|${item.image}`} disableGutters>
            <ListItemAvatar>
              <Avatar variant="rounded" src={item.image || undefined} alt={item.itemName}>
                <ImageNotSupportedOutlinedIcon aria-hidden />
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={item.style} secondary={item.itemName} />
          </ListItem>
        ))}
      </List>
    </Grid>
  );
}

/**
 * The recommendation of the Details step (spec 001 §3, §7): the other products of the product's
 * stored style (any variant) and the stock in transit of it, so the encoder sees what the style
 * already names; 'No Recommedation to show !' when there is neither.
 */
export function RecommendationList({ pId, style }: { pId: number; style: string }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const headingId = useId();
  const found = useQuery({
    queryKey: [CATALOGUE_RESOURCES.products, 'recommendation', { style, pId }],
    queryFn: ({ signal }) => getRecommendation(style, pId, signal),
  });
  useFailureToast(found.error, found.errorUpdatedAt);
  const data = found.data;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {t('style.recommendation')}
      </Typography>
      {found.isPending && <CircularProgress size={20} aria-label={t('style.loadingRecommendation')} />}
      {data && data.productStyle.length === 0 && data.transitStyle.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('style.noRecommendation')}
        </Typography>
      )}
      {data && (
        <Grid container spacing={2}>
          <Suggestions title={t('style.productStyle')} items={data.productStyle} />
          <Suggestions title={t('style.transitStyle')} items={data.transitStyle} />
        </Grid>
      )}
    </section>
  );
}
