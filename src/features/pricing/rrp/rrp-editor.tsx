import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleGroupType } from 'react-querybuilder';
import { RRP_FIELDS } from '../../../domain/pricing/rrp-fields.ts';
import type { RrpRule } from '../../../domain/pricing/rrp-rule.ts';
import { hasConditions, type RrpGroup } from '../../../domain/pricing/rrp-tree.ts';
import { LeavePrompt } from '../../../components/form/leave-prompt.tsx';
import { useLeaveGuard } from '../../../lib/form/use-leave-guard.ts';
import { PRICING_NS } from '../i18n.ts';
import { RrpPreviewPanel } from './rrp-preview.tsx';
import { EMPTY_RULE, RuleBuilder, sameRule } from '../../../components/rule-builder/rule-builder.tsx';

interface RrpEditorProps {
  rule: RrpRule | null;
  saving: boolean;
  /** Why the rule cannot be changed here (an L1 user), or undefined. */
  readOnlyReason?: string;
  onSave: (tree: RuleGroupType) => void;
}

/** The rule editor, its Add or Update button and the live preview of what it selects. */
export function RrpEditor({ rule, saving, readOnlyReason, onSave }: RrpEditorProps) {
  const { t } = useTranslation(PRICING_NS);
  const stored = rule ? rule.jsonTree : JSON.stringify(EMPTY_RULE);
  const [tree, setTree] = useState<RuleGroupType>(() => JSON.parse(stored) as RuleGroupType);
  // An unsaved change asks before the page is left (react-querybuilder adds ids, so the shapes are compared without them).
  const guard = useLeaveGuard(!sameRule(tree, JSON.parse(stored)));
  const reasonId = useId();
  const empty = !hasConditions(tree as RrpGroup);
  const reason = readOnlyReason ?? (empty ? t('emptyReason') : undefined);
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="group" aria-label={t('editorLabel')}>
        <RuleBuilder fields={RRP_FIELDS} tree={tree} onChange={setTree} disabled={Boolean(readOnlyReason) || saving} />
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button
            variant="contained"
            disabled={Boolean(reason) || saving}
            onClick={() => onSave(tree)}
            aria-describedby={reason ? reasonId : undefined}
          >
            {rule ? t('update') : t('add')}
          </Button>
          {reason && (
            <Typography id={reasonId} variant="body2" color="text.secondary">
              {reason}
            </Typography>
          )}
        </Stack>
      </Paper>
      <RrpPreviewPanel tree={tree} />
      <LeavePrompt form={{ guard }} />
    </>
  );
}
