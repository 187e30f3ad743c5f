import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  TextField,
  awaitsEmailConfirmation,
  loginErrorText,
  useAuthStore,
  useNotice,
  useT
} from '@gia/shared-ui';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { afterSignIn } from '../../routing/return-path';
import { PasswordField } from './PasswordField';
import { ResendLink } from './ResendLink';
import { useFormValues } from './use-form-values';
import type { VendorView } from './VendorPortal';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

export function VendorSignIn({ onSwitch }: { onSwitch(view: VendorView): void }) {
  const t = useT();
  const notice = useNotice();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAuthStore((s) => s.login);
  const { values, onChange } = useFormValues({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!values.email.trim() || !values.password) return setError(t('vendor.allRequired'));
    setError(null);
    setUnconfirmed(false);
    setBusy(true);
    try {
      await login('vendor', { email: values.email.trim(), password: values.password });
      notice.success(t('vendor.loggedIn'));
      navigate(afterSignIn(location.state, 'vendor'), { replace: true });
    } catch (err) {
      setError(loginErrorText(err, 'vendor'));
      setUnconfirmed(awaitsEmailConfirmation(err));
      setBusy(false);
    }
  }

  return (
    <form className="gia-form gia-card-panel" noValidate onSubmit={(e) => void submit(e)}>
      {error && (
        <p className="gia-form-error" role="alert">
          {error}
        </p>
      )}
      {unconfirmed && <ResendLink email={values.email} />}
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="username"
        required
        value={values.email}
        onChange={onChange}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={onChange}
      />
      <Button type="submit" busy={busy} busyLabel={t('auth.loggingIn')}>
        {t('auth.signIn')}
      </Button>
      <div className="gia-actions">
        <Button variant="link" disabled={busy} onClick={() => onSwitch('vendor_signup')}>
          {t('vendor.toSignUp')}
        </Button>
        <Link to="/ResetPassword">{t('identity.screen.forgotLink')}</Link>
        <Button variant="link" disabled={busy} onClick={() => onSwitch('landing')}>
          {t('common.back')}
        </Button>
      </div>
    </form>
  );
}
