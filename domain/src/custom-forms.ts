import { isIsoDate } from './validators';

/** A field of an admin-built form, as the spec's builder stores it. */
export interface CustomFormField {
  type: 'input' | 'textarea' | 'select';
  label: string;
  options?: string[];
  required?: boolean;
  inputType?: 'text' | 'date' | 'number';
}

export interface CustomForm {
  id: number;
  name: string;
  fields: CustomFormField[];
  version?: number;
}

export const FIELD_TYPES = ['input', 'textarea', 'select'] as const;
export const INPUT_TYPES = ['text', 'date', 'number'] as const;
const MAX_FIELDS = 100;
const MAX_LABEL = 200;
const MAX_ANSWER = 5000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Problems with a form definition, in words; empty when it is sound. Also returns the tidy fields. */
export function checkFormDefinition(name: unknown, fields: unknown): { problems: string[]; fields: CustomFormField[] } {
  const problems: string[] = [];
  const tidy: CustomFormField[] = [];
  if (typeof name !== 'string' || name.trim() === '') problems.push('Please provide form name.');
  else if (name.length > MAX_LABEL) problems.push(`The form name is longer than ${MAX_LABEL} characters.`);
  if (!Array.isArray(fields) || fields.length === 0) {
    problems.push('Please add at least one field to save the form.');
    return { problems, fields: tidy };
  }
  if (fields.length > MAX_FIELDS) problems.push(`A form may have at most ${MAX_FIELDS} fields.`);
  const seen = new Set<string>();
  fields.slice(0, MAX_FIELDS).forEach((f, i) => {
    const at = `Field ${i + 1}`;
    if (!isObject(f)) return void problems.push(`${at} is not a field.`);
    const type = f.type;
    if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) return void problems.push(`${at}: type must be input, textarea or select.`);
    const label = typeof f.label === 'string' ? f.label.trim() : '';
    if (!label) problems.push(`${at}: a label is required.`);
    else if (label.length > MAX_LABEL) problems.push(`${at}: the label is longer than ${MAX_LABEL} characters.`);
    else if (seen.has(label.toLowerCase())) problems.push(`${at}: the label "${label}" is used twice.`);
    seen.add(label.toLowerCase());
    const field: CustomFormField = { type: type as CustomFormField['type'], label, required: f.required === true };
    if (type === 'input') {
      const inputType = f.inputType ?? 'text';
      if (typeof inputType !== 'string' || !(INPUT_TYPES as readonly string[]).includes(inputType)) problems.push(`${at}: input type must be text, date or number.`);
      else field.inputType = inputType as CustomFormField['inputType'];
    }
    if (type === 'select') {
      const options = Array.isArray(f.options) ? f.options.filter((o): o is string => typeof o === 'string' && o.trim() !== '').map((o) => o.trim()) : [];
      if (options.length === 0) problems.push(`${at}: a select needs at least one option.`);
      field.options = options;
    }
    tidy.push(field);
  });
  return { problems, fields: tidy };
}

/** Labels of required fields left blank: the renderer's message lists them. */
export function missingRequired(fields: readonly CustomFormField[], responses: Record<string, unknown>): string[] {
  return fields.filter((f) => f.required && (typeof responses[f.label] !== 'string' || (responses[f.label] as string).trim() === '')).map((f) => f.label);
}

/** Problems with a response to a form, naming the fields; empty when it is sound. */
export function checkFormResponse(fields: readonly CustomFormField[], responses: unknown): string[] {
  if (!isObject(responses)) return ['responses must be an object of answers by field label.'];
  const problems: string[] = [];
  const missing = missingRequired(fields, responses);
  if (missing.length) problems.push(`Please fill in the required fields: ${missing.join(', ')}`);
  const known = new Map(fields.map((f) => [f.label, f]));
  for (const [label, value] of Object.entries(responses)) {
    const field = known.get(label);
    if (!field) { problems.push(`"${label.slice(0, 100)}" is not a field of this form.`); continue; }
    if (value === null || value === undefined || value === '') continue;
    if (typeof value !== 'string') { problems.push(`${label}: the answer must be text.`); continue; }
    if (value.length > MAX_ANSWER) problems.push(`${label}: the answer is longer than ${MAX_ANSWER} characters.`);
    else if (field.type === 'select' && !(field.options ?? []).includes(value)) problems.push(`${label}: choose one of the options.`);
    else if (field.inputType === 'number' && !/^-?\d+(\.\d+)?$/.test(value.trim())) problems.push(`${label}: enter a number.`);
    else if (field.inputType === 'date' && !isIsoDate(value.trim())) problems.push(`${label}: enter a date as YYYY-MM-DD.`);
  }
  return problems;
}
