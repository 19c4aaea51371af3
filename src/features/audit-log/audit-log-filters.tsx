import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-time-field.tsx';
import { IdAutocomplete } from '../../components/id-autocomplete.tsx';
import { CHANGE_ACTIONS, ENTITY_NAMES } from '../../domain/history/entities.ts';
import { PAGES } from '../../domain/pages.ts';
import { pageTitleKey } from '../../domain/navigation/default-menu.ts';
import { entityTitle } from '../../lib/history/entity-labels.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { useUserLookup } from '../../lib/lookups/user-lookup.ts';
import { TYPED_DAY_FORMAT, wireDay } from '../../lib/typed-day.ts';
import type { AuditFilter } from './api/get-audit-log.ts';
import { AUDIT_LOG_NS } from './i18n.ts';

export type AuditProblem = 'entityId' | 'from' | 'to';

/** The typed filters the server would refuse, named under their fields before any call. */
export function auditProblems(filter: AuditFilter): AuditProblem[] {
  const problems: AuditProblem[] = [];
  if (filter.entityId.trim() && !/^\d{1,12}$/.test(filter.entityId.trim())) problems.push('entityId');
  if (filter.from && wireDay(filter.from) === null) problems.push('from');
  if (filter.to && wireDay(filter.to) === null) problems.push('to');
  return problems;
}

/** User, Page, Record type, Record id, Action, From and To. */
export function AuditLogFilters({
  draft,
  problems,
  onChange,
}: {
  draft: AuditFilter;
  problems: AuditProblem[];
  onChange: (change: Partial<AuditFilter>) => void;
}) {
  const { t, i18n } = useTranslation(AUDIT_LOG_NS);
  const { t: tk } = useTranslation(KIT_NS);
  const users = useUserLookup();
  const choice = (name: 'pagePath' | 'entity' | 'action', options: { value: string; label: string }[], width = 200) => (
    <TextField
      select
      size="small"
      label={t(`filters.${name === 'pagePath' ? 'page' : name}`)}
      value={draft[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      sx={{ minWidth: width }}
    >
      <MenuItem value="">{t('filters.any')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const day = (name: 'from' | 'to') => (
    <DateField
      label={t(`filters.${name}`)}
      value={draft[name]}
      onChange={(text) => onChange({ [name]: text })}
      format={TYPED_DAY_FORMAT}
      disableFuture
      error={problems.includes(name)}
      helperText={problems.includes(name) ? t('filters.badDay') : undefined}
    />
  );
  const pageTitle = (path: string, title: string) => {
    const key = pageTitleKey(path);
    return key ? i18n.t(key, { ns: 'nav', defaultValue: title }) : title;
  };
  return (
    <>
      <IdAutocomplete label={t('filters.user')} {...users} value={draft.userId} onChange={(userId) => onChange({ userId })} />
      {choice(
        'pagePath',
        PAGES.map((p) => ({ value: p.path, label: pageTitle(p.path, p.title) })),
        220,
      )}
      {choice(
        'entity',
        ENTITY_NAMES.map((e) => ({ value: e, label: entityTitle(e) })),
      )}
      <TextField
        size="small"
        label={t('filters.entityId')}
        value={draft.entityId}
        onChange={(e) => onChange({ entityId: e.target.value })}
        error={problems.includes('entityId')}
        helperText={problems.includes('entityId') ? t('filters.badId') : undefined}
        sx={{ width: 130 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 12 } }}
      />
      {choice(
        'action',
        CHANGE_ACTIONS.map((a) => ({ value: a, label: tk(`history.actions.${a}`) })),
        160,
      )}
      {day('from')}
      {day('to')}
    </>
  );
}
