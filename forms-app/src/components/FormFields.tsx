import type { CustomFormField } from '@gia/domain';
import { SelectField, TextArea, TextField, useT } from '@gia/shared-ui';

export type Answers = Record<string, string>;

interface FieldControlProps {
  field: CustomFormField;
  value: string;
  error?: string | null;
  onChange(value: string): void;
}

/** One field of a custom form as the person filling it sees it; the kit stars the required ones. */
function FieldControl({ field, value, error, onChange }: FieldControlProps) {
  const t = useT();
  // aria-required rather than required: the form's own message names every missing field at once.
  const common = { label: field.label, name: field.label, value, error, 'aria-required': field.required || undefined };
  if (field.type === 'textarea') return <TextArea {...common} onChange={(e) => onChange(e.target.value)} />;
  if (field.type === 'select') {
    return <SelectField {...common} options={field.options ?? []} placeholder={t('common.selectPlaceholder')} onChange={(e) => onChange(e.target.value)} />;
  }
  const type = field.inputType ?? 'text';
  return <TextField {...common} type={type} inputMode={type === 'number' ? 'decimal' : undefined} onChange={(e) => onChange(e.target.value)} />;
}

export interface FormFieldsProps {
  fields: readonly CustomFormField[];
  values: Answers;
  errors?: Record<string, string>;
  onChange(label: string, value: string): void;
}

/** The fields of a form, in order: the renderer and the builder's preview draw forms with this alone. */
export function FormFields({ fields, values, errors = {}, onChange }: FormFieldsProps) {
  return (
    <>
      {fields.map((f) => (
        <FieldControl key={f.label} field={f} value={values[f.label] ?? ''} error={errors[f.label]} onChange={(v) => onChange(f.label, v)} />
      ))}
    </>
  );
}
