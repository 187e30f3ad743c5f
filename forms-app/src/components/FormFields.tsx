import { useId } from 'react';
import type { Answer, CustomFormField } from '@gia/domain';
import { SelectField, TextArea, TextField, useT } from '@gia/shared-ui';
import { FileInput } from '@gia/shared-ui/requests';

export type Answers = Record<string, Answer>;

interface FieldControlProps {
  field: CustomFormField;
  value: Answer | undefined;
  error?: string | null;
  onChange(value: Answer): void;
  onUploadingChange?(uploading: boolean): void;
}

const text = (v: Answer | undefined) => (typeof v === 'string' ? v : '');
const list = (v: Answer | undefined) => (Array.isArray(v) ? v : []);

/** Radio buttons or checkboxes in a group named by the field's label, with its help and message. */
function Choices({ field, value, error, onChange }: FieldControlProps) {
  const id = useId();
  const many = field.type === 'checkbox';
  const chosen = many ? list(value) : [text(value)];
  const described = [field.help ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  function toggle(option: string, on: boolean) {
    if (!many) return onChange(option);
    const next = on ? [...chosen, option] : chosen.filter((o) => o !== option);
    onChange((field.options ?? []).filter((o) => next.includes(o)));
  }
  return (
    <fieldset
      className={`gia-field gia-choices${error ? ' gia-field-invalid' : ''}`}
      aria-describedby={described}
      aria-required={(!many && field.required) || undefined}
      role={many ? undefined : 'radiogroup'}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {field.label}
        {field.required && (
          <span className="gia-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {(field.options ?? []).map((option) => (
        <label key={option} className="gia-choice">
          <input
            type={many ? 'checkbox' : 'radio'}
            name={field.label}
            value={option}
            checked={chosen.includes(option)}
            onChange={(e) => toggle(option, e.target.checked)}
          />
          {option}
        </label>
      ))}
      {field.help && (
        <p className="gia-hint" id={`${id}-hint`}>
          {field.help}
        </p>
      )}
      <p className="gia-error" id={`${id}-error`} role="alert">
        {error || ''}
      </p>
    </fieldset>
  );
}

const HTML_TYPE: Record<NonNullable<CustomFormField['inputType']>, string> = {
  text: 'text',
  date: 'date',
  number: 'number',
  email: 'email',
  tel: 'tel',
  pan: 'text'
};

/** One field of a custom form as the person filling it sees it; the kit stars the required ones. */
function FieldControl(props: FieldControlProps) {
  const t = useT();
  const { field, value, error, onChange } = props;
  if (field.type === 'radio' || field.type === 'checkbox') return <Choices {...props} />;
  if (field.type === 'file') {
    return (
      <FileInput
        name={field.label}
        label={field.label}
        value={text(value) || null}
        required={field.required}
        error={error}
        onChange={(url) => onChange(url ?? '')}
        onUploadingChange={props.onUploadingChange}
      />
    );
  }
  // aria-required rather than required: the form's own messages name every missing field at once.
  const common = {
    label: field.label,
    name: field.label,
    value: text(value),
    error,
    hint: field.help,
    placeholder: field.placeholder,
    'aria-required': field.required || undefined
  };
  if (field.type === 'textarea')
    return <TextArea {...common} maxLength={field.maxLength} onChange={(e) => onChange(e.target.value)} />;
  if (field.type === 'select') {
    return (
      <SelectField
        {...common}
        options={field.options ?? []}
        placeholder={field.placeholder ?? t('common.selectPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const type = field.inputType ?? 'text';
  const bounds = type === 'number' || type === 'date' ? { min: field.min, max: field.max } : {};
  return (
    <TextField
      {...common}
      {...bounds}
      type={HTML_TYPE[type]}
      inputMode={type === 'number' ? 'decimal' : type === 'tel' ? 'tel' : undefined}
      autoComplete={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
      autoCapitalize={type === 'pan' ? 'characters' : undefined}
      maxLength={field.maxLength}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export interface FormFieldsProps {
  fields: readonly CustomFormField[];
  values: Answers;
  errors?: Record<string, string>;
  onChange(label: string, value: Answer): void;
  onUploadingChange?(label: string, uploading: boolean): void;
}

/** The given fields, in order: the renderer and the builder's preview draw forms with this alone. */
export function FormFields({ fields, values, errors = {}, onChange, onUploadingChange }: FormFieldsProps) {
  return (
    <>
      {fields.map((f) => (
        <FieldControl
          key={f.label}
          field={f}
          value={values[f.label]}
          error={errors[f.label]}
          onChange={(v) => onChange(f.label, v)}
          onUploadingChange={onUploadingChange && ((u) => onUploadingChange(f.label, u))}
        />
      ))}
    </>
  );
}
