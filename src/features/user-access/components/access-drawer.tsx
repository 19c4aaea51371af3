import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import type { AdminUser } from '../../../domain/users/contracts.ts';
import { GRANTABLE_AREAS } from '../grantable-pages.ts';
import { USER_ACCESS_NS } from '../i18n.ts';
import { useAccessForm } from '../use-access-form.ts';
import { userName } from '../user-name.ts';
import { AccessArea } from './access-area.tsx';
import { CopyAccess } from './copy-access.tsx';

/** 'Access': None, L1 (open) or L2 (change) for every page a grant can name, grouped by area. */
export function AccessDrawer({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const access = useAccessForm(user, onClose);

  return (
    <FormDrawer
      form={access.form}
      title={t('access.title', { name: userName(user) })}
      editing={false}
      onClose={onClose}
      disabledReason={access.disabledReason}
    >
      <Typography variant="body2" color="text.secondary">
        {t('access.help')}
      </Typography>
      {user.isAdmin && <Alert severity="info">{t('access.adminNote')}</Alert>}
      {access.loading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-hidden />
          {t('access.loading')}
        </Box>
      ) : (
        <>
          <CopyAccess user={user} access={access} />
          {GRANTABLE_AREAS.map(({ area, pages }) => (
            <AccessArea key={area} area={area} pages={pages} access={access} />
          ))}
        </>
      )}
    </FormDrawer>
  );
}
