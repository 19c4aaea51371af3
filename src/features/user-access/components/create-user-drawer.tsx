import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormSwitch, FormText } from '../../../components/form/form-fields.tsx';
import { USER_ACCESS_NS } from '../i18n.ts';
import { useCreateUserForm } from '../use-create-user-form.ts';

/** 'Add New': a right-hand drawer creating an account; the list shows it once it exists. */
export function CreateUserDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const form = useCreateUserForm(onClose);

  return (
    <FormDrawer form={form} title={t('create.title')} editing={false} onClose={onClose}>
      <FormText form={form} name="employeeNo" dir="ltr" autoFocus />
      <FormText form={form} name="email" dir="ltr" />
      <FormText form={form} name="firstName" />
      <FormText form={form} name="lastName" />
      <FormText form={form} name="designation" />
      <FormText form={form} name="company" />
      <FormText form={form} name="password" type="password" />
      <FormSwitch form={form} name="isAdmin" hint={t('create.isAdminHint')} />
      <FormSwitch form={form} name="enabled" hint={t('create.enabledHint')} />
    </FormDrawer>
  );
}
