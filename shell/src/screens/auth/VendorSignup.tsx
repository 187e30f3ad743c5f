import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BUSINESS_TYPES, FORMATS, type MessageKey } from '@gia/domain';
import {
  Button,
  SelectField,
  TextArea,
  TextField,
  loginErrorText,
  useAuthStore,
  useNotice,
  useT
} from '@gia/shared-ui';
import { FileInput } from '@gia/shared-ui/requests';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { afterSignIn } from '../../routing/return-path';
import { PasswordField } from './PasswordField';
import { PasswordRule } from '@gia/shared-ui/requests/password-rule';
import { CheckYourEmail } from './ResendLink';
import { useFormValues } from './use-form-values';
import type { VendorView } from './VendorPortal';

// This screen shows identity texts, which are not part of the landing page's catalogue.
registerIdentityTexts();

type Field =
  'vendor_number' | 'password' | 'vendor_name' | 'email' | 'vendor_bussiness_name' | 'venndor_bussiness_address';
type Document = 'vendor_aadhar' | 'vendor_pan' | 'vendor_registration_document';

const DOCUMENTS: Record<Document, MessageKey> = {
  vendor_aadhar: 'vendor.aadhar',
  vendor_pan: 'vendor.pan',
  vendor_registration_document: 'vendor.registrationDocument'
};
const NO_DOCUMENTS: Record<Document, string | null> = {
  vendor_aadhar: null,
  vendor_pan: null,
  vendor_registration_document: null
};

/** A service provider registers with their business and three documents, then is signed in (or, with mail set up, reads their mail). */
export function VendorSignup({ onSwitch }: { onSwitch(view: VendorView): void }) {
  const t = useT();
  const notice = useNotice();
  const navigate = useNavigate();
  const location = useLocation();
  const signup = useAuthStore((s) => s.signup);
  const { values, onChange } = useFormValues<Field>({
    vendor_number: '',
    password: '',
    vendor_name: '',
    email: '',
    vendor_bussiness_name: '',
    venndor_bussiness_address: ''
  });
  const [documents, setDocuments] = useState(NO_DOCUMENTS);
  const [uploading, setUploading] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field | Document, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checkEmail, setCheckEmail] = useState(false);

  function check(): boolean {
    const errors: Partial<Record<Field | Document, string>> = {};
    for (const [name, value] of Object.entries(values) as [Field, string][])
      if (!value.trim()) errors[name] = t('vendor.allRequired');
    for (const [name, url] of Object.entries(documents) as [Document, string | null][])
      if (!url) errors[name] = t('vendor.allRequired');
    const blank = Object.keys(errors).length > 0;
    if (!errors.vendor_number && !FORMATS.mobile.test(FORMATS.mobile.normalise(values.vendor_number)))
      errors.vendor_number = t(FORMATS.mobile.message);
    if (!errors.email && !FORMATS.email.test(FORMATS.email.normalise(values.email)))
      errors.email = t(FORMATS.email.message);
    setFieldErrors(errors);
    setError(blank ? t('vendor.allRequired') : null);
    return Object.keys(errors).length === 0;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!check()) return;
    setBusy(true);
    try {
      const session = await signup('vendor', {
        vendor_number: FORMATS.mobile.normalise(values.vendor_number),
        password: values.password,
        vendor_name: values.vendor_name.trim(),
        email: values.email.trim(),
        vendor_bussiness_name: values.vendor_bussiness_name,
        venndor_bussiness_address: values.venndor_bussiness_address.trim(),
        vendor_aadhar_url: documents.vendor_aadhar,
        vendor_pan_url: documents.vendor_pan,
        vendor_registration_document_url: documents.vendor_registration_document
      });
      if (!session) return setCheckEmail(true);
      notice.success(`${t('vendor.registered')} ${t('identity.vendorPendingNotice')}`);
      navigate(afterSignIn(location.state, 'vendor'), { replace: true });
    } catch (err) {
      setError(loginErrorText(err, 'vendorSignup'));
      setBusy(false);
    }
  }

  const field = (name: Field) => ({ name, value: values[name], onChange, required: true, error: fieldErrors[name] });
  if (checkEmail) return <CheckYourEmail email={values.email} />;
  return (
    <form className="gia-form gia-card-panel" noValidate onSubmit={(e) => void submit(e)}>
      {error && (
        <p className="gia-form-error" role="alert">
          {error}
        </p>
      )}
      <TextField
        label={t('vendor.number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        {...field('vendor_number')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        {...field('password')}
        hint={<PasswordRule role="vendor" password={values.password} personal={[values.vendor_name, values.email]} />}
      />
      <TextField label={t('vendor.name')} autoComplete="name" {...field('vendor_name')} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
      <SelectField
        label={t('vendor.businessName')}
        options={BUSINESS_TYPES}
        placeholder={t('common.selectPlaceholder')}
        {...field('vendor_bussiness_name')}
      />
      <TextArea
        label={t('vendor.businessAddress')}
        autoComplete="street-address"
        {...field('venndor_bussiness_address')}
      />
      {(Object.keys(DOCUMENTS) as Document[]).map((name) => (
        <FileInput
          key={name}
          name={name}
          label={t(DOCUMENTS[name])}
          required
          value={documents[name]}
          error={fieldErrors[name]}
          onChange={(url) => setDocuments((d) => ({ ...d, [name]: url }))}
          onUploadingChange={(on) => setUploading((n) => n + (on ? 1 : -1))}
        />
      ))}
      <Button type="submit" busy={busy} busyLabel={t('common.submitting')} disabled={uploading > 0}>
        {t('auth.signUp')}
      </Button>
      <div className="gia-actions">
        <Button variant="link" disabled={busy} onClick={() => onSwitch('signin')}>
          {t('vendor.toSignIn')}
        </Button>
        <Button variant="link" disabled={busy} onClick={() => onSwitch('landing')}>
          {t('common.back')}
        </Button>
      </div>
    </form>
  );
}
