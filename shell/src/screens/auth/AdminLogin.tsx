import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, Page, TextField, loginErrorText, useAuthStore, useT } from '@gia/shared-ui';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { afterSignIn } from '../../routing/return-path';
import { PasswordField } from './PasswordField';
import { useFormValues } from './use-form-values';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

/** Admin sign-in: no checks in the browser (spec), the server's answer mapped to the spec's texts. */
export function AdminLogin() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAuthStore((s) => s.login);
  const { values, onChange } = useFormValues({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await login('admin', { email: values.email.trim(), password: values.password });
      navigate(afterSignIn(location.state, 'admin'), { replace: true });
    } catch (err) {
      setError(loginErrorText(err, 'admin'));
      setBusy(false);
    }
  }

  return (
    <Page title={t('auth.adminHeading')} back="/">
      <form className="gia-form gia-card-panel" noValidate onSubmit={(e) => void submit(e)}>
        {error && (
          <p className="gia-form-error" role="alert">
            {error}
          </p>
        )}
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={onChange}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={onChange}
        />
        <Button type="submit" busy={busy} busyLabel={t('auth.loggingIn')}>
          {t('auth.signIn')}
        </Button>
        <Link to="/ResetPassword">{t('identity.screen.forgotLink')}</Link>
      </form>
    </Page>
  );
}
