import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormIdSelect, FormStatusSelect, FormText } from '../../../components/form/form-fields.tsx';
import { numbersAsText } from '../../../domain/fields.ts';
import { STATE_SETTINGS_TOAST_MS } from '../../../domain/reference/constants.ts';
import { stateFormSchema, type State } from '../../../domain/reference/states.ts';
import { useEntityForm } from '../../../lib/form/use-entity-form.ts';
import { REFERENCE_RESOURCES as R, useCountryLookup } from '../../../lib/lookups/reference-lookups.ts';
import { saveState } from '../api/save-state.ts';
import { REFERENCE_NS } from '../i18n.ts';

/** Add New / Edit a state (spec 002 §2); a new one starts in `countryId`, the country the list shows. Toasts last 2 s (§8). */
export function StateDrawer({ state, countryId, onClose }: { state: State | null; countryId: number | null; onClose: () => void }) {
  const { t } = useTranslation(REFERENCE_NS);
  const form = useEntityForm({
    schema: stateFormSchema,
    defaultValues: state
      ? numbersAsText(state, ['displayOrder'])
      : { stateName: '', ar_StateName: '', stateCode: '', countryId, displayOrder: '0', status: 'a' as const },
    labelOf: (field) => t(`states.fields.${field}`),
    save: (body, revision) => saveState(state?.id ?? null, body, revision),
    tracked: {
      entity: 'state',
      id: state?.id ?? null,
      revision: state?.revision ?? null,
      name: state?.stateName,
      valuesOf: (current) => numbersAsText(current as State, ['displayOrder']),
    },
    // Areas show their state's name and code.
    invalidates: [R.states, R.areas],
    toastMs: STATE_SETTINGS_TOAST_MS,
    onSaved: onClose,
  });

  return (
    <FormDrawer form={form} title={t(state ? 'states.editTitle' : 'states.addTitle')} editing={Boolean(state)} onClose={onClose}>
      <FormText form={form} name="stateName" autoFocus />
      <FormText form={form} name="ar_StateName" dir="rtl" />
      <FormText form={form} name="stateCode" dir="ltr" />
      <FormIdSelect form={form} name="countryId" pickList={useCountryLookup()} />
      <FormText form={form} name="displayOrder" type="number" />
      <FormStatusSelect form={form} name="status" />
    </FormDrawer>
  );
}
