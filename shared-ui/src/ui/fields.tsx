import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes
} from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * Label above, control, then the hint and the error under it (the error is announced when it appears).
 * A required field shows a star beside its label, outside it, so the field's name stays the label's words.
 */
function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div className={`gia-field${error ? ' gia-field-invalid' : ''}`}>
      <div className="gia-label-row">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="gia-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p className="gia-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <p className="gia-error" id={`${id}-error`} role="alert">
        {error || ''}
      </p>
    </div>
  );
}

/** Whether a control is required, by `required` or by `aria-required` (forms that name every missing field themselves). */
function isRequired(control: { required?: boolean; 'aria-required'?: boolean | 'true' | 'false' }): boolean {
  return Boolean(control.required) || control['aria-required'] === true || control['aria-required'] === 'true';
}

function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface CommonProps {
  label: ReactNode;
  name: string;
  error?: string | null;
  hint?: ReactNode;
}

export type TextFieldProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

export function TextField({ label, name, error, hint, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={isRequired(input)}>
      <input
        {...input}
        id={fieldId}
        name={name}
        className={`gia-input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldFrame>
  );
}

export type TextAreaProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;

export function TextArea({ label, name, error, hint, id, className, ...area }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={isRequired(area)}>
      <textarea
        rows={3}
        {...area}
        id={fieldId}
        name={name}
        className={`gia-input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = CommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
    options: readonly (SelectOption | string)[];
    /** A first, empty choice (e.g. 'Select...'). */
    placeholder?: string;
  };

export function SelectField({
  label,
  name,
  error,
  hint,
  id,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={isRequired(select)}>
      <select
        {...select}
        id={fieldId}
        name={name}
        className={`gia-input${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const option = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
