import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueEditorProps } from 'react-querybuilder';
import { PERCENT_MAX, PERCENT_MIN, rrpField } from '../../domain/pricing/rrp-fields.ts';
import { useLocalName } from '../../lib/local-name.ts';
import { LOOKUP_STALE_MS } from '../../lib/query/query-client.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { getRuleStoreTypes, searchRuleValues, type SearchableField } from '../../lib/lookups/rule-values.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { RULE_BUILDER_NS } from './rule-builder-i18n.ts';

/** The cache of the editor's value lists. */
export const RRP_VALUES_RESOURCE = 'rrpValues';

/** The value of a condition: catalogue values by search, a store type, or percentages. */
export function RrpValueEditor(props: ValueEditorProps) {
  const kind = rrpField(props.field)?.kind;
  if (kind === 'percent') return <PercentEditor {...props} />;
  if (kind === 'mainCategoryId') return <StoreTypeEditor {...props} />;
  return <CatalogueValueEditor {...props} />;
}

/** A percentage typed as text, kept as a number ('' while empty or unreadable). */
const asPercent = (text: string): number | '' => (text.trim() === '' || Number.isNaN(Number(text)) ? '' : Number(text));

function PercentEditor({ operator, value, handleOnChange, disabled }: ValueEditorProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  const input = (label: string, current: unknown, set: (n: number | '') => void) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={current ?? ''}
      disabled={disabled}
      onChange={(e) => set(asPercent(e.target.value))}
      slotProps={{ htmlInput: { min: PERCENT_MIN, max: PERCENT_MAX, step: 'any', dir: 'ltr' } }}
      sx={{ width: 120 }}
    />
  );
  if (operator !== 'between') return input(t('builder.value'), value, handleOnChange);
  const pair = Array.isArray(value) ? value : ['', ''];
  return (
    <Stack direction="row" spacing={1}>
      {input(t('builder.from'), pair[0], (n) => handleOnChange([n, pair[1]]))}
      {input(t('builder.to'), pair[1], (n) => handleOnChange([pair[0], n]))}
    </Stack>
  );
}

/** Brand, department or group code: only values the catalogue holds, found by search (spec 001 §5). */
function CatalogueValueEditor({ field, operator, value, handleOnChange, disabled }: ValueEditorProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 250);
  const list = useQuery({
    queryKey: queryKeys.lookup(RRP_VALUES_RESOURCE, { field, search }),
    queryFn: ({ signal }) => searchRuleValues(field as SearchableField, search, signal),
    staleTime: LOOKUP_STALE_MS,
  });
  const multiple = operator === 'in';
  const chosen: string[] = multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' && value ? [value] : [];
  // The chosen values stay offered, so the field never holds a value its list lacks.
  const found = list.data ?? [];
  const options = [...chosen, ...found.filter((v) => !chosen.some((c) => c.toLowerCase() === v.toLowerCase()))];
  const common = {
    options,
    disabled,
    size: 'small' as const,
    sx: { minWidth: 220 },
    loading: list.isFetching,
    loadingText: t('loading', { ns: COMMON_NS }),
    noOptionsText: t('noData'),
    filterOptions: (o: string[]) => o,
    onInputChange: (_: unknown, text: string, reason: string) => {
      if (reason === 'input' || reason === 'clear') setInput(text);
    },
    renderInput: (params: object) => <TextField {...params} label={t(`fields.${field}`)} />,
  };
  return multiple ? (
    <Autocomplete {...common} multiple value={chosen} onChange={(_, next) => handleOnChange(next)} />
  ) : (
    <Autocomplete {...common} value={chosen[0] ?? null} onChange={(_, next) => handleOnChange(next ?? '')} />
  );
}

/** A main category (store type), chosen by name and kept as its id. */
function StoreTypeEditor({ field, value, handleOnChange, disabled }: ValueEditorProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  const list = useQuery({
    queryKey: queryKeys.lookup(RRP_VALUES_RESOURCE, { field: 'storeTypes' }),
    queryFn: ({ signal }) => getRuleStoreTypes(signal),
    staleTime: LOOKUP_STALE_MS,
  });
  const localName = useLocalName();
  const stores = list.data ?? [];
  const ids = stores.map((s) => s.id);
  const chosen = typeof value === 'number' ? value : null;
  const labelOf = (id: number) => {
    const store = stores.find((s) => s.id === id);
    return store ? localName(store.name, store.ar_name) : `#${id}`;
  };
  return (
    <Autocomplete
      options={chosen !== null && !ids.includes(chosen) ? [chosen, ...ids] : ids}
      value={chosen}
      disabled={disabled}
      size="small"
      sx={{ minWidth: 220 }}
      loading={list.isFetching}
      loadingText={t('loading', { ns: COMMON_NS })}
      noOptionsText={t('noData')}
      getOptionLabel={labelOf}
      onChange={(_, next) => handleOnChange(next ?? '')}
      renderInput={(params) => <TextField {...params} label={t(`fields.${field}`)} />}
    />
  );
}
