import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleGroupType } from 'react-querybuilder';
import type { StaleConflict } from '../../../domain/envelope.ts';
import { RRP_FIELDS } from '../../../domain/pricing/rrp-fields.ts';
import { formatRrpRule } from '../../../domain/pricing/rrp-formats.ts';
import type { RrpRule } from '../../../domain/pricing/rrp-rule.ts';
import { checkRrpTree, hasConditions, type RrpGroup } from '../../../domain/pricing/rrp-tree.ts';
import { LeavePrompt } from '../../../components/form/leave-prompt.tsx';
import { HistoryButton } from '../../../components/history/history-button.tsx';
import { StalePanel } from '../../../components/history/stale-panel.tsx';
import { useLeaveGuard } from '../../../lib/form/use-leave-guard.ts';
import { PRICING_NS } from '../i18n.ts';
import { RrpPreviewPanel } from './rrp-preview.tsx';
import { RRP_RESOURCE, type RrpSaveOutcome } from './use-rrp-rule.ts';
import { EMPTY_RULE, RuleBuilder, sameRule } from '../../../components/rule-builder/rule-builder.tsx';

interface RrpEditorProps {
  rule: RrpRule | null;
  saving: boolean;
  /** Why the rule cannot be changed here (an L1 user), or undefined. */
  readOnlyReason?: string;
  /** Saves the tree as a new rule (revision null) or over the rule at `revision`. */
  onSave: (tree: RuleGroupType, revision: number | null) => Promise<RrpSaveOutcome>;
}

/** A tree in words, as the stale panel sets the other person's rule beside the user's. */
const inWords = (tree: unknown) => {
  const checked = checkRrpTree(tree);
  return checked.tree ? formatRrpRule(checked.tree).queryString : '';
};

/**
 * The rule editor, its Add or Update button and the live preview of what it selects. An update
 * is based on the revision the editor read: one refused because someone saved since (409) keeps
 * the user's tree and shows their rule beside it, with Reload and Overwrite.
 */
export function RrpEditor({ rule, saving, readOnlyReason, onSave }: RrpEditorProps) {
  const { t } = useTranslation(PRICING_NS);
  // The rule as read (or as saved, or reloaded): what the guard compares with and the next update is based on.
  const [base, setBase] = useState(() => ({
    revision: rule?.revision ?? null,
    jsonTree: rule ? rule.jsonTree : JSON.stringify(EMPTY_RULE),
  }));
  const [tree, setTree] = useState<RuleGroupType>(() => JSON.parse(base.jsonTree) as RuleGroupType);
  const [stale, setStale] = useState<StaleConflict | null>(null);
  // An unsaved change asks before the page is left (react-querybuilder adds ids, so the shapes are compared without them).
  const dirty = !sameRule(tree, JSON.parse(base.jsonTree));
  const guard = useLeaveGuard(dirty);
  // A newer revision loaded while nothing is changed here (an Undo): the editor takes it. Only a newer
  // one: after Reload the read still on screen is older than the base until its refetch lands.
  if (rule && base.revision !== null && rule.revision > base.revision && !dirty && !stale && !saving) {
    setBase({ revision: rule.revision, jsonTree: rule.jsonTree });
    setTree(JSON.parse(rule.jsonTree) as RuleGroupType);
  }
  const reasonId = useId();
  const empty = !hasConditions(tree as RrpGroup);
  const reason = readOnlyReason ?? (empty ? t('emptyReason') : undefined);
  const labelOf = (field: string) => t(`fields.${field}`, { defaultValue: field });

  const save = async (revision: number | null) => {
    const outcome = await onSave(tree, revision);
    if (outcome && 'saved' in outcome) {
      setStale(null);
      setBase({ revision: outcome.saved.revision, jsonTree: JSON.stringify(tree) });
    } else if (outcome) setStale(outcome.stale);
  };
  const reload = () => {
    const current = stale?.current as Partial<RrpRule> | null | undefined;
    if (!stale || !current?.jsonTree) return;
    setBase({ revision: stale.revision, jsonTree: current.jsonTree });
    setTree(JSON.parse(current.jsonTree) as RuleGroupType);
    setStale(null);
  };

  return (
    <>
      {stale && (
        <Box sx={{ mb: 2 }}>
          <StalePanel
            stale={stale}
            yours={{ queryString: inWords(tree) }}
            theirs={stale.current ? { queryString: String(stale.current.queryString ?? '') } : null}
            labelOf={labelOf}
            onReload={reload}
            onOverwrite={() => void save(stale.revision)}
          />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="group" aria-label={t('editorLabel')}>
        <RuleBuilder fields={RRP_FIELDS} tree={tree} onChange={setTree} disabled={Boolean(readOnlyReason) || saving} />
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button
            variant="contained"
            disabled={Boolean(reason) || saving}
            onClick={() => void save(base.revision)}
            aria-describedby={reason ? reasonId : undefined}
          >
            {rule ? t('update') : t('add')}
          </Button>
          {reason && (
            <Typography id={reasonId} variant="body2" color="text.secondary">
              {reason}
            </Typography>
          )}
          {rule && (
            <Box sx={{ marginInlineStart: 'auto' }}>
              <HistoryButton entity="rrp-rule" id={rule.id} name={t('entity')} labelOf={labelOf} invalidates={[RRP_RESOURCE]} />
            </Box>
          )}
        </Stack>
      </Paper>
      <RrpPreviewPanel tree={tree} />
      <LeavePrompt form={{ guard }} />
    </>
  );
}
