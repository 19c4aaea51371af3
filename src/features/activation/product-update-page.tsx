import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Screen } from '../../components/screen.tsx';
import { isPageFilter, PRODUCT_UPDATE_PAGE } from '../../domain/activation/update-paths.ts';
import { usePageLevel } from '../../lib/page-access.ts';
import { ACTIVATION_NS } from './i18n.ts';
import { ArabicQueue } from './update/arabic-queue.tsx';
import { FilterCriteria } from './update/filter-criteria.tsx';
import { StudioQueue } from './update/studio-queue.tsx';

/**
 * Product Update, /apps/cms/product-update?filter=STUDIO|AR_ACTIVATION (spec 001 §2): the studio
 * image edit queue or the Arabic activation queue, chosen by the filter criteria radio; an unknown
 * filter value clears the query.
 */
export function ProductUpdatePage() {
  const { t } = useTranslation(ACTIVATION_NS);
  const canWrite = usePageLevel(PRODUCT_UPDATE_PAGE) === 'L2';
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter = isPageFilter(raw) ? raw : null;
  const [arabicDirty, setArabicDirty] = useState(false);
  useEffect(() => {
    if (raw !== null && filter === null) setParams({}, { replace: true });
  }, [raw, filter, setParams]);

  return (
    <Screen title={t('update.title')}>
      <Stack spacing={2}>
        <FilterCriteria
          value={filter}
          locked={filter === 'AR_ACTIVATION' && arabicDirty}
          onChange={(next) => setParams({ filter: next })}
        />
        {filter === 'STUDIO' && <StudioQueue canWrite={canWrite} />}
        {filter === 'AR_ACTIVATION' && <ArabicQueue canWrite={canWrite} onDirty={setArabicDirty} />}
        {filter === null && (
          <Alert severity="info" role="status">
            {t('update.choose')}
          </Alert>
        )}
      </Stack>
    </Screen>
  );
}
