import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOAST_MS } from '../../../domain/constants.ts';
import { PRODUCT_FRAME_PAGE } from '../../../domain/pricing/paths.ts';
import { FRAME_PAGE_SIZE } from '../../../domain/pricing/product-frame.ts';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import { Screen } from '../../../components/screen.tsx';
import { toast } from '../../../lib/toast.ts';
import { PRICING_NS } from '../i18n.ts';
import { getProductFrames } from './api/get-product-frames.ts';
import { FrameTag } from './tag-preview.tsx';

/** The cache of frames: a save invalidates it. */
export const FRAMES_RESOURCE = 'productFrames';

/** Product Frame (spec 002 §2): ADD, and the frames as cards of their tag, 100 a page. */
export function FrameList() {
  const { t, i18n } = useTranslation(PRICING_NS);
  const inArabic = i18n.language === 'ar';
  const [index, setIndex] = useState(1);
  const frames = useQuery({
    queryKey: [FRAMES_RESOURCE, 'list', index],
    queryFn: ({ signal }) => getProductFrames({ index, pageSize: FRAME_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (frames.error) toast.failure(frames.error, TOAST_MS.productFrame);
  }, [frames.error, frames.errorUpdatedAt]);
  const page = frames.data;
  return (
    <Screen title={t('frames.title')}>
      <DisabledOption path={PRODUCT_FRAME_PAGE}>
        <Button variant="contained" component={Link} to={`${PRODUCT_FRAME_PAGE}/new`} sx={{ mb: 2 }}>
          {t('frames.add')}
        </Button>
      </DisabledOption>
      {!page ? (
        frames.isPending && <CircularProgress aria-label={t('loading')} />
      ) : page.totalRecords === 0 ? (
        <Typography>{t('frames.none')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" aria-label={t('frames.cardsLabel')} sx={{ listStyle: 'none', p: 0 }}>
          {page.records.map((frame) => {
            // In Arabic a card leads with the frame's Arabic tag, and is named by it, where it has one.
            const english = { text: frame.oTagTxt1, dir: undefined };
            const arabic = frame.ar_oTagTxt1 ? { text: frame.ar_oTagTxt1, dir: 'rtl' as const } : null;
            const [first, second] = inArabic && arabic ? [arabic, english] : [english, arabic];
            return (
              <Grid key={frame.id} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Card variant="outlined">
                  <CardActionArea
                    component={Link}
                    to={`${PRODUCT_FRAME_PAGE}/${frame.id}`}
                    aria-label={t('frames.open', { text: first.text })}
                  >
                    <CardContent>
                      <FrameTag text={first.text} background={frame.oTagBGColor1} colour={frame.oTagTxtColor1} dir={first.dir} />
                      {second && (
                        <Typography component="div" sx={{ mt: 1 }}>
                          <FrameTag text={second.text} background={frame.oTagBGColor1} colour={frame.oTagTxtColor1} dir={second.dir} />
                        </Typography>
                      )}
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {t(frame.appliesTo === 'RULE' ? 'frames.byRule' : 'frames.byPids')}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
      {page && page.totalRecords > FRAME_PAGE_SIZE && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(page.totalRecords / FRAME_PAGE_SIZE)}
          page={index}
          onChange={(_, next) => setIndex(next)}
        />
      )}
    </Screen>
  );
}
