import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormText } from '../../../components/form/form-fields.tsx';
import { CAMPAIGN_DETAILS_MAX_LENGTH } from '../../../domain/campaigns/campaign-code.ts';
import { createCampaignRequestSchema, type Campaign } from '../../../domain/campaigns/contracts.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { saveCampaign } from '../api/save-campaign.ts';
import { CAMPAIGNS_NS } from '../i18n.ts';
import { CAMPAIGNS_RESOURCE } from '../api/get-campaigns.ts';
import { CampaignCodeField } from './campaign-code-field.tsx';

/**
 * 'Add new campaign' or 'Edit campaign' (spec 000 §2): Save waits for a code and says so; a code that
 * exists is 'campaign code already exists' on the field and in a 2 s toast (§8). The grid reloads by itself.
 * An edit is saved at the revision it was opened at: History in the header, a save someone else's
 * beat shown beside theirs (Reload, Overwrite), and Undo in the toast.
 */
export function CampaignDrawer({ campaign, onClose, onSaved }: { campaign: Campaign | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const form = useEntityForm({
    schema: createCampaignRequestSchema,
    defaultValues: { campaignCode: campaign?.campaignCode ?? '', details: campaign?.details ?? '' },
    labelOf: (field) => t(`form.${field}`),
    // A taken code is refused (409) with the spec's words in the user's language, in the toast and on the field.
    save: (body, revision) => saveCampaign(campaign?.id ?? null, body, revision),
    // An edit only: a new campaign's toast keeps the spec's 2 s, without Undo (that would be a delete).
    tracked: campaign
      ? {
          entity: 'campaign',
          id: campaign.id,
          revision: campaign.revision,
          name: campaign.campaignCode,
          valuesOf: (current) => ({ campaignCode: String(current.campaignCode ?? ''), details: String(current.details ?? '') }),
        }
      : undefined,
    invalidates: [CAMPAIGNS_RESOURCE],
    toastMs: TOAST_MS.default,
    checkAsTyped: true,
    onSaved,
  });
  const details = (form.methods.watch('details') ?? '').length;

  return (
    <FormDrawer form={form} title={t(campaign ? 'form.editTitle' : 'form.title')} editing={Boolean(campaign)} onClose={onClose}>
      <CampaignCodeField form={form} />
      <FormText
        form={form}
        name="details"
        multiline
        maxLength={CAMPAIGN_DETAILS_MAX_LENGTH}
        hint={t('form.detailsHint', { length: details, max: CAMPAIGN_DETAILS_MAX_LENGTH })}
      />
    </FormDrawer>
  );
}
