import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_CODE_MAX_LENGTH, CAMPAIGN_DETAILS_MAX_LENGTH, normaliseCampaignCode } from '../../domain/campaigns/campaign-code.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { createCampaign } from './api/create-campaign.ts';
import { CAMPAIGNS_NS } from './i18n.ts';

type Field = 'campaignCode' | 'details';

/**
 * The 'Add new campaign' drawer: the code is normalised as it is typed (the server does the same),
 * Save waits for a code, a duplicate is 'campaign code already exists' (spec 000 §8).
 */
export function useAddCampaignForm(onCreated: () => void) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const [campaignCode, setCampaignCode] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const changeCode = (raw: string) => {
    setCampaignCode(normaliseCampaignCode(raw).slice(0, CAMPAIGN_CODE_MAX_LENGTH));
    // The server's complaint was about the old code.
    setErrors((e) => ({ ...e, campaignCode: undefined }));
  };
  const changeDetails = (value: string) => {
    setDetails(value.slice(0, CAMPAIGN_DETAILS_MAX_LENGTH));
    setErrors((e) => ({ ...e, details: undefined }));
  };

  const canSubmit = campaignCode.length > 0 && !saving;

  const submit = async () => {
    if (!canSubmit) return;
    setSaving(true);
    try {
      const { message } = await createCampaign({ campaignCode, details });
      toast.success(message, TOAST_MS.default);
      onCreated();
    } catch (error) {
      if (isApiError(error) && error.httpStatus === 409) {
        toast.error(t('duplicate'), TOAST_MS.default);
        setErrors({ campaignCode: t('duplicate') });
      } else {
        toast.failure(error, TOAST_MS.default);
        const onFields = isApiError(error) ? error.fieldErrors.filter((e) => e.field === 'campaignCode' || e.field === 'details') : [];
        if (onFields.length > 0) setErrors(Object.fromEntries(onFields.map((e) => [e.field, e.message])));
      }
    } finally {
      setSaving(false);
    }
  };

  return { campaignCode, details, changeCode, changeDetails, errors, submit, saving, canSubmit };
}
