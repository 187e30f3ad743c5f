import { useEffect, useRef, useState } from 'react';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EMAIL_VERIFY_MINUTES, ROLE_HOME, type Role } from '@gia/domain';
import { Page, Spinner, TextField, api, useAuthStore, useNotice, useT, type LoginResponse } from '@gia/shared-ui';
import { ResendLink } from './ResendLink';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

/**
 * `/VerifyEmail?token=`: the link mailed after a sign-up. Opening it confirms the email and signs the
 * person in; a used or old link says so and offers a new one.
 */
export function VerifyEmail() {
  const t = useT();
  const notice = useNotice();
  const navigate = useNavigate();
  const setSession = useAuthStore((s) => s.setSession);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Without a token there is no link to use: the screen offers a new one at once.
  const [failed, setFailed] = useState(!token);
  const [email, setEmail] = useState('');
  // The link works once: it is used once even when the screen is drawn twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api.post<LoginResponse>('/global/verifyEmail', { token }).then(
      ({ data }) => {
        const role = data.user.role as Role;
        setSession(data, role);
        notice.success(t('identity.verifyDone'));
        navigate(ROLE_HOME[role].home, { replace: true });
      },
      () => setFailed(true)
    );
  }, [token, setSession, notice, navigate, t]);

  return (
    <Page title={t('identity.screen.verifyTitle')} back="/">
      {failed ? (
        <div className="gia-form gia-card-panel">
          <p className="gia-form-error" role="alert">
            {t('identity.verifyInvalid', { hours: EMAIL_VERIFY_MINUTES / 60 })}
          </p>
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <ResendLink email={email} />
        </div>
      ) : (
        <Spinner label={t('identity.screen.verifying')} />
      )}
    </Page>
  );
}
