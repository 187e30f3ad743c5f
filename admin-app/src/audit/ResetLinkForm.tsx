import { useState, type FormEvent } from 'react';
import { isEmail, PASSWORD_RESET_MINUTES } from '@gia/domain';
import { Button, errorMessage, SelectField, TextField, useT } from '@gia/shared-ui';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { issuePasswordReset } from './audit-log';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

const ROLES = ['customer', 'vendor', 'admin'] as const;

/** Makes a one-time reset link for any account, shown once for the admin to hand over; the issue is audited. */
export function ResetLinkForm({ onIssued }: { onIssued(): void }) {
  const t = useT();
  const [role, setRole] = useState<(typeof ROLES)[number]>('customer');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ url: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const roleLabel = {
    customer: t('identity.role.customer'),
    vendor: t('identity.role.vendor'),
    admin: t('identity.role.admin')
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setProblem(t('form.fieldRequired', { label: t('identity.resetLink.email') }));
    if (!isEmail(trimmed)) return setProblem(t('auth.invalidEmail'));
    setProblem(null);
    setError(null);
    setIssued(null);
    setBusy(true);
    try {
      setIssued(await issuePasswordReset(role, trimmed));
      onIssued();
    } catch (err) {
      setError(errorMessage(err, t('error.network')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="gia-card-panel" aria-labelledby="reset-link-title">
      <h2 id="reset-link-title">{t('identity.resetLink.title')}</h2>
      <p>{t('identity.resetLink.intro', { minutes: PASSWORD_RESET_MINUTES })}</p>
      <form className="gia-form" noValidate onSubmit={(e) => void submit(e)}>
        {error && (
          <p className="gia-form-error" role="alert">
            {error}
          </p>
        )}
        <SelectField
          label={t('identity.resetLink.role')}
          name="role"
          value={role}
          options={ROLES.map((r) => ({ value: r, label: roleLabel[r] }))}
          onChange={(e) => setRole(e.target.value as (typeof ROLES)[number])}
        />
        <TextField
          label={t('identity.resetLink.email')}
          name="email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problem}
        />
        <Button type="submit" busy={busy} busyLabel={t('common.submitting')}>
          {t('identity.resetLink.make')}
        </Button>
      </form>
      {issued && (
        <div role="status">
          <p>{issued.message}</p>
          <TextField
            label={t('identity.resetLink.copy')}
            name="reset-url"
            readOnly
            value={issued.url}
            onFocus={(e) => e.target.select()}
          />
        </div>
      )}
    </section>
  );
}
