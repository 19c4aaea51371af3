import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RuleGroupType } from 'react-querybuilder';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { FieldError } from '../../../domain/envelope.ts';
import { PRODUCT_FRAME_PAGE } from '../../../domain/pricing/paths.ts';
import { FRAME_MESSAGES, type FrameTarget, type ProductFrame, type ProductFrameBody } from '../../../domain/pricing/product-frame.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { EMPTY_RULE, sameRule } from '../../../components/rule-builder/rule-builder.tsx';
import { useLeaveGuard } from '../../../lib/form/use-leave-guard.ts';
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

/** The create/edit form of a frame: its values, the server's field errors, the save (toasts 4 s, spec 000 §8), and a question before unsaved changes are left. */
export function useFrameForm(frame: ProductFrame | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialValues(frame));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  // Saved: the list opens once the guard has let go of the edit (the guard's effect runs first, being declared first).
  const [saved, setSaved] = useState(false);
  const guard = useLeaveGuard(!saved && !sameRule(values, initial));
  useEffect(() => {
    if (saved) void navigate(PRODUCT_FRAME_PAGE);
  }, [saved, navigate]);
  const set = (change: Partial<FrameValues>) => setValues((v) => ({ ...v, ...change }));
  const errorOf = (field: string) => errors.find((e) => e.field === field || e.field.startsWith(`${field}.`))?.message;

  const save = async () => {
    const tokens = values.pIds.split(/[\s,]+/).filter(Boolean);
    const notPid = values.appliesTo === 'PIDS' ? tokens.find((p) => !/^\d{1,10}$/.test(p)) : undefined;
    if (notPid !== undefined) {
      const message = FRAME_MESSAGES.notAPid(notPid);
      setErrors([{ field: 'pIds', message }]);
      return toast.error(message, TOAST_MS.productFrame);
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
      const reply = await saveProductFrame(frame?.id ?? null, body);
      toast.success(reply.message, TOAST_MS.productFrame);
      // The list is not on screen: refetch it too, so it opens with the saved frame.
      await queryClient.invalidateQueries({ queryKey: [FRAMES_RESOURCE], refetchType: 'all' });
      setSaved(true);
    } catch (error) {
      setErrors(isApiError(error) ? error.fieldErrors : []);
      toast.failure(error, TOAST_MS.productFrame);
    } finally {
      setSaving(false);
    }
  };
  return { values, set, errorOf, saving, save, guard };
}
