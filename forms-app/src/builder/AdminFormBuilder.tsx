import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomFormField } from '@gia/domain';
import { Button, Page, Spinner, TextField, errorMessage, isAxiosError, useConfirm, useNotice, useT } from '@gia/shared-ui';
import { FormFields, type Answers } from '../components/FormFields';
import { LoadFailed } from '../components/LoadFailed';
import { useFormId } from '../form-id';
import { getForm, saveForm, type StoredForm } from '../forms-api';
import { useLoad } from '../use-load';
import { FieldEditor } from './FieldEditor';
import { FieldList } from './FieldList';
import { labelTaken, listed, moveField, removeField, replaceField, type ListedField } from './field-list';

const LIST = '/ListOfForms';

/** `/AdminFormBuilder` builds a new form; `/AdminFormBuilder?id=` edits one (each save is a new version). */
export default function AdminFormBuilder() {
  const t = useT();
  const formId = useFormId();
  return (
    <Page title={t(formId === null ? 'forms.builderTitle' : 'forms.editTitle')} back="/AdminDashboad">
      {formId === null ? <Builder formId={null} /> : <EditExisting formId={formId} />}
    </Page>
  );
}

function EditExisting({ formId }: { formId: number }) {
  const t = useT();
  const form = useLoad(() => getForm(formId), String(formId), t('error.network'));
  if (form.loading) return <Spinner />;
  if (form.error || !form.data) return <LoadFailed text={t('forms.formLoadFailed', { reason: form.error ?? '' })} onRetry={form.reload} />;
  return <Builder key={formId} formId={formId} saved={form.data} />;
}

interface SaveFailure {
  text: string;
  detail?: string;
}

function Builder({ formId, saved }: { formId: number | null; saved?: StoredForm }) {
  const t = useT();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notice = useNotice();
  const nameId = useId();
  const [name, setName] = useState(saved?.name ?? '');
  const [fields, setFields] = useState<ListedField[]>(() => (saved?.fields ?? []).map(listed));
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [newFieldRound, setNewFieldRound] = useState(0);
  const [preview, setPreview] = useState<Answers>({});
  const [nameError, setNameError] = useState<string | null>(null);
  const [fieldsError, setFieldsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = fields.find((f) => f.key === editingKey);

  function keepField(field: CustomFormField) {
    if (editing) {
      setFields((list) => replaceField(list, editing.key, field));
      setEditingKey(null);
    } else {
      setFields((list) => [...list, listed(field)]);
      setNewFieldRound((n) => n + 1);
    }
    setFieldsError(null);
  }

  function remove(key: string) {
    setFields((list) => removeField(list, key));
    if (key === editingKey) setEditingKey(null);
  }

  async function save() {
    const missingName = name.trim() === '' ? t('forms.provideName') : null;
    const noFields = fields.length === 0 ? t('forms.addField') : null;
    setNameError(missingName);
    setFieldsError(noFields);
    setFailure(null);
    if (missingName) document.getElementById(nameId)?.focus();
    if (missingName || noFields) return;
    if (!(await confirm(t(formId === null ? 'forms.saveConfirm' : 'forms.updateConfirm')))) return;
    setBusy(true);
    try {
      const res = await saveForm(formId, name.trim(), fields.map((f) => f.field));
      if (res.status === 200) {
        notice.success(t(formId === null ? 'forms.saved' : 'forms.updated'));
        navigate(LIST);
        return;
      }
      setFailure({ text: t('forms.saveFailedStatus', { n: res.status }) });
    } catch (error) {
      setFailure(isAxiosError(error) && error.response
        ? { text: t('forms.saveFailedStatus', { n: error.response.status }), detail: errorMessage(error, '') }
        : { text: t('forms.saveError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="gia-form">
        <TextField id={nameId} label={t('forms.name')} name="formName" value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
      </div>
      <FieldEditor
        key={editingKey ?? `new-${newFieldRound}`}
        field={editing?.field}
        isTaken={(label) => labelTaken(fields, label, editingKey)}
        onSave={keepField}
        onCancel={editing ? () => setEditingKey(null) : undefined}
      />
      <section aria-labelledby={`${nameId}-fields`} style={{ marginTop: 24 }}>
        <h2 id={`${nameId}-fields`}>{t('forms.fieldsHeading')}</h2>
        {fieldsError && <p className="gia-form-error" role="alert">{fieldsError}</p>}
        <FieldList
          fields={fields}
          editingKey={editingKey}
          onMove={(key, step) => setFields((list) => moveField(list, key, step))}
          onEdit={setEditingKey}
          onRemove={remove}
        />
      </section>
      <section aria-labelledby={`${nameId}-preview`} className="gia-card-panel" style={{ marginTop: 24 }}>
        <h2 id={`${nameId}-preview`}>{t('forms.preview')}</h2>
        {fields.length === 0 ? (
          <p className="gia-hint">{t('forms.previewEmpty')}</p>
        ) : (
          <div className="gia-form">
            <FormFields fields={fields.map((f) => f.field)} values={preview} onChange={(label, value) => setPreview((p) => ({ ...p, [label]: value }))} />
          </div>
        )}
      </section>
      {failure && (
        <div role="alert" style={{ marginTop: 16 }}>
          <p className="gia-form-error">{failure.text}</p>
          {failure.detail && <p>{failure.detail}</p>}
        </div>
      )}
      <div className="gia-actions">
        <Button busy={busy} busyLabel={t('forms.saving')} onClick={() => void save()}>{t('forms.save')}</Button>
        <Button variant="secondary" onClick={() => navigate(LIST)}>{t('common.back')}</Button>
      </div>
    </>
  );
}
