import { useState, type FormEvent } from 'react';
import { isEmail, isMessageKey, type MessageKey } from '@gia/domain';
import { Button, errorMessage, isAxiosError, TextField, useNotice, useT } from '@gia/shared-ui';
import { insertAdmin, type NewAdmin } from './admin-accounts';

type Field = keyof NewAdmin;
const EMPTY: NewAdmin = { name: '', email: '', password: '' };
const LABEL: Record<Field, MessageKey> = { name: 'auth.name', email: 'auth.email', password: 'auth.password' };

function check(admin: NewAdmin): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  for (const field of Object.keys(EMPTY) as Field[]) if (!admin[field].trim()) errors[field] = 'form.fieldRequired';
  if (!errors.email && !isEmail(admin.email.trim())) errors.email = 'format.email';
  return errors;
}

/** The server's per-field message keys from a 400 answer. */
function serverErrors(error: unknown): Partial<Record<Field, MessageKey>> {
  const errors = isAxiosError(error) ? (error.response?.data as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
  const known: Partial<Record<Field, MessageKey>> = {};
  for (const field of Object.keys(EMPTY) as Field[]) {
    const key = errors?.[field];
    if (typeof key === 'string' && isMessageKey(key)) known[field] = key;
  }
  return known;
}

/** Name, email and password of a new admin, each checked with its message under it. */
export function AddAdminForm({ onAdded }: { onAdded(): void }) {
  const t = useT();
  const notice = useNotice();
  const [admin, setAdmin] = useState<NewAdmin>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const found = check(admin);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await insertAdmin({ name: admin.name.trim(), email: admin.email.trim(), password: admin.password });
      notice.success(t('admins.added'));
      setAdmin(EMPTY);
      onAdded();
    } catch (error) {
      setErrors(serverErrors(error));
      setFormError(errorMessage(error, t('auth.somethingWrong')));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, type: string, autoComplete: string) => (
    <TextField
      label={t(LABEL[name])}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={admin[name]}
      onChange={(e) => setAdmin((a) => ({ ...a, [name]: e.target.value }))}
      error={errors[name] ? t(errors[name], { label: t(LABEL[name]) }) : null}
    />
  );

  return (
    <form className="gia-form gia-card-panel" noValidate onSubmit={(e) => void submit(e)} aria-label={t('admins.add')}>
      <h2>{t('admins.add')}</h2>
      {formError && <p className="gia-form-error" role="alert">{formError}</p>}
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('password', 'password', 'new-password')}
      <Button type="submit" busy={busy} busyLabel={t('common.submitting')}>{t('admins.add')}</Button>
    </form>
  );
}
