import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryButton } from '../../components/history/history-button.tsx';
import { shownValue } from '../../components/history/shown-value.ts';
import type { Column } from '../../components/record-columns.tsx';
import type { EntityName } from '../../domain/history/entities.ts';
import type { ChangeEntry } from '../../domain/history/history.ts';
import { pageTitleKey } from '../../domain/navigation/default-menu.ts';
import { findPage } from '../../domain/pages.ts';
import { formatDateTime, useTimeZone } from '../../lib/date-time.ts';
import type { ExportColumn } from '../../lib/excel.ts';
import { entityTitle, fieldLabel } from '../../lib/history/entity-labels.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { AUDIT_LOG_NS } from './i18n.ts';

const column = createColumnHelper<ChangeEntry>();

/** The record an entry is about, for people: 'Country United Arab Emirates (#1)'. */
export const recordOf = (entry: ChangeEntry) => [entityTitle(entry.entity), entry.summary, `#${entry.entityId}`].filter(Boolean).join(' ');

/** The Audit Log's columns and the same for its export: times in the data centre's zone, fields by their labels. */
export function useAuditColumns(restore: (entry: ChangeEntry) => void) {
  const { t, i18n } = useTranslation(AUDIT_LOG_NS);
  const { t: tk } = useTranslation(KIT_NS);
  const zone = useTimeZone();

  return useMemo(() => {
    const header = (key: string) => t(`columns.${key}`);
    const action = (entry: ChangeEntry) => tk(`history.actions.${entry.action}`, { defaultValue: entry.action });
    const page = (path: string) => {
      const key = pageTitleKey(path);
      return key ? i18n.t(key, { ns: 'nav', defaultValue: findPage(path)?.title ?? path }) : (findPage(path)?.title ?? path);
    };
    const change = (entry: ChangeEntry) =>
      entry.changes
        .map((c) => {
          const label = fieldLabel(entry.entity, c.field);
          if (c.secret) return `${label}: ${tk('history.secret')}`;
          return `${label}: ${shownValue(c.before) || tk('history.empty_value')} → ${shownValue(c.after) || tk('history.empty_value')}`;
        })
        .join('; ');
    const at = (entry: ChangeEntry) => formatDateTime(entry.at, zone);
    const columns: Column<ChangeEntry>[] = [
      column.accessor(at, { id: 'at', header: header('at'), cell: (c) => <span dir="ltr">{c.getValue()}</span> }),
      column.accessor('userName', { header: header('user') }),
      column.accessor((e) => page(e.page), { id: 'page', header: header('page') }),
      column.accessor(recordOf, { id: 'record', header: header('record') }),
      column.accessor(action, { id: 'action', header: header('action') }),
      column.accessor(change, {
        id: 'changes',
        header: header('changes'),
        cell: (c) => (
          <Box component="span" sx={{ display: 'block', maxWidth: 420, whiteSpace: 'normal', wordBreak: 'break-word' }}>
            {c.getValue()}
          </Box>
        ),
      }),
      {
        id: 'open',
        header: header('open'),
        meta: { width: 104 },
        cell: ({ row: { original: entry } }) => (
          <Box sx={{ display: 'flex' }}>
            <HistoryButton
              entity={entry.entity as EntityName}
              id={entry.entityId}
              name={recordOf(entry)}
              labelOf={(field) => fieldLabel(entry.entity, field)}
            />
            {entry.restorable && (
              <Tooltip title={t('restore')}>
                <IconButton aria-label={t('restoreOf', { name: recordOf(entry) })} onClick={() => restore(entry)}>
                  <RestoreIcon />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ),
      },
    ];
    const exportColumns: ExportColumn<ChangeEntry>[] = [
      { header: header('at'), value: at },
      { header: header('user'), value: (e) => e.userName },
      { header: header('page'), value: (e) => page(e.page) },
      { header: header('record'), value: recordOf },
      { header: header('action'), value: action },
      { header: header('changes'), value: change },
      { header: header('dataCentre'), value: (e) => e.dataCentre },
      { header: header('requestId'), value: (e) => e.requestId },
    ];
    return { columns, exportColumns };
  }, [t, tk, i18n, zone, restore]);
}
