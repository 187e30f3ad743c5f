import { useId, useState, type FormEvent } from 'react';
import {
  checkFieldDefinition,
  FIELD_TYPES,
  hasOptions,
  INPUT_TYPES,
  rangeKind,
  takesText,
  type CustomFormField,
  type DefinitionProblem,
  type FieldType,
  type InputType
} from '@gia/domain';
import { Button, SelectField, TextArea, TextField, useT } from '@gia/shared-ui';

export interface FieldEditorProps {
  /** The field being edited; a new field when absent. */
  field?: CustomFormField;
  /** Where the field sits (or will sit) in the form, and the form's fields: `showIf` may name only fields above it. */
  index: number;
  fields: readonly CustomFormField[];
  /** Whether another field of the form already has this label. */
  isTaken(label: string): boolean;
  onSave(field: CustomFormField): void;
  onCancel?(): void;
}

/** A tap-sized row for the checkbox and its words (the kit has no checkbox field). */
const CHECK_ROW = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, fontWeight: 600 } as const;

const optionLines = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean)
  )
];
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

type Prop = NonNullable<DefinitionProblem['prop']>;

/**
 * Adds a field to the builder's list or changes one: its type, label, options, rules (limits, lengths,
 * pattern), help, placeholder, page and "show only if". The domain checks it exactly as the server will.
 */
export function FieldEditor({ field, index, fields, isTaken, onSave, onCancel }: FieldEditorProps) {
  const t = useT();
  const id = useId();
  const [type, setType] = useState<FieldType>(field?.type ?? 'input');
  const [label, setLabel] = useState(field?.label ?? '');
  const [inputType, setInputType] = useState<InputType>(field?.inputType ?? 'text');
  const [optionsText, setOptionsText] = useState((field?.options ?? []).join('\n'));
  const [required, setRequired] = useState(field?.required ?? false);
  const [min, setMin] = useState(str(field?.min));
  const [max, setMax] = useState(str(field?.max));
  const [minLength, setMinLength] = useState(str(field?.minLength));
  const [maxLength, setMaxLength] = useState(str(field?.maxLength));
  const [pattern, setPattern] = useState(field?.pattern ?? '');
  const [patternMessage, setPatternMessage] = useState(field?.patternMessage ?? '');
  const [help, setHelp] = useState(field?.help ?? '');
  const [placeholder, setPlaceholder] = useState(field?.placeholder ?? '');
  const [page, setPage] = useState(str(field?.page ?? ''));
  const [showIfLabel, setShowIfLabel] = useState(field?.showIf?.label ?? '');
  const [showIfEquals, setShowIfEquals] = useState(field?.showIf?.equals ?? '');
  const [errors, setErrors] = useState<Partial<Record<Prop, string>>>({});

  const shape = { type, inputType: type === 'input' ? inputType : undefined };
  const range = rangeKind(shape);
  const textual = takesText(shape);
  const choices = hasOptions(shape);
  // "Show only if" may name a field above this one (not a file).
  const above = fields.slice(0, index).filter((f) => f.type !== 'file');
  const controller = above.find((f) => f.label === showIfLabel);

  function changeType(next: FieldType) {
    setType(next);
    // The spec's text area is labelled 'Add Narration' unless the admin names it otherwise.
    const narration = t('forms.narrationDefault');
    if (next === 'textarea' && label.trim() === '') setLabel(narration);
    else if (next !== 'textarea' && label === narration) setLabel('');
  }

  function draft(): CustomFormField {
    const name = label.trim();
    const f: Record<string, unknown> = { type, label: name, required };
    if (type === 'input') f.inputType = inputType;
    if (choices) f.options = optionLines(optionsText);
    if (range === 'number') {
      if (min.trim()) f.min = Number(min);
      if (max.trim()) f.max = Number(max);
    }
    if (range === 'date') {
      if (min) f.min = min;
      if (max) f.max = max;
    }
    if (textual) {
      if (minLength.trim()) f.minLength = Number(minLength);
      if (maxLength.trim()) f.maxLength = Number(maxLength);
      if (pattern.trim()) {
        f.pattern = pattern.trim();
        if (patternMessage.trim()) f.patternMessage = patternMessage.trim();
      }
    }
    if (help.trim()) f.help = help.trim();
    if (placeholder.trim() && type !== 'file' && type !== 'radio' && type !== 'checkbox')
      f.placeholder = placeholder.trim();
    if (page.trim() && page.trim() !== '1') f.page = Number(page);
    if (showIfLabel && showIfEquals.trim()) f.showIf = { label: showIfLabel, equals: showIfEquals.trim() };
    else if (showIfLabel) f.showIf = { label: showIfLabel, equals: '' };
    return f as unknown as CustomFormField;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const candidate = draft();
    const found: Partial<Record<Prop, string>> = {};
    if (!candidate.label) found.label = t('forms.labelRequired');
    else if (isTaken(candidate.label)) found.label = t('forms.labelTaken');
    for (const p of checkFieldDefinition(candidate, index, fields)) {
      const prop = p.prop ?? 'label';
      if (p.key === 'forms.def.labelTwice' || p.key === 'forms.def.label') continue;
      if (!found[prop]) found[prop] = p.key === 'forms.def.options' ? t('forms.optionsRequired') : t(p.key, p.params);
    }
    setErrors(found);
    const first = (Object.keys(found) as Prop[])[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSave(candidate);
  }

  const numberOrDate = range === 'date' ? 'date' : 'number';
  return (
    <form className="gia-card-panel gia-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{field ? t('forms.editingField', { label: field.label }) : t('forms.newField')}</h2>
      <SelectField
        id={`${id}-type`}
        label={t('forms.fieldType')}
        name="type"
        value={type}
        options={FIELD_TYPES.map((v) => ({ value: v, label: t(`forms.type.${v}` as const) }))}
        onChange={(e) => changeType(e.target.value as FieldType)}
      />
      <TextField
        id={`${id}-label`}
        label={t('forms.fieldLabel')}
        name="label"
        value={label}
        error={errors.label}
        onChange={(e) => setLabel(e.target.value)}
      />
      {type === 'input' && (
        <SelectField
          id={`${id}-inputType`}
          label={t('forms.inputType')}
          name="inputType"
          value={inputType}
          options={INPUT_TYPES.map((v) => ({ value: v, label: t(`forms.inputType.${v}` as const) }))}
          onChange={(e) => setInputType(e.target.value as InputType)}
        />
      )}
      {choices && (
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
        <input type="checkbox" name="required" checked={required} onChange={(e) => setRequired(e.target.checked)} />{' '}
        {t('forms.requiredToggle')}
      </label>
      <details
        open={Boolean(
          field &&
          (field.min !== undefined ||
            field.max !== undefined ||
            field.minLength !== undefined ||
            field.maxLength !== undefined ||
            field.pattern ||
            field.help ||
            field.placeholder ||
            field.page ||
            field.showIf)
        )}
      >
        <summary style={{ minHeight: 44, padding: '10px 0', fontWeight: 600, cursor: 'pointer' }}>
          {t('forms.rulesHeading')}
        </summary>
        {range && (
          <div className="gia-two">
            <TextField
              id={`${id}-min`}
              label={t(range === 'date' ? 'forms.minDate' : 'forms.min')}
              name="min"
              type={numberOrDate}
              inputMode={range === 'number' ? 'decimal' : undefined}
              value={min}
              error={errors.min}
              onChange={(e) => setMin(e.target.value)}
            />
            <TextField
              id={`${id}-max`}
              label={t(range === 'date' ? 'forms.maxDate' : 'forms.max')}
              name="max"
              type={numberOrDate}
              inputMode={range === 'number' ? 'decimal' : undefined}
              value={max}
              error={errors.max}
              onChange={(e) => setMax(e.target.value)}
            />
          </div>
        )}
        {textual && (
          <>
            <div className="gia-two">
              <TextField
                id={`${id}-minLength`}
                label={t('forms.minLength')}
                name="minLength"
                type="number"
                inputMode="numeric"
                min={0}
                value={minLength}
                error={errors.minLength}
                onChange={(e) => setMinLength(e.target.value)}
              />
              <TextField
                id={`${id}-maxLength`}
                label={t('forms.maxLength')}
                name="maxLength"
                type="number"
                inputMode="numeric"
                min={0}
                value={maxLength}
                error={errors.maxLength}
                onChange={(e) => setMaxLength(e.target.value)}
              />
            </div>
            <TextField
              id={`${id}-pattern`}
              label={t('forms.pattern')}
              name="pattern"
              hint={t('forms.patternHint')}
              value={pattern}
              error={errors.pattern}
              onChange={(e) => setPattern(e.target.value)}
            />
            {pattern.trim() && (
              <TextField
                id={`${id}-patternMessage`}
                label={t('forms.patternMessage')}
                name="patternMessage"
                value={patternMessage}
                error={errors.patternMessage}
                onChange={(e) => setPatternMessage(e.target.value)}
              />
            )}
          </>
        )}
        <TextField
          id={`${id}-help`}
          label={t('forms.help')}
          name="help"
          value={help}
          error={errors.help}
          onChange={(e) => setHelp(e.target.value)}
        />
        {type !== 'file' && type !== 'radio' && type !== 'checkbox' && (
          <TextField
            id={`${id}-placeholder`}
            label={t('forms.placeholder')}
            name="placeholder"
            value={placeholder}
            error={errors.placeholder}
            onChange={(e) => setPlaceholder(e.target.value)}
          />
        )}
        <TextField
          id={`${id}-page`}
          label={t('forms.page')}
          name="page"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          placeholder="1"
          value={page}
          error={errors.page}
          onChange={(e) => setPage(e.target.value)}
        />
        <div className="gia-two">
          <SelectField
            id={`${id}-showIf`}
            label={t('forms.showIfField')}
            name="showIfLabel"
            value={showIfLabel}
            error={errors.showIf}
            options={[
              { value: '', label: t('forms.showIfAlways') },
              ...above.map((f) => ({ value: f.label, label: f.label }))
            ]}
            onChange={(e) => {
              setShowIfLabel(e.target.value);
              setShowIfEquals('');
            }}
          />
          {showIfLabel &&
            (controller && hasOptions(controller) ? (
              <SelectField
                label={t('forms.showIfEquals')}
                name="showIfEquals"
                value={showIfEquals}
                placeholder={t('common.selectPlaceholder')}
                options={controller.options ?? []}
                onChange={(e) => setShowIfEquals(e.target.value)}
              />
            ) : (
              <TextField
                label={t('forms.showIfEquals')}
                name="showIfEquals"
                value={showIfEquals}
                onChange={(e) => setShowIfEquals(e.target.value)}
              />
            ))}
        </div>
      </details>
      <div className="gia-actions">
        <Button type="submit">{field ? t('forms.updateFieldButton') : t('forms.addFieldButton')}</Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
