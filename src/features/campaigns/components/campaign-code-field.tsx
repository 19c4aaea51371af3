import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_CODE_MAX_LENGTH, normaliseCampaignCode } from '../../../domain/campaigns/campaign-code.ts';
import type { CreateCampaignRequest } from '../../../domain/campaigns/contracts.ts';
import type { EntityForm } from '../../../lib/form/use-entity-form.ts';
import { CAMPAIGNS_NS } from '../i18n.ts';

/** Campaign Code, normalised as it is typed (spec 000 §5): letters, digits, _ and - kept, in capitals. */
export function CampaignCodeField({ form }: { form: EntityForm<CreateCampaignRequest> }) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const { field } = useController({ control: form.control, name: 'campaignCode' });
  const code = (field.value as string | undefined) ?? '';
  const error = form.errorOf('campaignCode');
  const input = useRef<HTMLInputElement>(null);
  // Stripping and upper-casing rewrite the value; without this the caret would jump to the end on every key.
  // A key that is stripped leaves the value as it was, yet React still resets the input: count every edit.
  const caret = useRef<number | null>(null);
  const [edits, setEdits] = useState(0);
  useLayoutEffect(() => {
    if (caret.current !== null && input.current === document.activeElement) input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [code, edits]);

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    caret.current = Math.min(normaliseCampaignCode(value.slice(0, selectionStart ?? value.length)).length, CAMPAIGN_CODE_MAX_LENGTH);
    const next = normaliseCampaignCode(value).slice(0, CAMPAIGN_CODE_MAX_LENGTH);
    // Only stripped characters typed: nothing changed, so nothing to check (no 'Required' before a real edit).
    if (next !== code) field.onChange(next);
    setEdits((n) => n + 1);
  };

  return (
    <TextField
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        field.ref(element);
      }}
      name={field.name}
      label={form.labelOf('campaignCode')}
      value={code}
      onChange={type}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? t('form.codeHint', { length: code.length, max: CAMPAIGN_CODE_MAX_LENGTH })}
      required
      autoFocus
      autoComplete="off"
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' } }}
    />
  );
}
