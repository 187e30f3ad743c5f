import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isMessageKey, type AnswerProblem } from '@gia/domain';
import { EmptyState, Page, Spinner, errorMessage, isApiError, refusalCode, useNotice, useT } from '@gia/shared-ui';
import { FillForm } from '../components/FillForm';
import type { Answers } from '../components/FormFields';
import { FormsStyles } from '../components/FormsStyles';
import { LoadFailed } from '../components/LoadFailed';
import { useFormId } from '../form-id';
import { submitResponse, type StoredForm } from '../forms-api';
import { CLOSED, useFormToFill, useForms } from '../forms-queries';
import '../domain-texts';

/** `/FormRenderer?id=`: anyone, signed in or not, fills in a published form; without an id, the published forms to choose from. */
export default function FormRenderer() {
  const formId = useFormId();
  return (
    <>
      <FormsStyles />
      {formId === null ? <FormPicker /> : <LoadedForm key={formId} formId={formId} />}
    </>
  );
}

function FormPicker() {
  const t = useT();
  const forms = useForms();
  // The server lists only published forms to anyone but an admin; an admin picking here sees the same.
  const open = (forms.data ?? []).filter((f) => (f.status ?? 'published') === 'published');
  return (
    <Page title={t('forms.rendererTitle')} back="/">
      {forms.isPending ? (
        <Spinner />
      ) : forms.isError ? (
        <LoadFailed
          text={t('forms.loadFailed', { reason: errorMessage(forms.error, t('error.network')) })}
          onRetry={() => void forms.refetch()}
        />
      ) : open.length === 0 ? (
        <EmptyState
          text={t('forms.noFormsToFill')}
          action={
            <Link className="gia-button gia-button-secondary" to="/">
              {t('common.home')}
            </Link>
          }
        />
      ) : (
        <nav aria-label={t('forms.pick')}>
          <h2>{t('forms.pick')}</h2>
          <ul className="gia-cards">
            {open.map((f) => (
              <li key={f.id} className="gia-card">
                <Link to={`/FormRenderer?id=${f.id}`}>{f.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Page>
  );
}

function LoadedForm({ formId }: { formId: number }) {
  const t = useT();
  const form = useFormToFill(formId);
  const [closed, setClosed] = useState(false);
  if (form.data && form.data !== CLOSED && !closed) return <FillIn form={form.data} onClosed={() => setClosed(true)} />;
  return (
    <Page title={form.data && form.data !== CLOSED ? form.data.name : t('forms.rendererTitle')} back="/">
      {form.isPending ? (
        <Spinner />
      ) : closed || form.data === CLOSED ? (
        <EmptyState
          text={t('forms.closed')}
          action={
            <Link className="gia-button gia-button-secondary" to="/">
              {t('common.home')}
            </Link>
          }
        />
      ) : (
        <LoadFailed
          text={t('forms.formLoadFailed', { reason: errorMessage(form.error, t('error.network')) })}
          onRetry={() => void form.refetch()}
        />
      )}
    </Page>
  );
}

function FillIn({ form, onClosed }: { form: StoredForm; onClosed(): void }) {
  const t = useT();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  async function send(answers: Answers, honeypot: string): Promise<AnswerProblem[] | void> {
    setFailure(null);
    setBusy(true);
    try {
      await submitResponse(form.id, answers, honeypot);
      notice.success(t('forms.submitted'));
      setRound((n) => n + 1);
    } catch (error) {
      if (refusalCode(error) === 'forms.closed') return onClosed();
      const problems = isApiError(error)
        ? (error.response?.data as { problems?: AnswerProblem[] } | undefined)?.problems
        : undefined;
      const perField = (problems ?? []).filter((p) => p.label && isMessageKey(p.key));
      // Reasons about answers show under their fields, with the form's own summary line above them.
      if (perField.length) return perField;
      setFailure(errorMessage(error, t('form.submitFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={form.name} back="/">
      {failure && (
        <p className="gia-form-error" role="alert">
          {failure}
        </p>
      )}
      <FillForm key={form.id} fields={form.fields} onSubmit={send} busy={busy} round={round} />
    </Page>
  );
}
