import type { MessageKey } from './messages/en';
import { calendarDateText } from './india-time';
import { isIsoDate } from './validators';

/** How a field is drawn: the spec's three, plus radio buttons, checkboxes (several answers) and a file. */
export const FIELD_TYPES = ['input', 'textarea', 'select', 'radio', 'checkbox', 'file'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** What an `input` asks for: the spec's text, date and number, plus email, an Indian mobile and a PAN. */
export const INPUT_TYPES = ['text', 'date', 'number', 'email', 'tel', 'pan'] as const;
export type InputType = (typeof INPUT_TYPES)[number];
/** Draft (only admins see it), Published (anyone answers it), Closed (no more responses). */
export const FORM_STATUSES = ['draft', 'published', 'closed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** A field of an admin-built form: the spec's type, label, options, required and inputType, and the rules it may add. */
export interface CustomFormField {
  type: FieldType;
  label: string;
  options?: string[];
  required?: boolean;
  inputType?: InputType;
  /** Smallest number, or earliest date (YYYY-MM-DD). */
  min?: number | string;
  /** Largest number, or latest date (YYYY-MM-DD). */
  max?: number | string;
  minLength?: number;
  maxLength?: number;
  /** A regular expression the whole answer must match, and the admin's words when it does not. */
  pattern?: string;
  patternMessage?: string;
  /** A line under the field. */
  help?: string;
  placeholder?: string;
  /** The field appears only when the field with this label has this answer. */
  showIf?: { label: string; equals: string };
  /** The page the field is on (1 when absent); a form with several pages shows one at a time. */
  page?: number;
}

export interface CustomForm {
  id: number;
  name: string;
  fields: CustomFormField[];
  version?: number;
  status?: FormStatus;
  /** Tell every admin of each response. */
  notify?: boolean;
}

/** A message from the catalogue with its parameters: screens translate it, the server also answers it in English. */
export interface RuleMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** A problem with a form definition; `field` is the 1-based position, `prop` the setting at fault. */
export interface DefinitionProblem extends RuleMessage {
  field?: number;
  prop?:
    | 'type'
    | 'label'
    | 'inputType'
    | 'options'
    | 'min'
    | 'max'
    | 'minLength'
    | 'maxLength'
    | 'pattern'
    | 'patternMessage'
    | 'help'
    | 'placeholder'
    | 'showIf'
    | 'page';
}

export const MAX_FIELDS = 100;
export const MAX_LABEL = 200;
export const MAX_TEXT = 300;
export const MAX_OPTIONS = 100;
export const MAX_PAGE = 50;
export const MAX_ANSWER = 5000;
export const MAX_PATTERN = 200;

/** Types whose answer is one of `options` (select, radio) or several of them (checkbox). */
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'radio', 'checkbox'];
export const hasOptions = (f: Pick<CustomFormField, 'type'>) => CHOICE_TYPES.includes(f.type);
/** Whether a field is typed as text (so minLength, maxLength and a pattern apply). */
export const takesText = (f: Pick<CustomFormField, 'type' | 'inputType'>) =>
  f.type === 'textarea' || (f.type === 'input' && ['text', 'email', 'tel', 'pan'].includes(f.inputType ?? 'text'));
/** Whether min and max apply, and as what. */
export const rangeKind = (f: Pick<CustomFormField, 'type' | 'inputType'>): 'number' | 'date' | null =>
  f.type === 'input' && (f.inputType === 'number' || f.inputType === 'date') ? f.inputType : null;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A pattern compiled to match the whole answer; null when it is not a valid regular expression. */
export function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

/** A date as India writes it, e.g. "5 Mar 2026"; used in rule messages so every screen and the server agree. */
export function indianDate(iso: string): string {
  return (isIsoDate(iso) && calendarDateText(iso, 'en')) || iso;
}

function optionalText(
  f: Record<string, unknown>,
  prop: 'help' | 'placeholder' | 'patternMessage',
  n: number,
  problems: DefinitionProblem[]
): string | undefined {
  const v = f[prop];
  if (blank(v)) return undefined;
  if (typeof v !== 'string') {
    problems.push({ key: 'forms.def.text', params: { n, max: MAX_TEXT }, field: n, prop });
    return undefined;
  }
  const text = v.trim();
  if (text.length > MAX_TEXT) problems.push({ key: 'forms.def.text', params: { n, max: MAX_TEXT }, field: n, prop });
  return text || undefined;
}

function optionalCount(
  f: Record<string, unknown>,
  prop: 'minLength' | 'maxLength',
  n: number,
  problems: DefinitionProblem[]
): number | undefined {
  const v = f[prop];
  if (blank(v)) return undefined;
  const num = typeof v === 'string' ? Number(v) : v;
  if (typeof num !== 'number' || !Number.isInteger(num) || num < 0 || num > MAX_ANSWER) {
    problems.push({ key: 'forms.def.length', params: { n, max: MAX_ANSWER }, field: n, prop });
    return undefined;
  }
  return num;
}

function optionalBound(
  f: Record<string, unknown>,
  prop: 'min' | 'max',
  kind: 'number' | 'date',
  n: number,
  problems: DefinitionProblem[]
): number | string | undefined {
  const v = f[prop];
  if (blank(v)) return undefined;
  if (kind === 'number') {
    const num = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof num === 'number' && Number.isFinite(num)) return num;
    problems.push({ key: 'forms.def.boundNumber', params: { n }, field: n, prop });
    return undefined;
  }
  if (typeof v === 'string' && isIsoDate(v.trim())) return v.trim();
  problems.push({ key: 'forms.def.boundDate', params: { n }, field: n, prop });
  return undefined;
}

/** One field of a definition checked and tidied (unknown settings dropped); its problems are added to `problems`. */
function checkField(f: unknown, n: number, problems: DefinitionProblem[]): CustomFormField | null {
  if (!isObject(f)) {
    problems.push({ key: 'forms.def.notField', params: { n }, field: n });
    return null;
  }
  const type = f.type;
  if (typeof type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(type)) {
    problems.push({ key: 'forms.def.type', params: { n }, field: n, prop: 'type' });
    return null;
  }
  const label = typeof f.label === 'string' ? f.label.trim() : '';
  if (!label) problems.push({ key: 'forms.def.label', params: { n }, field: n, prop: 'label' });
  else if (label.length > MAX_LABEL)
    problems.push({ key: 'forms.def.labelLong', params: { n, max: MAX_LABEL }, field: n, prop: 'label' });
  const field: CustomFormField = { type: type as FieldType, label, required: f.required === true };

  if (type === 'input') {
    const inputType = blank(f.inputType) ? 'text' : f.inputType;
    if (typeof inputType !== 'string' || !(INPUT_TYPES as readonly string[]).includes(inputType)) {
      problems.push({ key: 'forms.def.inputType', params: { n }, field: n, prop: 'inputType' });
    } else field.inputType = inputType as InputType;
  }
  if (hasOptions(field)) {
    const options = Array.isArray(f.options)
      ? [
          ...new Set(
            f.options.filter((o): o is string => typeof o === 'string' && o.trim() !== '').map((o) => o.trim())
          )
        ]
      : [];
    if (options.length === 0) problems.push({ key: 'forms.def.options', params: { n }, field: n, prop: 'options' });
    else if (options.length > MAX_OPTIONS || options.some((o) => o.length > MAX_LABEL)) {
      problems.push({
        key: 'forms.def.optionsLong',
        params: { n, max: MAX_OPTIONS, chars: MAX_LABEL },
        field: n,
        prop: 'options'
      });
    }
    field.options = options;
  }
  const range = rangeKind(field);
  if (range) {
    const min = optionalBound(f, 'min', range, n, problems);
    const max = optionalBound(f, 'max', range, n, problems);
    if (min !== undefined) field.min = min;
    if (max !== undefined) field.max = max;
    if (min !== undefined && max !== undefined && min > max)
      problems.push({ key: 'forms.def.minAboveMax', params: { n }, field: n, prop: 'max' });
  }
  if (takesText(field)) {
    const minLength = optionalCount(f, 'minLength', n, problems);
    const maxLength = optionalCount(f, 'maxLength', n, problems);
    if (minLength !== undefined) field.minLength = minLength;
    if (maxLength !== undefined) field.maxLength = maxLength;
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
      problems.push({ key: 'forms.def.minAboveMax', params: { n }, field: n, prop: 'maxLength' });
    }
    if (!blank(f.pattern)) {
      if (typeof f.pattern !== 'string' || f.pattern.length > MAX_PATTERN || compilePattern(f.pattern) === null) {
        problems.push({ key: 'forms.def.pattern', params: { n, max: MAX_PATTERN }, field: n, prop: 'pattern' });
      } else field.pattern = f.pattern;
    }
    const patternMessage = optionalText(f, 'patternMessage', n, problems);
    if (patternMessage && field.pattern) field.patternMessage = patternMessage;
  }
  const help = optionalText(f, 'help', n, problems);
  if (help) field.help = help;
  if (type !== 'file' && type !== 'radio' && type !== 'checkbox') {
    const placeholder = optionalText(f, 'placeholder', n, problems);
    if (placeholder) field.placeholder = placeholder;
  }
  if (!blank(f.page)) {
    const page = typeof f.page === 'string' ? Number(f.page) : f.page;
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
      problems.push({ key: 'forms.def.page', params: { n, max: MAX_PAGE }, field: n, prop: 'page' });
    } else if (page > 1) field.page = page;
  }
  if (!blank(f.showIf)) {
    const s = f.showIf;
    if (
      !isObject(s) ||
      typeof s.label !== 'string' ||
      s.label.trim() === '' ||
      typeof s.equals !== 'string' ||
      s.equals.trim() === ''
    ) {
      problems.push({ key: 'forms.def.showIf', params: { n }, field: n, prop: 'showIf' });
    } else field.showIf = { label: s.label.trim(), equals: s.equals.trim() };
  }
  return field;
}

/** Checks what `showIf` points at: an earlier field (on this page or before), and for a choice field one of its options. */
function checkShowIf(fields: readonly CustomFormField[], problems: DefinitionProblem[]): void {
  fields.forEach((field, i) => {
    if (!field.showIf) return;
    const n = i + 1;
    const target = fields.findIndex((f) => f.label.toLowerCase() === field.showIf!.label.toLowerCase());
    const other = fields[target];
    if (target < 0 || target >= i || (other.page ?? 1) > (field.page ?? 1)) {
      problems.push({
        key: 'forms.def.showIfBefore',
        params: { n, label: field.showIf.label },
        field: n,
        prop: 'showIf'
      });
    } else if (other.type === 'file') {
      problems.push({ key: 'forms.def.showIf', params: { n }, field: n, prop: 'showIf' });
    } else if (hasOptions(other) && !(other.options ?? []).includes(field.showIf.equals)) {
      problems.push({ key: 'forms.def.showIfOption', params: { n, label: other.label }, field: n, prop: 'showIf' });
    } else field.showIf = { label: other.label, equals: field.showIf.equals };
  });
}

/** Problems with a form definition (empty when it is sound) and the tidy fields: the builder and the server use this alone. */
export function checkFormDefinition(
  name: unknown,
  fields: unknown
): { problems: DefinitionProblem[]; fields: CustomFormField[] } {
  const problems: DefinitionProblem[] = [];
  const tidy: CustomFormField[] = [];
  if (typeof name !== 'string' || name.trim() === '') problems.push({ key: 'forms.provideName' });
  else if (name.trim().length > MAX_LABEL) problems.push({ key: 'forms.def.nameLong', params: { max: MAX_LABEL } });
  if (!Array.isArray(fields) || fields.length === 0) {
    problems.push({ key: 'forms.addField' });
    return { problems, fields: tidy };
  }
  if (fields.length > MAX_FIELDS) problems.push({ key: 'forms.def.tooMany', params: { max: MAX_FIELDS } });
  const seen = new Set<string>();
  fields.slice(0, MAX_FIELDS).forEach((f, i) => {
    const field = checkField(f, i + 1, problems);
    if (!field) return;
    const lower = field.label.toLowerCase();
    if (field.label && seen.has(lower))
      problems.push({
        key: 'forms.def.labelTwice',
        params: { n: i + 1, label: field.label },
        field: i + 1,
        prop: 'label'
      });
    seen.add(lower);
    tidy.push(field);
  });
  if (tidy.length === Math.min(fields.length, MAX_FIELDS)) checkShowIf(tidy, problems);
  return { problems, fields: tidy };
}

/** The problems of one field, as it would sit at `index` among `fields` (the builder's field editor). */
export function checkFieldDefinition(
  field: unknown,
  index: number,
  fields: readonly CustomFormField[]
): DefinitionProblem[] {
  const all = [...fields];
  all[index] = field as CustomFormField;
  return checkFormDefinition('x', all).problems.filter((p) => p.field === index + 1);
}
