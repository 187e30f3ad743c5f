import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FORM_STATUSES, type CustomFormField, type FormStatus } from '@gia/domain';
import {
  Button,
  Page,
  SelectField,
  Spinner,
  TextField,
  errorMessage,
  isApiError,
  useConfirm,
  useNotice,
  useT
} from '@gia/shared-ui';
import { FillForm } from '../components/FillForm';
import { FormsStyles } from '../components/FormsStyles';
import { LoadFailed } from '../components/LoadFailed';
import { SharePanel } from '../components/SharePanel';
import { useFormId } from '../form-id';
import { saveForm, type StoredForm } from '../forms-api';
import { useForm, useFormChange } from '../forms-queries';
import { FieldEditor } from './FieldEditor';
import { FieldList } from './FieldList';
import {
  duplicateField,
  labelTaken,
  listed,
  moveField,
  moveTo,
  removeField,
  replaceField,
  type ListedField
} from './field-list';
import '../domain-texts';

const LIST = '/ListOfForms';

/** The form to copy from `?copy=` (duplicate a whole form), or null. */
function useCopyId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('copy') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * `/AdminFormBuilder` builds a new form; `?id=` edits one (each save is a new version, earlier responses
 * keep theirs); `?copy=` starts a new draft from a copy of another form.
 */
export default function AdminFormBuilder() {
  const t = useT();
  const formId = useFormId();
  const copyId = useCopyId();
  return (
    <Page title={t(formId === null ? 'forms.builderTitle' : 'forms.editTitle')} back="/AdminDashboad">
      <FormsStyles />
      {formId !== null ? (
        <LoadThen formId={formId} copy={false} />
      ) : copyId !== null ? (
        <LoadThen formId={copyId} copy />
      ) : (
        <Builder formId={null} />
      )}
    </Page>
  );
}

function LoadThen({ formId, copy }: { formId: number; copy: boolean }) {
  const t = useT();
  const form = useForm(formId);
  if (form.isPending) return <Spinner />;
  if (form.isError)
    return (
      <LoadFailed
        text={t('forms.formLoadFailed', { reason: errorMessage(form.error, t('error.network')) })}
        onRetry={() => void form.refetch()}
      />
    );
  if (copy) {
    const draft = {
      ...form.data,
      name: t('forms.copyName', { name: form.data.name }),
      status: 'draft' as const,
      notify: false
    };
    return <Builder key={`copy-${formId}`} formId={null} saved={draft} />;
  }
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
  const [status, setStatus] = useState<FormStatus>(saved?.status ?? 'published');
  const [notify, setNotify] = useState(saved?.notify ?? false);
  const [fields, setFields] = useState<ListedField[]>(() => (saved?.fields ?? []).map(listed));
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [newFieldRound, setNewFieldRound] = useState(0);
  const [nameError, setNameError] = useState<string | null>(null);
  const [fieldsError, setFieldsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const saving = useFormChange(({ name, fields }: { name: string; fields: CustomFormField[] }) =>
    saveForm(formId, name, fields, { status, notify })
  );
  const editingIndex = fields.findIndex((f) => f.key === editingKey);
  const editing = editingIndex >= 0 ? fields[editingIndex] : undefined;
  const plain = fields.map((f) => f.field);

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
      const res = await saving.mutateAsync({ name: name.trim(), fields: plain });
      if (res.status === 200) {
        notice.success(t(formId === null ? 'forms.saved' : 'forms.updated'));
        navigate(LIST);
        return;
      }
      setFailure({ text: t('forms.saveFailedStatus', { n: res.status }) });
    } catch (error) {
      setFailure(
        isApiError(error) && error.response
          ? { text: t('forms.saveFailedStatus', { n: error.response.status }), detail: errorMessage(error, '') }
          : { text: t('forms.saveError') }
      );
    } finally {
      setBusy(false);
    }
  }

  const copyLabel = (label: string, n: number) => t('forms.copyLabel', { label, n });
  return (
    <div className="gia-builder">
      <div>
        <div className="gia-form">
          <TextField
            id={nameId}
            label={t('forms.name')}
            name="formName"
            value={name}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
          />
          <SelectField
            label={t('forms.status')}
            name="status"
            value={status}
            options={FORM_STATUSES.map((s) => ({ value: s, label: t(`forms.status.${s}` as const) }))}
            onChange={(e) => setStatus(e.target.value as FormStatus)}
          />
          <label style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, fontWeight: 600 }}>
            <input type="checkbox" name="notify" checked={notify} onChange={(e) => setNotify(e.target.checked)} />{' '}
            {t('forms.notifyToggle')}
          </label>
        </div>
        <FieldEditor
          key={editingKey ?? `new-${newFieldRound}`}
          field={editing?.field}
          index={editing ? editingIndex : fields.length}
          fields={plain}
          isTaken={(label) => labelTaken(fields, label, editingKey)}
          onSave={keepField}
          onCancel={editing ? () => setEditingKey(null) : undefined}
        />
        <section aria-labelledby={`${nameId}-fields`} style={{ marginTop: 24 }}>
          <h2 id={`${nameId}-fields`}>{t('forms.fieldsHeading')}</h2>
          {fieldsError && (
            <p className="gia-form-error" role="alert">
              {fieldsError}
            </p>
          )}
          <FieldList
            fields={fields}
            editingKey={editingKey}
            onMove={(key, step) => setFields((list) => moveField(list, key, step))}
            onMoveTo={(from, to) => setFields((list) => moveTo(list, from, to))}
            onEdit={setEditingKey}
            onDuplicate={(key) => setFields((list) => duplicateField(list, key, copyLabel))}
            onRemove={remove}
          />
        </section>
        {failure && (
          <div role="alert" style={{ marginTop: 16 }}>
            <p className="gia-form-error">{failure.text}</p>
            {failure.detail && <p>{failure.detail}</p>}
          </div>
        )}
        <div className="gia-actions">
          <Button busy={busy} busyLabel={t('forms.saving')} onClick={() => void save()}>
            {t('forms.save')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(LIST)}>
            {t('common.back')}
          </Button>
        </div>
        {formId !== null && saved?.status === 'published' && (
          <section aria-labelledby={`${nameId}-share`} className="gia-card-panel" style={{ marginTop: 24 }}>
            <h2 id={`${nameId}-share`}>{t('forms.share')}</h2>
            <SharePanel formId={formId} name={saved.name} />
          </section>
        )}
      </div>
      <section aria-labelledby={`${nameId}-preview`} className="gia-card-panel gia-builder-preview">
        <h2 id={`${nameId}-preview`}>{t('forms.preview')}</h2>
        {fields.length === 0 ? (
          <p className="gia-hint">{t('forms.previewEmpty')}</p>
        ) : (
          <FillForm key={fields.map((f) => f.key).join(',')} fields={plain} />
        )}
      </section>
    </div>
  );
}
