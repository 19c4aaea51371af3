import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { RuleMatchCount } from '../../../components/rule-builder/rule-match-count.tsx';
import { useRulePreview } from '../../../components/rule-builder/use-rule-preview.ts';
import { SELECTION_FIELDS } from '../../../domain/pricing/rrp-fields.ts';
import { PRICING_NS } from '../i18n.ts';
import { previewFrameRule } from './api/preview-frame-rule.ts';
import { FRAMES_RESOURCE } from './frame-list.tsx';

/** The products a frame's rule covers now: their count and the first of them, asked once typing stops. */
export function FrameRulePreview({ tree }: { tree: unknown }) {
  const { t } = useTranslation(PRICING_NS);
  const { complete, preview } = useRulePreview(tree, SELECTION_FIELDS, [FRAMES_RESOURCE, 'preview'], previewFrameRule);
  return (
    <>
      <RuleMatchCount complete={complete} count={complete ? preview.data?.totalRecords : undefined} />
      {complete && preview.data && (
        <List dense aria-label={t('preview.tableLabel')}>
          {preview.data.records.map((p) => (
            <ListItem key={p.pId}>
              <ListItemText primary={`${p.pId} · ${p.name}`} secondary={`${p.brand} · ${p.department}`} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
