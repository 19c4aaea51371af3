import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdAutocomplete } from '../../../components/id-autocomplete.tsx';
import { useLocalName } from '../../../lib/local-name.ts';
import { EMPTY_FILTER, type QueueFilterValues } from '../api/generate-queue.ts';
import { getEncoders, getQueueBrands, getQueueDays } from '../api/get-filter-lists.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { ACTIVATION_SETUP, type QueueSetup } from './queue-setup.ts';

/**
 * The filter panel (spec 001 §2): brands, encoded by, days, PID, is-task (and is-stock on the
 * update and Arabic queues); generate custom or switch to global. Its lists come from the page's own calls.
 */
export function FilterPanel({
  canWrite,
  onGenerate,
  onSwitchToGlobal,
  setup = ACTIVATION_SETUP,
}: {
  canWrite: boolean;
  onGenerate: (filter: QueueFilterValues) => void;
  onSwitchToGlobal: () => void;
  setup?: QueueSetup;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  const local = useLocalName();
  const [filter, setFilter] = useState<QueueFilterValues>(EMPTY_FILTER);
  const set = (change: Partial<QueueFilterValues>) => setFilter((f) => ({ ...f, ...change }));
  const { paths } = setup;
  const list = <T,>(name: string, get: (signal: AbortSignal, p: typeof paths) => Promise<T>) => ({
    queryKey: ['activation', paths.brands, name],
    queryFn: ({ signal }: { signal: AbortSignal }) => get(signal, paths),
    staleTime: 300_000,
  });
  const brands = useQuery(list('brands', getQueueBrands));
  const encoders = useQuery(list('encoders', getEncoders));
  const days = useQuery(list('days', getQueueDays));
  const yesNo = (field: 'isTask' | 'isStock') => (
    <TextField
      select
      size="small"
      label={t(`filters.${field}`)}
      value={filter[field]}
      onChange={(e) => set({ [field]: e.target.value as QueueFilterValues[typeof field] })}
      sx={{ minWidth: 120 }}
    >
      <MenuItem value="">{t('filters.any')}</MenuItem>
      <MenuItem value="1">{t('filters.yes')}</MenuItem>
      <MenuItem value="0">{t('filters.no')}</MenuItem>
    </TextField>
  );

  return (
    <Paper variant="outlined" component="section" aria-label={t('filters.title')} sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
        {t('filters.title')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <IdAutocomplete
          label={t('filters.brands')}
          options={brands.data ?? []}
          loading={brands.isLoading}
          value={filter.brandId}
          onChange={(brandId) => set({ brandId })}
          idOf={(b) => b.id}
          labelOf={(b) => local(b.brandname, b.ar_brandname)}
          minWidth={200}
        />
        <IdAutocomplete
          label={t('filters.encodedBy')}
          options={encoders.data ?? []}
          loading={encoders.isLoading}
          value={filter.createdBy}
          onChange={(createdBy) => set({ createdBy })}
          idOf={(e) => e.UserID}
          labelOf={(e) => `${e.FirstName} ${e.LastName}`.trim()}
          minWidth={200}
        />
        <TextField
          select
          size="small"
          label={t('filters.days')}
          value={filter.encodedDate}
          onChange={(e) => set({ encodedDate: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('filters.any')}</MenuItem>
          {(days.data ?? []).map((d) => (
            <MenuItem key={d.createdate} value={d.createdate}>
              {d.noday === 0 ? t('filters.today', { date: d.createdate }) : t('filters.dayOption', { date: d.createdate, n: d.noday })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('filters.pid')}
          value={filter.pid}
          onChange={(e) => set({ pid: e.target.value.replace(/\D/g, '') })}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          sx={{ width: 140 }}
        />
        {yesNo('isTask')}
        {setup.kind !== 'ACTIVATION' && yesNo('isStock')}
        <Button variant="contained" disabled={!canWrite} onClick={() => onGenerate(filter)}>
          {t('filters.generateCustom')}
        </Button>
        <Button variant="outlined" disabled={!canWrite} onClick={onSwitchToGlobal}>
          {t('filters.switchToGlobal')}
        </Button>
      </Stack>
    </Paper>
  );
}
