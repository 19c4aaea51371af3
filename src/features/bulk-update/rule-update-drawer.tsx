import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../components/disabled-option.tsx';
import { RuleBuilder } from '../../components/rule-builder/rule-builder.tsx';
import { RuleMatchCount } from '../../components/rule-builder/rule-match-count.tsx';
import { useRulePreview } from '../../components/rule-builder/use-rule-preview.ts';
import { SideDrawer } from '../../components/side-drawer.tsx';
import { SELECTION_FIELDS } from '../../domain/pricing/rrp-fields.ts';
import { previewBulkRule } from './api/preview-bulk-rule.ts';
import { BULK_UPDATE_NS } from './i18n.ts';
import { RuleValuesFields } from './rule-values-fields.tsx';
import { BULK_UPDATES_RESOURCE } from './use-live-progress.ts';
import type { RuleUpdate } from './use-rule-update.ts';
import type { UpdateSettings } from './use-update-settings.tsx';

/**
 * A new update by FILTER_CONDITION: the rule of its products in the RRP editor's builder (without
 * the percentage), how many products and rows it gives now, and the values every row takes.
 * (Its edits are kept by New Bulk Update, which asks before they are closed away.)
 */
export function RuleUpdateDrawer({ settings, form, onClose }: { settings: UpdateSettings; form: RuleUpdate; onClose: () => void }) {
  const { t } = useTranslation(BULK_UPDATE_NS);
  const { updateType } = settings;
  const { complete, preview } = useRulePreview(
    form.tree,
    SELECTION_FIELDS,
    [BULK_UPDATES_RESOURCE, 'preview', updateType],
    (json, signal) => previewBulkRule(updateType, json, signal),
  );
  const rows = complete ? preview.data?.rows : undefined;
  return (
    <SideDrawer
      open
      title={t('newUpdate')}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitLabel={t('queue')}
      submitDisabled={!form.complete}
      submitHint={form.complete ? undefined : t('ruleIncomplete')}
      saving={form.saving}
      wrapSubmit={(button) => <DisabledOption path="/apps/bulk-update">{button}</DisabledOption>}
    >
      {settings.fields(form.errorOf('runAt'))}
      <Box role="group" aria-label={t('ruleLabel')}>
        <Typography component="h3" variant="subtitle1">
          {t('ruleLabel')}
        </Typography>
        <RuleBuilder fields={SELECTION_FIELDS} tree={form.tree} onChange={form.setTree} disabled={form.saving} />
        {form.errorOf('jsonTree') && <Typography color="error">{form.errorOf('jsonTree')}</Typography>}
      </Box>
      <Box aria-live="polite">
        <RuleMatchCount complete={complete} count={complete ? preview.data?.totalRecords : undefined} />
        {rows !== undefined && <Typography variant="body2">{t('ruleRows', { count: rows })}</Typography>}
      </Box>
      <RuleValuesFields updateType={updateType} values={form.values} setValue={form.setValue} errorOf={form.errorOf} />
    </SideDrawer>
  );
}
