import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { AccessDrawer } from './components/access-drawer.tsx';
import { CreateUserDrawer } from './components/create-user-drawer.tsx';
import { ResetPasswordDialog } from './components/reset-password-dialog.tsx';
import { USER_ACCESS_NS } from './i18n.ts';
import { useUserAccess } from './use-user-access.ts';
import { useUserColumns } from './use-user-columns.tsx';
import { userName } from './user-name.ts';

/** /apps/user-access (administrators): accounts, their state and the pages each may open or change. */
export function UserAccessPage() {
  const { t } = useTranslation(USER_ACCESS_NS);
  const page = useUserAccess();
  const { list, toggling } = page;
  const columns = useUserColumns({ access: page.setGranting, toggleEnabled: page.setToggling, resetPassword: page.setResetting });

  return (
    <ListScreen
      title={t('title')}
      tableLabel={t('tableLabel')}
      list={list}
      columns={columns}
      getRowId={(user) => String(user.id)}
      filter={page}
      filters={<SearchField label={t('search')} placeholder={t('searchHint')} value={page.search} onChange={page.setSearch} />}
      onAdd={() => page.setCreating(true)}
      emptyText={t('noUsers')}
    >
      {page.creating && <CreateUserDrawer onClose={() => page.setCreating(false)} />}
      {page.granting && <AccessDrawer user={page.granting} onClose={() => page.setGranting(null)} />}
      {page.resetting && <ResetPasswordDialog user={page.resetting} onClose={() => page.setResetting(null)} />}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.enabled ? t('disableTitle') : t('enableTitle')}
        text={toggling ? t(toggling.enabled ? 'disableText' : 'enableText', { name: userName(toggling) }) : ''}
        confirmLabel={toggling?.enabled ? t('disable') : t('enable')}
        cancelLabel={t('cancel')}
        onConfirm={page.toggleEnabled}
        onClose={() => page.setToggling(null)}
        danger={toggling?.enabled}
      />
    </ListScreen>
  );
}

export default UserAccessPage;
