import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { StaleConflict } from '../../../domain/envelope.ts';
import { RRP_ACTION } from '../../../domain/pricing/rrp-fields.ts';
import type { RrpRule } from '../../../domain/pricing/rrp-rule.ts';
import { checkRrpTree } from '../../../domain/pricing/rrp-tree.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { offerUndo } from '../../../lib/history/offer-undo.ts';
import { useFailureToast } from '../../../lib/query/use-failure-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { sayHere } from '../../../lib/words.ts';
import { getRrpRule } from '../api/get-rrp-rule.ts';
import { saveRrpRule } from '../api/save-rrp-rule.ts';

/** The cache of the rule, its preview and its history: a save invalidates them all. */
export const RRP_RESOURCE = 'rrpRule';
/** Toasts of the screen: spec 001 §8 shows its messages for 3 to 4 s; the snackbar's 4 s (spec 000 §8). */
export const RRP_TOAST_MS = TOAST_MS.snackbar;

/** What a save came to: the stored rule, a refusal because someone saved since (409), or neither (a toast said why). */
export type RrpSaveOutcome = { saved: RrpRule } | { stale: StaleConflict } | null;

/**
 * The stored rule and its save: POST for the first, PUT after, based on the revision the editor
 * read; the tree is checked before it is sent. An update's toast offers Undo for 10 s.
 */
export function useRrpRule() {
  const queryClient = useQueryClient();
  const rule = useQuery({ queryKey: [RRP_RESOURCE, 'rule', RRP_ACTION], queryFn: ({ signal }) => getRrpRule(RRP_ACTION, signal) });
  useFailureToast(rule.error, rule.errorUpdatedAt);
  const [saving, setSaving] = useState(false);

  const reload = () => Promise.all([RRP_RESOURCE, 'history'].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));

  /** Saves `tree` as a new rule (`revision` null) or over the rule at `revision`. */
  const save = async (tree: unknown, revision: number | null): Promise<RrpSaveOutcome> => {
    // The same checks as the server's, so a half-made condition is named before any call.
    const checked = checkRrpTree(tree);
    if (!checked.tree) {
      toast.error(sayHere(checked.errors[0]!.message), RRP_TOAST_MS);
      return null;
    }
    setSaving(true);
    try {
      const reply = await saveRrpRule(RRP_ACTION, checked.tree, revision);
      if (revision === null) toast.success(reply.message, RRP_TOAST_MS);
      else offerUndo(reply.message, { entity: 'rrp-rule', id: reply.data.id, revision: reply.data.revision }, queryClient, [RRP_RESOURCE]);
      await reload();
      return { saved: reply.data };
    } catch (error) {
      toast.failure(error, RRP_TOAST_MS);
      // Someone saved since the rule was read: nothing was changed, and the editor keeps the user's tree.
      return isApiError(error) && error.stale ? { stale: error.stale } : null;
    } finally {
      setSaving(false);
    }
  };

  return { rule: rule.data ?? null, loaded: rule.isSuccess, saving, save, reload };
}
