import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState } from 'react';
import type { RuleGroupType } from 'react-querybuilder';
import { EMPTY_RULE, sameRule } from '../../components/rule-builder/rule-builder.tsx';
import { ruleValueColumns } from '../../domain/bulk-update/constants.ts';
import { checkRuleValues } from '../../domain/bulk-update/rows.ts';
import type { FieldError } from '../../domain/envelope.ts';
import { SELECTION_FIELDS } from '../../domain/pricing/rrp-fields.ts';
import { checkRuleTree } from '../../domain/pricing/rrp-tree.ts';
import { isApiError } from '../../lib/api-error.ts';
import { translateFieldError } from '../../lib/form/field-errors.ts';
import { useLeaveGuard } from '../../lib/form/use-leave-guard.ts';
import { queryKeys } from '../../lib/query/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { sayHere } from '../../lib/words.ts';
import { queueBulkRuleUpdate } from './api/queue-bulk-rule-update.ts';
import { BULK_DATE_TIME_FORMAT } from './use-bulk-update-columns.tsx';
import { BULK_UPDATES_RESOURCE } from './use-live-progress.ts';
import type { UpdateSettings } from './use-update-settings.tsx';

dayjs.extend(customParseFormat);

/** The file's form of a launch time (spec 002 §5, 'YYYY-MM-DD HH:mm'); typed as the drawer's other times are. */
const FILE_DATE_TIME = 'YYYY-MM-DD HH:mm';
const asFileTime = (text: string) => {
  const typed = dayjs(text.trim().toUpperCase(), BULK_DATE_TIME_FORMAT, true);
  return typed.isValid() ? typed.format(FILE_DATE_TIME) : text;
};

/**
 * A new update by rule: the rule of its products and the values every row takes, checked here with
 * the server's own checks before it is sent (the server checks again, and builds the SQL itself).
 * Field errors are kept by field (`values.dprice`, `jsonTree…`, `runAt`) to show under each.
 */
export function useRuleUpdate(settings: UpdateSettings, onClose: () => void) {
  const queryClient = useQueryClient();
  const [tree, setTree] = useState<RuleGroupType>(EMPTY_RULE);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const dirty = !sameRule(tree, EMPTY_RULE) || Object.values(values).some((v) => v.trim() !== '');
  const guard = useLeaveGuard(dirty && !saving);
  const complete = checkRuleTree(tree, SELECTION_FIELDS).tree !== null;
  const errorOf = (field: string) => errors.find((e) => e.field === field || e.field.startsWith(`${field}.`))?.message;

  const submit = async () => {
    const { updateType, mode } = settings;
    const sent = Object.fromEntries(
      ruleValueColumns(updateType).map((c) => [c, c === 'launchDateTime' ? asFileTime(values[c] ?? '') : (values[c] ?? '')]),
    );
    let runAt: string | undefined;
    const found: FieldError[] = [];
    try {
      runAt = settings.runAt();
    } catch (error) {
      found.push({ field: 'runAt', message: (error as Error).message });
    }
    // The server's own checks, in the user's language.
    found.push(
      ...(checkRuleValues(updateType, sent).errors ?? []).map((e) => ({ field: e.field, message: sayHere(e.message) })),
      ...checkRuleTree(tree, SELECTION_FIELDS).errors.map((e) => ({ ...e, message: translateFieldError(e.message) })),
    );
    setErrors(found);
    if (found.length) return toast.error(found[0]!.message);
    setSaving(true);
    try {
      const reply = await queueBulkRuleUpdate({ updateType, mode, runAt, jsonTree: JSON.stringify(tree), values: sent });
      toast.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(BULK_UPDATES_RESOURCE) });
      onClose();
    } catch (error) {
      setErrors(isApiError(error) ? error.fieldErrors : []);
      toast.failure(error);
    } finally {
      setSaving(false);
    }
  };

  const setValue = (column: string, value: string) => setValues((v) => ({ ...v, [column]: value }));
  return { tree, setTree, values, setValue, errorOf, complete, saving, submit, guard };
}

export type RuleUpdate = ReturnType<typeof useRuleUpdate>;
