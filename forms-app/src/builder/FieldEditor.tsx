import { useId, useState, type FormEvent } from 'react';
import { FIELD_TYPES, INPUT_TYPES, type CustomFormField } from '@gia/domain';
import { Button, SelectField, TextArea, TextField, useT } from '@gia/shared-ui';

type FieldType = CustomFormField['type'];
type InputType = NonNullable<CustomFormField['inputType']>;

export interface FieldEditorProps {
  /** The field being edited; a new field when absent. */
  field?: CustomFormField;
  /** Whether another field of the form already has this label. */
  isTaken(label: string): boolean;
  onSave(field: CustomFormField): void;
  onCancel?(): void;
}

/** A tap-sized row for the checkbox and its words (the kit has no checkbox field). */
const CHECK_ROW = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, fontWeight: 600 } as const;

const optionLines = (text: string) => [...new Set(text.split('\n').map((o) => o.trim()).filter(Boolean))];

/** Adds a field to the builder's list or changes one; checks the label and options before it lets go. */
export function FieldEditor({ field, isTaken, onSave, onCancel }: FieldEditorProps) {
  const t = useT();
  const id = useId();
  const [type, setType] = useState<FieldType>(field?.type ?? 'input');
  const [label, setLabel] = useState(field?.label ?? '');
  const [inputType, setInputType] = useState<InputType>(field?.inputType ?? 'text');
  const [optionsText, setOptionsText] = useState((field?.options ?? []).join('\n'));
  const [required, setRequired] = useState(field?.required ?? false);
  const [errors, setErrors] = useState<{ label?: string; options?: string }>({});

  function changeType(next: FieldType) {
    setType(next);
    // The spec's text area is labelled 'Add Narration' unless the admin names it otherwise.
    const narration = t('forms.narrationDefault');
    if (next === 'textarea' && label.trim() === '') setLabel(narration);
    else if (next !== 'textarea' && label === narration) setLabel('');
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const name = label.trim();
    const options = optionLines(optionsText);
    const found = {
      label: !name ? t('forms.labelRequired') : isTaken(name) ? t('forms.labelTaken') : undefined,
      options: type === 'select' && options.length === 0 ? t('forms.optionsRequired') : undefined
    };
    setErrors(found);
    if (found.label || found.options) {
      document.getElementById(found.label ? `${id}-label` : `${id}-options`)?.focus();
      return;
    }
    onSave({
      type,
      label: name,
      required,
      ...(type === 'input' ? { inputType } : {}),
      ...(type === 'select' ? { options } : {})
    });
  }

  return (
    <form className="gia-card-panel gia-form" onSubmit={submit} noValidate>
      <h2>{field ? t('forms.editingField', { label: field.label }) : t('forms.newField')}</h2>
      <SelectField
        label={t('forms.fieldType')}
        name="type"
        value={type}
        options={FIELD_TYPES.map((v) => ({ value: v, label: t(`forms.type.${v}` as const) }))}
        onChange={(e) => changeType(e.target.value as FieldType)}
      />
      <TextField id={`${id}-label`} label={t('forms.fieldLabel')} name="label" value={label} error={errors.label} onChange={(e) => setLabel(e.target.value)} />
      {type === 'input' && (
        <SelectField
          label={t('forms.inputType')}
          name="inputType"
          value={inputType}
          options={INPUT_TYPES.map((v) => ({ value: v, label: t(`forms.inputType.${v}` as const) }))}
          onChange={(e) => setInputType(e.target.value as InputType)}
        />
      )}
      {type === 'select' && (
        <TextArea
          id={`${id}-options`}
          label={t('forms.options')}
          name="options"
          hint={t('forms.optionsHint')}
          value={optionsText}
          error={errors.options}
          rows={4}
          onChange={(e) => setOptionsText(e.target.value)}
        />
      )}
      <label style={CHECK_ROW}>
        <input type="checkbox" name="required" checked={required} onChange={(e) => setRequired(e.target.checked)} /> {t('forms.requiredToggle')}
      </label>
      <div className="gia-actions">
        <Button type="submit">{field ? t('forms.updateFieldButton') : t('forms.addFieldButton')}</Button>
        {onCancel && <Button variant="secondary" onClick={onCancel}>{t('common.cancel')}</Button>}
      </div>
    </form>
  );
}
