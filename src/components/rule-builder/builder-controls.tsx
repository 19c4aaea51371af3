import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { ActionProps, CombinatorSelectorProps, FieldSelectorProps, NotToggleProps, OperatorSelectorProps } from 'react-querybuilder';
import { useTranslation } from 'react-i18next';
import { RULE_BUILDER_NS } from './rule-builder-i18n.ts';

/** What the controls read from the builder's `context`: the confirmation asked before a delete. */
export interface BuilderContext {
  confirmRemove: (kind: 'rule' | 'group', remove: () => void) => void;
}

type Option = { name: string; label: string };
const flat = (options: readonly unknown[]): Option[] =>
  options.flatMap((o) =>
    typeof o === 'object' && o !== null && 'options' in o ? flat((o as { options: unknown[] }).options) : [o as Option],
  );

/** A native select: keyboard friendly, labelled by `label` (the builder's own selects, in MUI). */
function Select({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string | undefined;
  options: readonly unknown[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 150 }}
    >
      {flat(options).map((o) => (
        <option key={o.name} value={o.name}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

export function FieldSelector(props: FieldSelectorProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  return (
    <Select
      label={t('builder.field')}
      value={props.value}
      options={props.options}
      onChange={props.handleOnChange}
      disabled={props.disabled}
    />
  );
}

export function OperatorSelector(props: OperatorSelectorProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  return (
    <Select
      label={t('builder.operator')}
      value={props.value}
      options={props.options}
      onChange={props.handleOnChange}
      disabled={props.disabled}
    />
  );
}

export function CombinatorSelector(props: CombinatorSelectorProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  return (
    <Select
      label={t('builder.combinator')}
      value={props.value}
      options={props.options}
      onChange={props.handleOnChange}
      disabled={props.disabled}
    />
  );
}

export function NotToggle(props: NotToggleProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  return (
    <FormControlLabel
      control={
        <Checkbox
          size="small"
          checked={Boolean(props.checked)}
          onChange={(e) => props.handleOnChange(e.target.checked)}
          disabled={props.disabled}
        />
      }
      label={t('builder.not')}
    />
  );
}

export function AddRuleAction(props: ActionProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={(e) => props.handleOnClick(e)} disabled={props.disabled}>
      {t('builder.addRule')}
    </Button>
  );
}

export function AddGroupAction(props: ActionProps) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={(e) => props.handleOnClick(e)} disabled={props.disabled}>
      {t('builder.addGroup')}
    </Button>
  );
}

/** Deleting a condition or a group asks first (spec 001 §2). */
function RemoveAction({ kind, props }: { kind: 'rule' | 'group'; props: ActionProps }) {
  const { t } = useTranslation(RULE_BUILDER_NS);
  const context = props.context as BuilderContext;
  return (
    <IconButton
      size="small"
      aria-label={t(kind === 'rule' ? 'builder.removeRule' : 'builder.removeGroup')}
      disabled={props.disabled}
      onClick={() => context.confirmRemove(kind, () => props.handleOnClick())}
    >
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
}

export const RemoveRuleAction = (props: ActionProps) => <RemoveAction kind="rule" props={props} />;
export const RemoveGroupAction = (props: ActionProps) => <RemoveAction kind="group" props={props} />;
