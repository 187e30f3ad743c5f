import { fieldLabel, type FieldDef } from '@gia/domain';
import { TextArea, TextField, useT } from '@gia/shared-ui';
import { FileInput } from '../documents/FileInput';
import { inputProps } from './form-values';

export interface FieldControlProps {
  field: FieldDef;
  value: string | null;
  error?: string | null;
  onChange(value: string | null): void;
  onUploadingChange(uploading: boolean): void;
}

/** The control a catalogue field asks for, labelled with the field's label. */
export function FieldControl({ field, value, error, onChange, onUploadingChange }: FieldControlProps) {
  const t = useT();
  const label = t(fieldLabel(field.name));
  const common = { label, name: field.name, error, 'aria-required': field.required || undefined };
  if (field.kind === 'file') {
    return (
      <FileInput
        name={field.name}
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        required={field.required}
        onUploadingChange={onUploadingChange}
      />
    );
  }
  if (field.kind === 'textarea')
    return <TextArea {...common} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />;
  return (
    <TextField {...common} {...inputProps(field)} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
  );
}
