import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PASSWORD_RESET_MINUTES, ROLE_HOME, isEmail } from '@gia/domain';
import { Button, Page, TextField, api, errorMessage, useT } from '@gia/shared-ui';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { PasswordField } from './PasswordField';
import { PasswordRule } from '@gia/shared-ui/requests/password-rule';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

/** Where each kind of account signs in, for the links after a reset. */
function SignInLinks() {
  const t = useT();
  return (
    <nav aria-label={t('identity.screen.signInAs')} className="gia-actions">
      <Link to={ROLE_HOME.customer.signIn}>{t('identity.screen.signInCustomer')}</Link>
      <Link to={ROLE_HOME.vendor.signIn}>{t('identity.screen.signInVendor')}</Link>
      <Link to={ROLE_HOME.admin.signIn}>{t('identity.screen.signInAdmin')}</Link>
    </nav>
  );
}

/** Asks for a link to set a new password; the answer is the same whether or not an account uses the email. */
function ForgotPassword() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setProblem(t('form.fieldRequired', { label: t('auth.email') }));
    if (!isEmail(trimmed)) return setProblem(t('auth.invalidEmail'));
    setProblem(null);
    setError(null);
    setBusy(true);
    try {
      await api.post('/global/forgotPassword', { email: trimmed });
      setSent(true);
    } catch (err) {
      setError(errorMessage(err, t('identity.vendors.actionFailed', { reason: t('error.network') })));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t('identity.screen.forgotTitle')} back="/">
      {sent ? (
        <div className="gia-card-panel">
          <p role="status">{t('identity.forgotAnswer', { minutes: PASSWORD_RESET_MINUTES })}</p>
          <SignInLinks />
        </div>
      ) : (
        <form className="gia-form gia-card-panel" noValidate onSubmit={(e) => void submit(e)}>
          <p>{t('identity.screen.forgotIntro', { minutes: PASSWORD_RESET_MINUTES })}</p>
          {error && (
            <p className="gia-form-error" role="alert">
              {error}
            </p>
          )}
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={problem}
          />
          <Button type="submit" busy={busy} busyLabel={t('common.submitting')}>
            {t('identity.screen.sendLink')}
          </Button>
          <SignInLinks />
        </form>
      )}
    </Page>
  );
}

/** Sets a new password with the one-time token of a reset link. */
function NewPassword({ token }: { token: string }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setProblem(t('form.fieldRequired', { label: t('identity.screen.newPassword') }));
    setProblem(null);
    setError(null);
    setBusy(true);
    try {
      await api.post('/global/resetPassword', { token, password });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, t('identity.resetInvalid', { minutes: PASSWORD_RESET_MINUTES })));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t('identity.screen.resetTitle')} back="/">
      {done ? (
        <div className="gia-card-panel">
          <p role="status">{t('identity.resetDone')}</p>
          <SignInLinks />
        </div>
      ) : (
        <form className="gia-form gia-card-panel" noValidate onSubmit={(e) => void submit(e)}>
          {error && (
            <p className="gia-form-error" role="alert">
              {error}
            </p>
          )}
          {/* The account's kind is not known here: both rules are said. */}
          <PasswordField
            label={t('identity.screen.newPassword')}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problem}
            hint={<PasswordRule role="any" password={password} />}
          />
          <Button type="submit" busy={busy} busyLabel={t('common.submitting')}>
            {t('identity.screen.setPassword')}
          </Button>
          <Link to="/ResetPassword">{t('identity.screen.forgotTitle')}</Link>
        </form>
      )}
    </Page>
  );
}

/** `/ResetPassword`: with `?token=` from a reset link, set a new password; without, ask for a link. */
export function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPassword key={token} token={token} /> : <ForgotPassword />;
}
