import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { checkRequestFields, fieldLabel, serviceText, type FieldErrors, type ServiceKind } from '@gia/domain';
import { Button, Page, refusalText, storedToken, useAuthStore, useConfirm, useNotice, useT } from '@gia/shared-ui';
import {
  FieldControl,
  initialValues,
  useConversationStyles,
  requestPath,
  serverFieldErrors,
  useConversationMove,
  useInsertRequest,
  type FormValues
} from '@gia/shared-ui/requests';
import { discardDraft, draftKey, readDraft, useDraftSaving } from './drafts';
import { useLeaveGuard } from './leave-guard';
import { useCustomerT } from '../texts';

/** A rejected request the customer corrects: its reference, the values it was sent with, why it was rejected. */
export interface Correction {
  reference: string;
  values: FormValues;
  reason: string | null;
}

/**
 * A kind's customer form, entirely from the catalogue: its fields, checked with the same rules as the
 * server before sending, the consent the law asks for, and the spec's confirm, busy, error and success texts.
 * A submitted request opens its own page, its reference in view. What is typed is kept as a draft on this
 * device until it is sent or discarded, and leaving a changed form asks first. With `correction`, the same
 * form corrects a rejected request and sends it again.
 */
export function RequestForm({ kind, correction }: { kind: ServiceKind; correction?: Correction }) {
  useConversationStyles();
  const t = useT();
  const c = useCustomerT();
  const insert = useInsertRequest(kind);
  const confirm = useConfirm();
  const notice = useNotice();
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const resubmit = useConversationMove(correction?.reference ?? '');
  const start = useMemo(() => correction?.values ?? initialValues(kind), [correction, kind]);
  const key = draftKey(user?.id, kind.key, correction?.reference);
  const [restored, setRestored] = useState(() => readDraft(key) !== null);
  const [values, setValues] = useState<FormValues>(() => ({ ...start, ...(readDraft(key) ?? {}) }));
  const changed = useMemo(() => JSON.stringify(values) !== JSON.stringify(start), [values, start]);
  useDraftSaving(key, values, changed);
  const askToLeave = useCallback(() => confirm(t('talk.leaveChanged')), [confirm, t]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const leaveTo = useLeaveGuard({ changed, sending: busy }, askToLeave);
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
    discardDraft(key);
    setRestored(false);
    setValues(start);
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
    if (!check.ok) setFormError(check.formError ? t(check.formError) : null);
    if (!check.ok || !consent) return setAttempt((n) => n + 1);
    if (kind.confirmSubmit && !(await confirm(t('form.confirmSubmit')))) return;
    setBusy(true);
    if (correction) return sendCorrection(check.values);
    try {
      const inserted = await insert.mutateAsync({ ...check.values, consent: true });
      notice.success(
        inserted?.reference
          ? `${t(kind.success)} ${c('customer.submitted', { reference: inserted.reference })}`
          : t(kind.success)
      );
      clear();
      if (inserted?.reference) leaveTo(requestPath(inserted.reference));
    } catch (error) {
      setErrors(serverFieldErrors(kind, error));
      setFormError(refusalText(error, t) ?? t('form.submitFailed'));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  async function sendCorrection(checked: Record<string, unknown>) {
    try {
      await resubmit.mutateAsync({ call: 'resubmit', body: { ...checked, consent: true } });
      clear();
      notice.success(t('talk.resubmitted'));
      leaveTo(requestPath(correction!.reference));
    } catch (error) {
      setErrors(serverFieldErrors(kind, error));
      setFormError(refusalText(error, t) ?? t('form.submitFailed'));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  const waiting = Object.values(uploading).some(Boolean);
  return (
    <Page
      title={correction ? t('talk.correctTitle', { reference: correction.reference }) : t(serviceText(kind, 'form'))}
      back={correction ? requestPath(correction.reference) : '/Services'}
    >
      <form ref={form} className="gia-form" noValidate onSubmit={(e) => void submit(e)}>
        {correction && (
          <div className="gia-draft">
            <p>{t('talk.correctIntro')}</p>
            {correction.reason && (
              <p>
                <strong>{t('talk.rejectedBecause', { reason: correction.reason })}</strong>
              </p>
            )}
          </div>
        )}
        {restored && (
          <div className="gia-draft" role="status">
            <p>{t('talk.draftRestored')}</p>
            <Button type="button" variant="secondary" onClick={clear}>
              {t('talk.discardDraft')}
            </Button>
          </div>
        )}
        {formError && (
          <p className="gia-form-error" role="alert">
            {formError}
          </p>
        )}
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
          <p className="gia-error" id={`${consentId}-error`} role="alert">
            {consentError ?? ''}
          </p>
        </fieldset>
        <Button type="submit" busy={busy} busyLabel={t('common.submitting')} disabled={waiting}>
          {correction ? t('talk.resubmitButton') : t('common.submit')}
        </Button>
      </form>
    </Page>
  );
}
