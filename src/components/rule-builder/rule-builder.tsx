import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBuilder, type Field, type RuleGroupType, type RuleType } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import type { RrpFieldDefinition } from '../../domain/pricing/rrp-fields.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { RULE_BUILDER_NS } from './rule-builder-i18n.ts';
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
import { RrpValueEditor } from './value-editor.tsx';

export const EMPTY_RULE: RuleGroupType = { combinator: 'and', rules: [] };

/** Whether two trees are the same rule: the ids the builder gives its groups and conditions aside. */
export function sameRule(a: unknown, b: unknown): boolean {
  const withoutIds = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? { ...value, id: undefined, path: undefined } : value;
  return JSON.stringify(a, withoutIds) === JSON.stringify(b, withoutIds);
}

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
const layout = {
  '& .ruleGroup': { display: 'flex', flexDirection: 'column', gap: 1, p: 1, borderInlineStart: 3, borderColor: 'divider' },
  '& .ruleGroup-header, & .rule': { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' },
  '& .ruleGroup-body': { display: 'flex', flexDirection: 'column', gap: 1, ps: 2 },
};

interface RuleBuilderProps {
  fields: readonly RrpFieldDefinition[];
  tree: RuleGroupType;
  onChange: (tree: RuleGroupType) => void;
  disabled?: boolean;
}

/** react-querybuilder with the panel's MUI controls over catalogue fields; deleting a condition or a group asks first. */
export function RuleBuilder({ fields, tree, onChange, disabled }: RuleBuilderProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  const [pending, setPending] = useState<{ kind: 'rule' | 'group'; remove: () => void } | null>(null);
  const builderFields = useMemo<Field[]>(
    () =>
      fields.map((f) => ({
        name: f.name,
        value: f.name,
        label: t(`fields.${f.name}`),
        operators: f.operators.map((o) => ({ name: o, value: o, label: t(`operators.${o}`) })),
      })),
    [fields, t],
  );
  const combinators = useMemo(() => (['and', 'or'] as const).map((c) => ({ name: c, value: c, label: t(`combinators.${c}`) })), [t]);
  const context = useMemo<BuilderContext>(() => ({ confirmRemove: (kind, remove) => setPending({ kind, remove }) }), []);
  return (
    <Box sx={layout}>
      <QueryBuilder
        fields={builderFields}
        combinators={combinators}
        query={tree}
        onQueryChange={onChange}
        controlElements={controlElements}
        context={context}
        getDefaultValue={defaultValue}
        resetOnOperatorChange
        showNotToggle
        addRuleToNewGroups
        disabled={disabled}
      />
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
    </Box>
  );
}
