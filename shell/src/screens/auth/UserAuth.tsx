import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { MessageKey } from '@gia/domain';
import { Button, Page, TextField, awaitsEmailConfirmation, loginErrorText, useAuthStore, useT } from '@gia/shared-ui';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { afterSignIn } from '../../routing/return-path';
import { PasswordField } from './PasswordField';
import { PasswordRule } from '@gia/shared-ui/requests/password-rule';
import { CheckYourEmail, ResendLink } from './ResendLink';
import { useFormValues } from './use-form-values';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

type Mode = 'signin' | 'signup';
type Field = 'user_name' | 'email' | 'password';

const FIELDS: Record<Mode, Field[]> = { signin: ['email', 'password'], signup: ['user_name', 'email', 'password'] };
const LABEL: Record<Field, MessageKey> = { user_name: 'auth.name', email: 'auth.email', password: 'auth.password' };

/** The customers' one shared sign-in / sign-up form: every input required. */
function UserAuth({ mode }: { mode: Mode }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { login, signup } = useAuthStore();
  const { values, onChange } = useFormValues<Field>({ user_name: '', email: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [checkEmail, setCheckEmail] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const blank = FIELDS[mode].filter((f) => !values[f].trim());
    setMissing(Object.fromEntries(blank.map((f) => [f, t('form.fieldRequired', { label: t(LABEL[f]) })])));
    if (blank.length) return;
    setError(null);
    setUnconfirmed(false);
    setBusy(true);
    try {
      const { email, password, user_name } = values;
      if (mode === 'signin') await login('customer', { email: email.trim(), password });
      else if (!(await signup('customer', { user_name: user_name.trim(), email: email.trim(), password }))) {
        setCheckEmail(true);
        return;
      }
      navigate(afterSignIn(location.state, 'customer'), { replace: true });
    } catch (err) {
      setError(loginErrorText(err, 'user'));
      setUnconfirmed(awaitsEmailConfirmation(err));
      setBusy(false);
    }
  }

  const other =
    mode === 'signin' ? { to: '/signup', label: t('auth.toSignUp') } : { to: '/signin', label: t('auth.toSignIn') };
  return (
    <Page title={t(mode === 'signin' ? 'auth.userSignInHeading' : 'auth.userSignUpHeading')} back="/">
      {checkEmail ? (
        <CheckYourEmail email={values.email} />
      ) : (
        <form className="gia-form gia-card-panel" noValidate onSubmit={(e) => void submit(e)}>
          {error && (
            <p className="gia-form-error" role="alert">
              {error}
            </p>
          )}
          {unconfirmed && <ResendLink email={values.email} />}
          {mode === 'signup' && (
            <TextField
              label={t('auth.name')}
              name="user_name"
              autoComplete="name"
              required
              value={values.user_name}
              onChange={onChange}
              error={missing.user_name}
            />
          )}
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={onChange}
            error={missing.email}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            required
            value={values.password}
            onChange={onChange}
            error={missing.password}
            autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
            hint={
              mode === 'signup' ? (
                <PasswordRule role="customer" password={values.password} personal={[values.user_name, values.email]} />
              ) : undefined
            }
          />
          <Button type="submit" busy={busy} busyLabel={t(mode === 'signin' ? 'auth.loggingIn' : 'common.submitting')}>
            {t(mode === 'signin' ? 'auth.signIn' : 'auth.signUp')}
          </Button>
          <Link to={other.to} state={location.state}>
            {other.label}
          </Link>
          {mode === 'signin' && <Link to="/ResetPassword">{t('identity.screen.forgotLink')}</Link>}
        </form>
      )}
    </Page>
  );
}

export function UserSignIn() {
  return <UserAuth mode="signin" />;
}

export function UserSignUp() {
  return <UserAuth mode="signup" />;
}
