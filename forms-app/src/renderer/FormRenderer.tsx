import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { missingRequired } from '@gia/domain';
import { Button, EmptyState, Page, Spinner, errorMessage, useNotice, useT } from '@gia/shared-ui';
import { FormFields, type Answers } from '../components/FormFields';
import { LoadFailed } from '../components/LoadFailed';
import { useFormId } from '../form-id';
import { getForm, getForms, submitResponse, type StoredForm } from '../forms-api';
import { useLoad } from '../use-load';

/** `/FormRenderer?id=`: anyone, signed in or not, fills in a form; without an id, a list to choose from. */
export default function FormRenderer() {
  const formId = useFormId();
  return formId === null ? <FormPicker /> : <LoadedForm key={formId} formId={formId} />;
}

function FormPicker() {
  const t = useT();
  const forms = useLoad(getForms, 'all', t('error.network'));
  return (
    <Page title={t('forms.rendererTitle')} back="/">
      {forms.loading ? (
        <Spinner />
      ) : forms.error || !forms.data ? (
        <LoadFailed text={t('forms.loadFailed', { reason: forms.error ?? '' })} onRetry={forms.reload} />
      ) : forms.data.length === 0 ? (
        <EmptyState text={t('forms.noFormsToFill')} action={<Link className="gia-button gia-button-secondary" to="/">{t('common.home')}</Link>} />
      ) : (
        <nav aria-label={t('forms.pick')}>
          <h2>{t('forms.pick')}</h2>
          <ul className="gia-cards">
            {forms.data.map((f) => (
              <li key={f.id} className="gia-card"><Link to={`/FormRenderer?id=${f.id}`}>{f.name}</Link></li>
            ))}
          </ul>
        </nav>
      )}
    </Page>
  );
}

function LoadedForm({ formId }: { formId: number }) {
  const t = useT();
  const form = useLoad(() => getForm(formId), String(formId), t('error.network'));
  if (form.data) return <FillIn form={form.data} />;
  return (
    <Page title={t('forms.rendererTitle')} back="/">
      {form.loading ? <Spinner /> : <LoadFailed text={t('forms.formLoadFailed', { reason: form.error ?? '' })} onRetry={form.reload} />}
    </Page>
  );
}

function FillIn({ form }: { form: StoredForm }) {
  const t = useT();
  const notice = useNotice();
  const [values, setValues] = useState<Answers>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fieldErrors = Object.fromEntries(missing.map((label) => [label, t('form.fieldRequired', { label })]));

  function change(label: string, value: string) {
    setValues((v) => ({ ...v, [label]: value }));
    if (value.trim()) setMissing((m) => m.filter((l) => l !== label));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const blank = missingRequired(form.fields, values);
    setMissing(blank);
    if (blank.length) return;
    setBusy(true);
    try {
      await submitResponse(form.id, Object.fromEntries(form.fields.map((f) => [f.label, values[f.label] ?? ''])));
      notice.success(t('forms.submitted'));
      setValues({});
    } catch (error) {
      setFailure(errorMessage(error, t('form.submitFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={form.name} back="/">
      <form className="gia-form" onSubmit={(e) => void submit(e)} noValidate>
        {missing.length > 0 && <p className="gia-form-error" role="alert">{t('forms.requiredMissing', { labels: missing.join(', ') })}</p>}
        <FormFields fields={form.fields} values={values} errors={fieldErrors} onChange={change} />
        {failure && <p className="gia-form-error" role="alert">{failure}</p>}
        <div className="gia-actions">
          <Button type="submit" busy={busy} busyLabel={t('common.submitting')}>{t('common.submit')}</Button>
        </div>
      </form>
    </Page>
  );
}
