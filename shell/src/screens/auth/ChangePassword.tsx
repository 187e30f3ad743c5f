import { useState, type FormEvent } from 'react';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { ROLE_HOME, type Role } from '@gia/domain';
import { Button, Page, api, errorMessage, isApiError, useAuthStore, useT, type LoginResponse } from '@gia/shared-ui';
import { PasswordField } from './PasswordField';
import { PasswordRule } from '@gia/shared-ui/requests/password-rule';
import { useFormValues } from './use-form-values';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

type Field = 'current' | 'next';

/**
 * `/ChangePassword`, for every role: the current password and a new one, the new one's rule said under
 * its field before submitting. The server ends every other session and answers a new token for this one.
 */
export function ChangePassword() {
  const t = useT();
  const { role, user, setSession } = useAuthStore();
  const { values, onChange } = useFormValues<Field>({ current: '', next: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const kind: Role = role ?? 'customer';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const labels: Record<Field, string> = {
      current: t('identity.screen.currentPassword'),
      next: t('identity.screen.newPassword')
    };
    const blank = (['current', 'next'] as const).filter((f) => !values[f]);
    setProblems(Object.fromEntries(blank.map((f) => [f, t('form.fieldRequired', { label: labels[f] })])));
    if (blank.length) return;
    setBusy(true);
    try {
      const { data } = await api.post<LoginResponse>('/global/changePassword', {
        current: values.current,
        next: values.next
      });
      setSession({ accessToken: data.accessToken, user: data.user }, kind);
      setDone(true);
    } catch (err) {
      // A wrong current password belongs under its field; anything else the server says is about the new one.
      const code = isApiError<{ code?: string }>(err) ? err.response?.data?.code : undefined;
      if (code === 'identity.currentPasswordWrong') setProblems({ current: t('identity.currentPasswordWrong') });
      else setProblems({ next: errorMessage(err, t('identity.vendors.actionFailed', { reason: t('error.network') })) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t('identity.screen.changePasswordTitle')} back={ROLE_HOME[kind].home}>
      {done ? (
        <p className="gia-card-panel" role="status">
          {t('identity.passwordChanged')}
        </p>
      ) : (
        <form className="gia-form gia-card-panel" noValidate onSubmit={(e) => void submit(e)}>
          <PasswordField
            label={t('identity.screen.currentPassword')}
            name="current"
            autoComplete="current-password"
            required
            value={values.current}
            onChange={onChange}
            error={problems.current}
          />
          <PasswordField
            label={t('identity.screen.newPassword')}
            name="next"
            autoComplete="new-password"
            required
            value={values.next}
            onChange={onChange}
            error={problems.next}
            hint={<PasswordRule role={kind} password={values.next} personal={[user?.name ?? '', user?.email ?? '']} />}
          />
          <Button type="submit" busy={busy} busyLabel={t('common.submitting')}>
            {t('identity.screen.changePassword')}
          </Button>
        </form>
      )}
    </Page>
  );
}
