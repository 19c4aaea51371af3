import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TOAST_MS } from '../../../domain/constants.ts';
import { RRP_ACTION } from '../../../domain/pricing/rrp-fields.ts';
import { checkRrpTree } from '../../../domain/pricing/rrp-tree.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { getRrpRule } from '../api/get-rrp-rule.ts';
import { saveRrpRule } from '../api/save-rrp-rule.ts';

/** The cache of the rule, its preview and its history: a save invalidates them all. */
export const RRP_RESOURCE = 'rrpRule';
/** Toasts of the screen: spec 001 §8 shows its messages for 3 to 4 s; the snackbar's 4 s (spec 000 §8). */
export const RRP_TOAST_MS = TOAST_MS.snackbar;

/** The stored rule and its save: POST for the first, PUT after; the tree is checked before it is sent. */
export function useRrpRule() {
  const queryClient = useQueryClient();
  const rule = useQuery({ queryKey: [RRP_RESOURCE, 'rule', RRP_ACTION], queryFn: ({ signal }) => getRrpRule(RRP_ACTION, signal) });
  useFailureToast(rule.error, rule.errorUpdatedAt);
  const [saving, setSaving] = useState(false);

  const save = async (tree: unknown) => {
    // The same checks as the server's, so a half-made condition is named before any call.
    const checked = checkRrpTree(tree);
    if (!checked.tree) return toast.error(checked.errors[0]!.message, RRP_TOAST_MS);
    setSaving(true);
    try {
      const reply = await saveRrpRule(RRP_ACTION, checked.tree, Boolean(rule.data));
      toast.success(reply.message, RRP_TOAST_MS);
      await queryClient.invalidateQueries({ queryKey: [RRP_RESOURCE] });
    } catch (error) {
      toast.failure(error, RRP_TOAST_MS);
    } finally {
      setSaving(false);
    }
  };

  return { rule: rule.data ?? null, loaded: rule.isSuccess, saving, save };
}
