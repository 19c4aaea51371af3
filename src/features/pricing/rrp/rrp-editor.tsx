import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBuilder, type Field, type RuleGroupType, type RuleType } from 'react-querybuilder';
import type { RrpRule } from '../../../domain/pricing/rrp-rule.ts';
import { RRP_FIELDS } from '../../../domain/pricing/rrp-fields.ts';
import { hasConditions, type RrpGroup } from '../../../domain/pricing/rrp-tree.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PRICING_NS } from '../i18n.ts';
import {
  AddGroupAction,
  AddRuleAction,
  CombinatorSelector,
  FieldSelector,
  NotToggle,
  OperatorSelector,
  RemoveGroupAction,
  RemoveRuleAction,
  type BuilderContext,
} from './builder-controls.tsx';
import { RrpPreviewPanel } from './rrp-preview.tsx';
import { RrpValueEditor } from './value-editor.tsx';

const EMPTY: RuleGroupType = { combinator: 'and', rules: [] };
const controlElements = {
  fieldSelector: FieldSelector,
  operatorSelector: OperatorSelector,
  combinatorSelector: CombinatorSelector,
  notToggle: NotToggle,
  valueEditor: RrpValueEditor,
  addRuleAction: AddRuleAction,
  addGroupAction: AddGroupAction,
  removeRuleAction: RemoveRuleAction,
  removeGroupAction: RemoveGroupAction,
};
// A new or re-operated condition starts empty in the shape its operator takes.
const defaultValue = (rule: RuleType) => (rule.operator === 'in' ? [] : rule.operator === 'between' ? ['', ''] : '');

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
  const [tree, setTree] = useState<RuleGroupType>(() => (rule ? (JSON.parse(rule.jsonTree) as RuleGroupType) : EMPTY));
  const [pending, setPending] = useState<{ kind: 'rule' | 'group'; remove: () => void } | null>(null);
  const reasonId = useId();
  const fields = useMemo<Field[]>(
    () =>
      RRP_FIELDS.map((f) => ({
        name: f.name,
        value: f.name,
        label: t(`fields.${f.name}`),
        operators: f.operators.map((o) => ({ name: o, value: o, label: t(`operators.${o}`) })),
      })),
    [t],
  );
  const combinators = useMemo(() => (['and', 'or'] as const).map((c) => ({ name: c, value: c, label: t(`combinators.${c}`) })), [t]);
  const context = useMemo<BuilderContext>(() => ({ confirmRemove: (kind, remove) => setPending({ kind, remove }) }), []);

  const empty = !hasConditions(tree as RrpGroup);
  const reason = readOnlyReason ?? (empty ? t('emptyReason') : undefined);
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="group" aria-label={t('editorLabel')}>
        <Box
          sx={{
            '& .ruleGroup': { display: 'flex', flexDirection: 'column', gap: 1, p: 1, borderInlineStart: 3, borderColor: 'divider' },
            '& .ruleGroup-header, & .rule': { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' },
            '& .ruleGroup-body': { display: 'flex', flexDirection: 'column', gap: 1, ps: 2 },
          }}
        >
          <QueryBuilder
            fields={fields}
            combinators={combinators}
            query={tree}
            onQueryChange={setTree}
            controlElements={controlElements}
            context={context}
            getDefaultValue={defaultValue}
            resetOnOperatorChange
            showNotToggle
            addRuleToNewGroups
            disabled={Boolean(readOnlyReason) || saving}
          />
        </Box>
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
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.kind === 'group' ? 'confirm.groupTitle' : 'confirm.ruleTitle')}
        text={t(pending?.kind === 'group' ? 'confirm.groupText' : 'confirm.ruleText')}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        danger
        onConfirm={() => {
          pending?.remove();
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
