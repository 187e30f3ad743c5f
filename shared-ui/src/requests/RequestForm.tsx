import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkRequestFields, fieldLabel, serviceText, type FieldErrors, type ServiceKind } from '@gia/domain';
import { api, Button, Page, storedToken, useAuthStore, useConfirm, useNotice, useT } from '@gia/shared-ui';
import { FieldControl } from './FieldControl';
import { initialValues, serverFieldErrors, serverMessage, type FormValues } from './form-values';
import { insertPath } from './request-row';

/**
 * A kind's customer form, entirely from the catalogue: its fields, checked with the same rules as the
 * server before sending, the consent the law asks for, and the spec's confirm, busy, error and success texts.
 */
export function RequestForm({ kind }: { kind: ServiceKind }) {
  const t = useT();
  const confirm = useConfirm();
  const notice = useNotice();
  const token = useAuthStore((s) => s.token);
  const [values, setValues] = useState<FormValues>(() => initialValues(kind));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const consentId = useId();

  useEffect(() => {
    // After a refused attempt, take the person to the first thing to fix.
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const messageFor = (name: string) => {
    const key = errors[name];
    return key ? t(key, { label: t(fieldLabel(name)) }) : null;
  };

  function change(name: string, value: string | null) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  function clear() {
    setValues(initialValues(kind));
    setErrors({});
    setConsent(false);
    setFormError(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (!(token ?? storedToken())) return setFormError(t('auth.notLoggedIn'));
    const check = checkRequestFields(kind, values);
    setErrors(check.ok ? {} : check.errors);
    setConsentError(consent ? null : t('form.consentRequired'));
    if (!check.ok) setFormError(check.formError ?? null);
    if (!check.ok || !consent) return setAttempt((n) => n + 1);
    if (kind.confirmSubmit && !(await confirm(t('form.confirmSubmit')))) return;
    setBusy(true);
    try {
      await api.post(insertPath(kind), { ...check.values, consent: true });
      notice.success(t(kind.success));
      clear();
    } catch (error) {
      setErrors(serverFieldErrors(kind, error));
      setFormError(serverMessage(error) ?? t('form.submitFailed'));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  const waiting = Object.values(uploading).some(Boolean);
  return (
    <Page title={t(serviceText(kind, 'form'))} back="/Services">
      <form ref={form} className="gia-form" noValidate onSubmit={(e) => void submit(e)}>
        {formError && <p className="gia-form-error" role="alert">{formError}</p>}
        {kind.fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            value={values[field.name] ?? null}
            error={messageFor(field.name)}
            onChange={(v) => change(field.name, v)}
            onUploadingChange={(u) => setUploading((s) => ({ ...s, [field.name]: u }))}
          />
        ))}
        <fieldset className="gia-consent">
          <legend>{t('form.consentTitle')}</legend>
          <p>{t('form.consentText')}</p>
          <label>
            <input
              type="checkbox"
              name="consent"
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (e.target.checked) setConsentError(null);
              }}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={`${consentId}-error`}
            />{' '}
            {t('form.consentAgree')}
          </label>
          <p className="gia-error" id={`${consentId}-error`} role="alert">{consentError ?? ''}</p>
        </fieldset>
        <Button type="submit" busy={busy} busyLabel={t('common.submitting')} disabled={waiting}>{t('common.submit')}</Button>
      </form>
    </Page>
  );
}
