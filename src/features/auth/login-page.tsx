import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { AUTH_NS } from './i18n.ts';
import { SubmitButton } from './submit-button.tsx';
import { useLoginForm } from './use-login-form.ts';

/** /login: guests only, shown without navbar, toolbar or footer. */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const form = useLoginForm();
  const usernameError = form.errorOf('username');
  const passwordError = form.errorOf('password');
  const { username, password } = form.fields;

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h5" align="center" gutterBottom sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <Box component="form" noValidate onSubmit={(event) => void form.submit(event)} aria-busy={form.submitting}>
            <TextField
              name={username.name}
              inputRef={username.ref}
              label={t('username')}
              autoComplete="username"
              value={username.value}
              onChange={username.onChange}
              onBlur={username.onBlur}
              error={Boolean(usernameError)}
              helperText={usernameError}
              slotProps={{ htmlInput: { 'aria-required': true } }}
              margin="normal"
              fullWidth
              autoFocus
            />
            <PasswordField
              name={password.name}
              inputRef={password.ref}
              label={t('password')}
              autoComplete="current-password"
              value={password.value}
              onChange={password.onChange}
              onBlur={password.onBlur}
              error={Boolean(passwordError)}
              helperText={passwordError}
              slotProps={{ htmlInput: { 'aria-required': true } }}
              margin="normal"
              fullWidth
            />
            {form.wait ? (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {form.wait}
              </Alert>
            ) : null}
            <SubmitButton disabled={!form.canSubmit} hint={form.hint}>
              {form.submitting ? t('signingIn') : t('login')}
            </SubmitButton>
          </Box>
          <Typography variant="body2" align="center" sx={{ mt: 2 }}>
            {t('noAccount')}{' '}
            <Link component={RouterLink} to="/register">
              {t('register')}
            </Link>
          </Typography>
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
            <LanguageSwitch />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export default LoginPage;
