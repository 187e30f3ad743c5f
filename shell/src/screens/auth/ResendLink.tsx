import { useState } from 'react';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { Button, api, errorMessage, useT } from '@gia/shared-ui';

// This screen part shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

/** Asks for a new link that confirms the email; the answer is the same whether or not an account waits for it. */
export function ResendLink({ email }: { email: string }) {
  const t = useT();
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await api.post('/global/resendVerification', { email: email.trim() });
      setAnswer(t('identity.resendAnswer'));
    } catch (err) {
      setAnswer(errorMessage(err, t('identity.vendors.actionFailed', { reason: t('error.network') })));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="gia-actions">
      <Button variant="secondary" busy={busy} busyLabel={t('common.submitting')} onClick={() => void resend()}>
        {t('identity.screen.resend')}
      </Button>
      {answer && <p role="status">{answer}</p>}
    </div>
  );
}

/** What a sign-up shows when mail is set up: read your mail (whether the email was new or taken), or ask again. */
export function CheckYourEmail({ email }: { email: string }) {
  const t = useT();
  return (
    <div className="gia-card-panel">
      <h2>{t('identity.screen.checkEmailTitle')}</h2>
      <p role="status">{t('identity.signupCheckEmail')}</p>
      <ResendLink email={email} />
    </div>
  );
}
