import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../../components/password-field.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../../components/side-drawer.tsx';
import { USER_ACCESS_NS } from '../i18n.ts';
import { useCreateUserForm, type CreateUserField } from '../use-create-user-form.ts';

const TEXT_FIELDS: { field: Exclude<CreateUserField, 'isAdmin' | 'enabled'>; required?: boolean; type?: string }[] = [
  { field: 'employeeNo', required: true },
  { field: 'email', required: true, type: 'email' },
  { field: 'firstName', required: true },
  { field: 'lastName' },
  { field: 'designation' },
  { field: 'company' },
  { field: 'password', required: true, type: 'password' },
];

/** 'Add New': a right-hand drawer creating an account; the list reloads once it exists. */
export function CreateUserDrawer({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const form = useCreateUserForm(onCreated);
  const adminHintId = useId();
  const enabledHintId = useId();

  return (
    <SideDrawer
      open
      title={t('create.title')}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitLabel={t('create.save')}
      submitDisabled={!form.canSubmit}
      saving={form.saving}
    >
      {TEXT_FIELDS.map(({ field, required, type }) => {
        const error = form.errorOf(field);
        const Field = type === 'password' ? PasswordField : TextField;
        return (
          <Field
            key={field}
            label={t(`create.${field}`)}
            {...(type === 'password' ? {} : { type })}
            value={form.values[field]}
            onChange={(e) => form.change(field, e.target.value)}
            onBlur={() => form.blur(field)}
            error={Boolean(error)}
            helperText={error}
            required={required}
            // The browser must neither fill in the administrator's own sign-in nor remember this one.
            autoComplete={type === 'password' ? 'new-password' : 'off'}
            autoFocus={field === 'employeeNo'}
          />
        );
      })}
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={form.values.isAdmin}
              onChange={(e) => form.change('isAdmin', e.target.checked)}
              slotProps={{ input: { 'aria-describedby': adminHintId } }}
            />
          }
          label={t('create.isAdmin')}
        />
        <FormHelperText id={adminHintId}>{t('create.isAdminHint')}</FormHelperText>
      </div>
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={form.values.enabled}
              onChange={(e) => form.change('enabled', e.target.checked)}
              slotProps={{ input: { 'aria-describedby': enabledHintId } }}
            />
          }
          label={t('create.enabled')}
        />
        <FormHelperText id={enabledHintId}>{t('create.enabledHint')}</FormHelperText>
      </div>
    </SideDrawer>
  );
}
