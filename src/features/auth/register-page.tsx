import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { AUTH_NS } from './i18n.ts';
import { addRegisterStrings, REGISTER_NS } from './register-i18n.ts';
import { SubmitButton } from './submit-button.tsx';
import { REGISTER_FIELDS, useRegisterForm } from './use-register-form.ts';

addRegisterStrings();

const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  password: 'new-password',
  firstName: 'given-name',
  lastName: 'family-name',
  designation: 'organization-title',
  company: 'organization',
};

/** /register: guests only; the new account waits for an administrator to enable it. */
export function RegisterPage() {
  const { t } = useTranslation(REGISTER_NS);
  const { t: authT } = useTranslation(AUTH_NS);
  const form = useRegisterForm();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 460 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h5" align="center" gutterBottom sx={{ fontWeight: 700 }}>
            {t('registerTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" align="center">
            {t('registerNote')}
          </Typography>
          <Box component="form" noValidate onSubmit={(event) => void form.submit(event)} aria-busy={form.submitting}>
            {REGISTER_FIELDS.map((field) => (
              <Controller
                key={field}
                control={form.control}
                name={field}
                render={({ field: { ref, ...bound } }) => {
                  const error = form.errorOf(field);
                  const props = {
                    ...bound,
                    inputRef: ref,
                    label: t(`fields.${field}`),
                    error: Boolean(error),
                    helperText: error ?? (field === 'password' ? t('passwordRule') : undefined),
                    required: form.required.includes(field),
                    autoComplete: AUTOCOMPLETE[field] ?? 'off',
                    margin: 'dense' as const,
                    fullWidth: true,
                  };
                  return field === 'password' ? (
                    <PasswordField {...props} />
                  ) : (
                    <TextField type={field === 'email' ? 'email' : 'text'} {...props} />
                  );
                }}
              />
            ))}
            <SubmitButton disabled={!form.canSubmit} hint={form.hint}>
              {t('registerSubmit')}
            </SubmitButton>
          </Box>
          <Typography variant="body2" align="center" sx={{ mt: 2 }}>
            {t('haveAccount')}{' '}
            <Link component={RouterLink} to="/login">
              {authT('login')}
            </Link>
          </Typography>
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
            <LanguageSwitch />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export default RegisterPage;
