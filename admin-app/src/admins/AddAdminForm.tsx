import { useState, type FormEvent, type ReactNode } from 'react';
import { isEmail, isMessageKey, type MessageKey } from '@gia/domain';
import { Button, errorMessage, isApiError, TextField, useNotice, useT } from '@gia/shared-ui';
import { PasswordRule } from '@gia/shared-ui/requests/password-rule';
import { useInsertAdmin, type NewAdmin } from '../api/admin-accounts';

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
  const errors = isApiError(error)
    ? (error.response?.data as { errors?: Record<string, unknown> } | undefined)?.errors
    : undefined;
  const known: Partial<Record<Field, MessageKey>> = {};
  for (const field of Object.keys(EMPTY) as Field[]) {
    const key = errors?.[field];
    if (typeof key === 'string' && isMessageKey(key)) known[field] = key;
  }
  return known;
}

/**
 * Name, email and password of a new admin, each checked with its message under it. The admins' stricter
 * password rule is said under the password before submitting, with the strength once typed.
 */
export function AddAdminForm() {
  const t = useT();
  const notice = useNotice();
  const [admin, setAdmin] = useState<NewAdmin>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const insert = useInsertAdmin();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const found = check(admin);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await insert.mutateAsync({ name: admin.name.trim(), email: admin.email.trim(), password: admin.password });
      notice.success(t('admins.added'));
      setAdmin(EMPTY);
    } catch (error) {
      setErrors(serverErrors(error));
      setFormError(errorMessage(error, t('auth.somethingWrong')));
    }
  }

  const field = (name: Field, type: string, autoComplete: string, hint?: ReactNode) => (
    <TextField
      label={t(LABEL[name])}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={admin[name]}
      onChange={(e) => setAdmin((a) => ({ ...a, [name]: e.target.value }))}
      error={errors[name] ? t(errors[name], { label: t(LABEL[name]) }) : null}
      hint={hint}
    />
  );

  return (
    <form className="gia-form gia-card-panel" noValidate onSubmit={(e) => void submit(e)} aria-label={t('admins.add')}>
      <h2>{t('admins.add')}</h2>
      {formError && (
        <p className="gia-form-error" role="alert">
          {formError}
        </p>
      )}
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field(
        'password',
        'password',
        'new-password',
        <PasswordRule role="admin" password={admin.password} personal={[admin.name, admin.email]} />
      )}
      <Button type="submit" busy={insert.isPending} busyLabel={t('common.submitting')}>
        {t('admins.add')}
      </Button>
    </form>
  );
}
