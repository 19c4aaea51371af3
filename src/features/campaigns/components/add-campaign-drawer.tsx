import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../../components/side-drawer.tsx';
import { CAMPAIGN_CODE_MAX_LENGTH, CAMPAIGN_DETAILS_MAX_LENGTH, normaliseCampaignCode } from '../../../domain/campaigns/campaign-code.ts';
import { CAMPAIGNS_NS } from '../i18n.ts';
import { useAddCampaignForm } from '../use-add-campaign-form.ts';

/** 'Add new campaign': Campaign Code (normalised as typed) and Details; the grid reloads once saved. */
export function AddCampaignDrawer({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const form = useAddCampaignForm(onCreated);
  const codeRef = useRef<HTMLInputElement>(null);
  // Stripping and upper-casing rewrite the value; without this the caret would jump to the end on every key.
  // A key that is stripped leaves the value as it was, yet React still resets the input: count every edit.
  const caret = useRef<number | null>(null);
  const [edits, setEdits] = useState(0);
  useLayoutEffect(() => {
    if (caret.current !== null && codeRef.current === document.activeElement)
      codeRef.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [form.campaignCode, edits]);

  const typeCode = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    caret.current = Math.min(normaliseCampaignCode(value.slice(0, selectionStart ?? value.length)).length, CAMPAIGN_CODE_MAX_LENGTH);
    form.changeCode(value);
    setEdits((n) => n + 1);
  };

  return (
    <SideDrawer
      open
      title={t('add.title')}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitLabel={t('add.save')}
      submitDisabled={!form.canSubmit}
      saving={form.saving}
    >
      <TextField
        inputRef={codeRef}
        label={t('add.campaignCode')}
        value={form.campaignCode}
        onChange={typeCode}
        error={Boolean(form.errors.campaignCode)}
        helperText={form.errors.campaignCode ?? t('add.codeHint', { length: form.campaignCode.length, max: CAMPAIGN_CODE_MAX_LENGTH })}
        required
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' } }}
      />
      <TextField
        label={t('add.details')}
        value={form.details}
        onChange={(e) => form.changeDetails(e.target.value)}
        error={Boolean(form.errors.details)}
        helperText={form.errors.details ?? t('add.detailsHint', { length: form.details.length, max: CAMPAIGN_DETAILS_MAX_LENGTH })}
        multiline
        minRows={3}
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'auto', maxLength: CAMPAIGN_DETAILS_MAX_LENGTH } }}
      />
    </SideDrawer>
  );
}
