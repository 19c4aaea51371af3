import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormChoiceSelect, FormIdSelect, FormText } from '../../../components/form/form-fields.tsx';
import { HistoryButton } from '../../../components/history/history-button.tsx';
import { StalePanel } from '../../../components/history/stale-panel.tsx';
import { TOAST_MS } from '../../../domain/constants.ts';
import {
  AMOUNT_FIELDS,
  SHIPPING_MESSAGES,
  SHIPPING_TIERS,
  type ShippingCharge,
  type ShippingTier,
} from '../../../domain/shipment/shipping-charges.ts';
import { useTimeZone } from '../../../lib/date-time.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { COMMON_NS } from '../../../lib/i18n-common.ts';
import { useCountryLookup } from '../../../lib/lookups/reference-lookups.ts';
import { useDeliveryTypeLookup } from '../../../lib/lookups/shipment-lookups.ts';
import { sayHere } from '../../../lib/words.ts';
import { saveShippingCharge } from '../api/save-shipping-charge.ts';
import { useCurrencyLookup } from '../api/use-currency-lookup.ts';
import { SHIPPING_NS } from '../i18n.ts';
import { chargeFormSchema, checkCharge, earliestSchedule, editedCharge, newCharge, type ChargeFormValues } from './charge-form.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { useDeliveryTypeName } from './use-delivery-type-name.ts';

export const SHIPPING_CHARGES = 'shipping-charges';

/** The form's values for the setting as another user left it: their amounts and status, the user's own schedule choice. */
const theirValues = (current: Record<string, unknown>, typed: ChargeFormValues): ChargeFormValues => ({
  ...editedCharge(current as ShippingCharge),
  updateChanges: typed.updateChanges,
  scheduleDate: typed.scheduleDate,
});

/**
 * The shipping modal (spec 002 §2, §5): Add New in `tier`, or Edit of `charge`, where only the
 * amounts and the status can change. Messages and errors show for 4 s (§8 snackbar). An edit is
 * based on the setting's revision the grid read: a stale one shows the other person's values beside
 * the user's, with Reload and Overwrite. History lists every change of the setting. An add's toast
 * offers Undo; an edit's does not (it adds a version, which stays on record as it applied: a change
 * still waiting is withdrawn from the grid instead).
 */
export function ChargeDialog({ tier, charge, onClose }: { tier: ShippingTier; charge: ShippingCharge | null; onClose: () => void }) {
  const { t } = useTranslation(SHIPPING_NS);
  const timeZone = useTimeZone();
  const editing = charge !== null;
  const countries = useCountryLookup();
  const currencies = useCurrencyLookup();
  const types = useDeliveryTypeLookup();
  const typeName = useDeliveryTypeName();
  const labelOf = (field: string) => t(`fields.${field}`);
  const name = charge ? `${t(`tiers.${charge.tier}`)} · ${charge.countryCode} · ${typeName(charge.deliveryType)}` : undefined;
  const form = useEntityForm({
    schema: chargeFormSchema,
    defaultValues: charge ? editedCharge(charge) : newCharge(tier),
    labelOf,
    save: async (values, revision) => {
      const checked = checkCharge(values, editing, timeZone);
      if (checked.ok) {
        const reply = await saveShippingCharge(charge?.id ?? null, checked.body, revision);
        if (!editing) return reply;
        // No Undo for an edit: without the revision the form offers none (the dialog closes on save).
        const { revision: _revision, ...data } = reply.data;
        return { ...reply, data };
      }
      // The server's own words for the same checks (spec 002 §5), in the user's language.
      const message = {
        schedule: SHIPPING_MESSAGES.chooseSchedule,
        required: SHIPPING_MESSAGES.required(checked.fields.map(labelOf)),
        date: SHIPPING_MESSAGES.fromYesterday,
      }[checked.problem];
      for (const field of checked.fields) {
        const own = {
          schedule: SHIPPING_MESSAGES.selectOption,
          required: SHIPPING_MESSAGES.required([labelOf(field)]),
          date: SHIPPING_MESSAGES.fromYesterday,
        };
        form.methods.setError(field as keyof ChargeFormValues, { type: 'check', message: sayHere(own[checked.problem]) });
      }
      throw new Error(sayHere(message));
    },
    tracked: { entity: 'shipping-charge', id: charge?.id ?? null, revision: charge?.revision ?? null, name, valuesOf: theirValues },
    invalidates: [SHIPPING_CHARGES],
    toastMs: TOAST_MS.snackbar,
    onSaved: onClose,
  });
  const { stale } = form;
  const yours = useWatch({ control: form.control, disabled: !stale }) as ChargeFormValues;
  const choices = useMemo(
    () => ({
      tiers: SHIPPING_TIERS.map((value) => ({ value, label: t(`tiers.${value}`) })),
      types: types.options.map((d) => ({ value: d.code, label: typeName(d.code) })),
      currencies: currencies.options.map((c) => ({ value: c.currencyCode, label: c.currencyCode })),
      status: [
        { value: true, label: t('statusTrue') },
        { value: false, label: t('statusFalse') },
      ],
    }),
    [t, types, typeName, currencies.options],
  );
  // The store's countries only (serviceAvail); the one being edited stays shown whatever it is.
  const serviceCountries = { ...countries, options: countries.options.filter((c) => c.serviceAvail || c.Id === charge?.countryId) };
  const pickCountry = (id: number | null) => {
    const currency = countries.options.find((c) => c.Id === id)?.currencyCode;
    if (currency) form.methods.setValue('currencyCode', currency, { shouldDirty: true });
  };

  return (
    <FormDialog
      form={form}
      title={t(editing ? 'editTitle' : 'addTitle')}
      submitLabel={t(editing ? 'updateAndSave' : 'save', { ns: COMMON_NS })}
      onClose={onClose}
    >
      {charge && name ? (
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', mt: -1, mb: -1 }}>
          <HistoryButton entity="shipping-charge" id={charge.id} name={name} labelOf={labelOf} invalidates={[SHIPPING_CHARGES]} />
        </Box>
      ) : null}
      {stale ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <StalePanel
            stale={stale}
            yours={yours as Record<string, unknown>}
            theirs={stale.current ? (theirValues(stale.current, yours) as Record<string, unknown>) : null}
            labelOf={labelOf}
            onReload={form.reload}
            onOverwrite={() => void form.overwrite()}
          />
        </Box>
      ) : null}
      <ScheduleFields form={form} min={earliestSchedule(timeZone)} />
      <FormChoiceSelect form={form} name="tier" options={choices.tiers} disabled={editing} />
      <FormChoiceSelect form={form} name="deliveryType" options={choices.types} disabled={editing} />
      <FormIdSelect form={form} name="countryId" pickList={serviceCountries} onPicked={pickCountry} disabled={editing} />
      <FormChoiceSelect form={form} name="currencyCode" options={choices.currencies} disabled={editing} />
      {AMOUNT_FIELDS.map((field) => (
        <FormText key={field} form={form} name={field} type="number" />
      ))}
      <FormChoiceSelect form={form} name="status" options={choices.status} />
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {editing ? `${t('editHint')} ` : ''}
        {t('timeZoneNote', { zone: timeZone })}
      </Typography>
    </FormDialog>
  );
}
