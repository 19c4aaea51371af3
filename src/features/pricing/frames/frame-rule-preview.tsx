import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECTION_FIELDS } from '../../../domain/pricing/rrp-fields.ts';
import { checkRuleTree } from '../../../domain/pricing/rrp-tree.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { PRICING_NS } from '../i18n.ts';
import { previewFrameRule } from './api/preview-frame-rule.ts';
import { FRAMES_RESOURCE } from './frame-list.tsx';

/** The products a frame's rule covers now: their count and the first of them, asked once typing stops. */
export function FrameRulePreview({ tree }: { tree: unknown }) {
  const { t } = useTranslation(PRICING_NS);
  const json = useDebouncedValue(JSON.stringify(tree), 400);
  const complete = useMemo(() => checkRuleTree(JSON.parse(json), SELECTION_FIELDS).tree !== null, [json]);
  const preview = useQuery({
    queryKey: [FRAMES_RESOURCE, 'preview', json],
    queryFn: ({ signal }) => previewFrameRule(json, signal),
    enabled: complete,
    placeholderData: keepPreviousData,
  });
  if (!complete || !preview.data) {
    return <Typography color="text.secondary">{complete ? t('loading') : t('preview.incomplete')}</Typography>;
  }
  return (
    <>
      <Typography role="status">{t('preview.count', { count: preview.data.totalRecords })}</Typography>
      <List dense aria-label={t('preview.tableLabel')}>
        {preview.data.records.map((p) => (
          <ListItem key={p.pId}>
            <ListItemText primary={`${p.pId} · ${p.name}`} secondary={`${p.brand} · ${p.department}`} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
