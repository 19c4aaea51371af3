import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RuleGroupType } from 'react-querybuilder';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { FieldError } from '../../../domain/envelope.ts';
import { PRODUCT_FRAME_PAGE } from '../../../domain/pricing/paths.ts';
import type { StaleConflict } from '../../../domain/envelope.ts';
import { FRAME_MESSAGES, type FrameTarget, type ProductFrame, type ProductFrameBody } from '../../../domain/pricing/product-frame.ts';
import { SELECTION_FIELDS } from '../../../domain/pricing/rrp-fields.ts';
import { formatRrpRule } from '../../../domain/pricing/rrp-formats.ts';
import { checkRuleTree } from '../../../domain/pricing/rrp-tree.ts';
import { textOf } from '../../../domain/words/field-problem.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { offerUndo } from '../../../lib/history/offer-undo.ts';
import { toast } from '../../../lib/toast.ts';
import { EMPTY_RULE, sameRule } from '../../../components/rule-builder/rule-builder.tsx';
import { checkFieldsMessage, translateFieldError } from '../../../lib/form/field-errors.ts';
import { useLeaveGuard } from '../../../lib/form/use-leave-guard.ts';
import { PRICING_NS } from '../i18n.ts';
import { saveProductFrame } from './api/save-product-frame.ts';
import { FRAMES_RESOURCE } from './frame-list.tsx';

export interface FrameValues {
  oTagTxt1: string;
  ar_oTagTxt1: string;
  oTagBGColor1: string;
  oTagTxtColor1: string;
  appliesTo: FrameTarget;
  /** PIDs as typed: separated by commas, spaces or new lines. */
  pIds: string;
  tree: RuleGroupType;
}

const initialValues = (frame: ProductFrame | null): FrameValues => ({
  oTagTxt1: frame?.oTagTxt1 ?? '',
  ar_oTagTxt1: frame?.ar_oTagTxt1 ?? '',
  oTagBGColor1: frame?.oTagBGColor1 ?? '#D32F2F',
  oTagTxtColor1: frame?.oTagTxtColor1 ?? '#FFFFFF',
  appliesTo: frame?.appliesTo ?? 'PIDS',
  pIds: frame?.pIds.join(', ') ?? '',
  tree: frame?.jsonTree ? (JSON.parse(frame.jsonTree) as RuleGroupType) : EMPTY_RULE,
});

/** A frame's values in words, as the stale panel sets theirs beside the user's: the rule as its sentence, the PIDs as typed. */
function shownFields(values: FrameValues, target: (appliesTo: FrameTarget) => string): Record<string, unknown> {
  const checked = checkRuleTree(values.tree, SELECTION_FIELDS);
  return {
    oTagTxt1: values.oTagTxt1,
    ar_oTagTxt1: values.ar_oTagTxt1,
    oTagBGColor1: values.oTagBGColor1,
    oTagTxtColor1: values.oTagTxtColor1,
    appliesTo: target(values.appliesTo),
    pIds: values.appliesTo === 'PIDS' ? values.pIds : '',
    jsonTree: values.appliesTo === 'RULE' && checked.tree ? formatRrpRule(checked.tree).queryString : '',
  };
}

/**
 * The create/edit form of a frame: its values, the server's field errors, the save (toasts 4 s,
 * spec 000 §8; an edit's offers Undo for 10 s), and a question before unsaved changes are left.
 * An edit is based on the revision read: a save refused because someone saved since (409) keeps
 * what the user typed and shows their values beside it, with Reload and Overwrite.
 */
export function useFrameForm(frame: ProductFrame | null) {
  const { t } = useTranslation(PRICING_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const labelOf = (field: string) => {
    const name = field.split('.')[0] ?? field;
    return t(name === 'jsonTree' ? 'frames.ruleLabel' : `frames.${name}`);
  };
  /** A field's error in the user's language: the server's is already; one made here is its key text. */
  const translate = translateFieldError;
  // The frame as read (or as reloaded): what the guard compares with and the next save is based on.
  const [base, setBase] = useState(() => ({ revision: frame?.revision ?? null, values: initialValues(frame) }));
  const [values, setValues] = useState(base.values);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<StaleConflict | null>(null);
  // Saved: the list opens once the guard has let go of the edit (the guard's effect runs first, being declared first).
  const [saved, setSaved] = useState(false);
  const dirty = !sameRule(values, base.values);
  const guard = useLeaveGuard(!saved && dirty);
  useEffect(() => {
    if (saved) void navigate(PRODUCT_FRAME_PAGE);
  }, [saved, navigate]);
  // A newer revision loaded while nothing is typed (an Undo from the History): the form takes it. Only
  // a newer one: after Reload the read still on screen is older than the base until its refetch lands.
  if (frame && base.revision !== null && frame.revision > base.revision && !dirty && !stale && !saving) {
    const next = { revision: frame.revision, values: initialValues(frame) };
    setBase(next);
    setValues(next.values);
  }
  const set = (change: Partial<FrameValues>) => setValues((v) => ({ ...v, ...change }));
  const errorOf = (field: string) => {
    const message = errors.find((e) => e.field === field || e.field.startsWith(`${field}.`))?.message;
    return message === undefined ? undefined : translate(message);
  };

  const send = async (revision: number | null) => {
    const tokens = values.pIds.split(/[\s,]+/).filter(Boolean);
    const notPid = values.appliesTo === 'PIDS' ? tokens.find((p) => !/^\d{1,10}$/.test(p)) : undefined;
    if (notPid !== undefined) {
      const message = textOf(FRAME_MESSAGES.notAPid(notPid));
      setErrors([{ field: 'pIds', message }]);
      return toast.error(`${labelOf('pIds')}: ${translate(message)}`, TOAST_MS.productFrame);
    }
    const body: ProductFrameBody = {
      oTagTxt1: values.oTagTxt1,
      ar_oTagTxt1: values.ar_oTagTxt1,
      oTagBGColor1: values.oTagBGColor1,
      oTagTxtColor1: values.oTagTxtColor1,
      appliesTo: values.appliesTo,
      pIds: values.appliesTo === 'PIDS' ? tokens.map(Number) : [],
      jsonTree: values.appliesTo === 'RULE' ? JSON.stringify(values.tree) : '',
    };
    setSaving(true);
    try {
      const reply = await saveProductFrame(frame?.id ?? null, body, revision);
      setStale(null);
      // Undo puts back an edit's tag and rule, not a list of PIDs: a change of the PIDs keeps the plain toast.
      const samePids = sameIds(frame?.pIds ?? [], reply.data.pIds);
      if (frame && samePids)
        offerUndo(reply.message, { entity: 'product-frame', id: frame.id, revision: reply.data.revision }, queryClient, [FRAMES_RESOURCE]);
      else toast.success(reply.message, TOAST_MS.productFrame);
      // The list is not on screen: refetch it too, so it opens with the saved frame.
      await queryClient.invalidateQueries({ queryKey: [FRAMES_RESOURCE], refetchType: 'all' });
      await queryClient.invalidateQueries({ queryKey: ['history', 'product-frame'] });
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.stale) {
        // Someone saved since the frame was read: nothing was changed, and what the user typed stays.
        setErrors([]);
        setStale(error.stale);
        return toast.error(error.message, TOAST_MS.productFrame);
      }
      const fieldErrors = isApiError(error) ? error.fieldErrors : [];
      setErrors(fieldErrors);
      // The server names fields in the contract's words ('oTagTxt1: Required'): by their labels instead.
      const [only] = fieldErrors;
      if (fieldErrors.length === 1 && only) toast.error(`${labelOf(only.field)}: ${translate(only.message)}`, TOAST_MS.productFrame);
      else if (fieldErrors.length > 1)
        toast.error(
          checkFieldsMessage(
            fieldErrors.map((e) => e.field),
            labelOf,
          ),
          TOAST_MS.productFrame,
        );
      else toast.failure(error, TOAST_MS.productFrame);
    } finally {
      setSaving(false);
    }
  };

  const target = (appliesTo: FrameTarget) => t(appliesTo === 'RULE' ? 'frames.byRule' : 'frames.byPids');
  const theirs = stale?.current && frame ? initialValues({ ...frame, ...(stale.current as Partial<ProductFrame>) }) : null;
  return {
    values,
    set,
    errorOf,
    saving,
    save: () => send(base.revision),
    guard,
    labelOf,
    /** The newer save that refused this one (409), until Reload or Overwrite; the user's and their values in words. */
    stale: stale && { conflict: stale, yours: shownFields(values, target), theirs: theirs && shownFields(theirs, target) },
    /** Takes the other person's frame into the form; the next save is based on it. */
    reload: () => {
      if (!stale) return;
      const next = { revision: stale.revision, values: theirs ?? values };
      setBase(next);
      setValues(next.values);
      setStale(null);
      void queryClient.invalidateQueries({ queryKey: [FRAMES_RESOURCE] });
    },
    /** Saves the user's values over the other person's change, through its revision. */
    overwrite: () => {
      if (!stale) return;
      setBase((b) => ({ ...b, revision: stale.revision }));
      return send(stale.revision);
    },
  };
}

/** Whether two lists hold the same PIDs, in any order. */
const sameIds = (a: readonly number[], b: readonly number[]) => {
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
};
