import {
  compilePattern,
  hasOptions,
  indianDate,
  MAX_ANSWER,
  rangeKind,
  takesText,
  type CustomFormField,
  type RuleMessage
} from './custom-forms';
import { documentIdFromUrl } from './documents';
import { isEmail, isIsoDate, isMobile, isPan } from './validators';

/**
 * The rules of answering a custom form: which fields show (showIf), which page they are on, and what
 * each answer must be. The builder's preview, the renderer and the server all call these, so a person
 * sees exactly the message the server would give.
 */

/** An answer: text for most fields, a list of options for a checkbox field, a document address for a file. */
export type Answer = string | string[];
export type Answers = Record<string, Answer>;

/** A problem with one answer: the field's label, the catalogue message, and the admin's own words for a pattern. */
export interface AnswerProblem extends RuleMessage {
  label: string;
  /** The admin's pattern message, shown instead of the catalogue's text. */
  text?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether an answer says nothing (blank text, no option ticked). */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** The page numbers a form uses, in order; a form without pages has just [1]. */
export function pagesOf(fields: readonly CustomFormField[]): number[] {
  const pages = [...new Set(fields.map((f) => f.page ?? 1))].sort((a, b) => a - b);
  return pages.length ? pages : [1];
}

/** The fields in the order a person meets them: page by page, in list order within a page. */
export function orderedFields(fields: readonly CustomFormField[]): CustomFormField[] {
  return pagesOf(fields).flatMap((p) => fields.filter((f) => (f.page ?? 1) === p));
}

/**
 * Labels of the fields that show for these answers. A field with `showIf` shows when the field it names
 * shows and has that answer (for a checkbox field: has that option ticked).
 */
export function visibleLabels(fields: readonly CustomFormField[], answers: Record<string, unknown>): Set<string> {
  const byLabel = new Map(fields.map((f) => [f.label, f]));
  const memo = new Map<string, boolean>();
  const shows = (f: CustomFormField, trail: Set<string>): boolean => {
    const known = memo.get(f.label);
    if (known !== undefined) return known;
    let result = true;
    if (f.showIf) {
      const other = byLabel.get(f.showIf.label);
      if (!other || trail.has(other.label)) result = false;
      else {
        const value = answers[other.label];
        const has = Array.isArray(value)
          ? value.includes(f.showIf.equals)
          : typeof value === 'string' && value.trim() === f.showIf.equals;
        result = has && shows(other, new Set([...trail, f.label]));
      }
    }
    memo.set(f.label, result);
    return result;
  };
  return new Set(fields.filter((f) => shows(f, new Set([f.label]))).map((f) => f.label));
}

/** The fields that show on a page for these answers. */
export function visibleOnPage(
  fields: readonly CustomFormField[],
  answers: Record<string, unknown>,
  page: number
): CustomFormField[] {
  const visible = visibleLabels(fields, answers);
  return fields.filter((f) => (f.page ?? 1) === page && visible.has(f.label));
}

const normalise = (field: CustomFormField, text: string) => {
  const t = text.trim();
  if (field.inputType === 'pan') return t.toUpperCase();
  if (field.inputType === 'tel') return t.replace(/[\s-]/g, '');
  return t;
};

/** The problem with one answer of a showing field, or null when it is sound. Blank answers are only checked for `required`. */
export function checkAnswer(field: CustomFormField, value: unknown): AnswerProblem | null {
  const label = field.label;
  const problem = (key: AnswerProblem['key'], params?: AnswerProblem['params'], text?: string): AnswerProblem => ({
    label,
    key,
    ...(params ? { params } : {}),
    ...(text ? { text } : {})
  });
  if (isBlank(value)) return field.required ? problem('forms.rule.required') : null;

  if (field.type === 'checkbox') {
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return problem('forms.rule.list');
    if (new Set(value).size !== value.length || value.some((v) => !(field.options ?? []).includes(v)))
      return problem('forms.rule.options');
    return null;
  }
  if (typeof value !== 'string') return problem('forms.rule.text');
  if (value.length > MAX_ANSWER) return problem('forms.rule.tooLong', { n: MAX_ANSWER });
  const text = normalise(field, value);
  if (field.type === 'select' || field.type === 'radio')
    return (field.options ?? []).includes(text) ? null : problem('forms.rule.option');
  if (field.type === 'file')
    return documentIdFromUrl(text) && text.startsWith('/api/v1/global/documents/') ? null : problem('forms.rule.file');

  const range = rangeKind(field);
  if (range === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(text)) return problem('forms.rule.number');
    const n = Number(text);
    if (typeof field.min === 'number' && n < field.min) return problem('forms.rule.min', { min: field.min });
    if (typeof field.max === 'number' && n > field.max) return problem('forms.rule.max', { max: field.max });
    return null;
  }
  if (range === 'date') {
    if (!isIsoDate(text)) return problem('forms.rule.date');
    if (typeof field.min === 'string' && text < field.min)
      return problem('forms.rule.dateMin', { min: indianDate(field.min) });
    if (typeof field.max === 'string' && text > field.max)
      return problem('forms.rule.dateMax', { max: indianDate(field.max) });
    return null;
  }
  if (field.inputType === 'email' && !isEmail(text)) return problem('format.email');
  if (field.inputType === 'tel' && !isMobile(text)) return problem('format.mobile');
  if (field.inputType === 'pan' && !isPan(text)) return problem('format.pan');
  if (takesText(field)) {
    const length = [...text].length;
    if (field.minLength !== undefined && length < field.minLength)
      return problem('forms.rule.minLength', { n: field.minLength });
    if (field.maxLength !== undefined && length > field.maxLength)
      return problem('forms.rule.maxLength', { n: field.maxLength });
    if (field.pattern && !compilePattern(field.pattern)?.test(text))
      return problem('forms.rule.pattern', undefined, field.patternMessage);
  }
  return null;
}

/** The problems of the showing fields of one page (the renderer's Next button). */
export function checkPage(
  fields: readonly CustomFormField[],
  answers: Record<string, unknown>,
  page: number
): AnswerProblem[] {
  return visibleOnPage(fields, answers, page)
    .map((f) => checkAnswer(f, answers[f.label]))
    .filter((p): p is AnswerProblem => p !== null);
}

export interface CheckedResponse {
  /** Empty when the response may be stored. */
  problems: AnswerProblem[];
  /** What is stored: answers of showing fields only, trimmed, blanks left out; a hidden field's answer is dropped. */
  answers: Answers;
}

/** Every rule over a whole response: unknown labels, answer types, each showing field's rules. */
export function checkFormResponse(fields: readonly CustomFormField[], responses: unknown): CheckedResponse {
  if (!isObject(responses)) return { problems: [{ label: '', key: 'forms.rule.notObject' }], answers: {} };
  const problems: AnswerProblem[] = [];
  const known = new Set(fields.map((f) => f.label));
  for (const label of Object.keys(responses)) {
    if (!known.has(label))
      problems.push({
        label: label.slice(0, 100),
        key: 'forms.rule.unknownField',
        params: { label: label.slice(0, 100) }
      });
  }
  const visible = visibleLabels(fields, responses);
  const answers: Answers = {};
  for (const f of orderedFields(fields)) {
    if (!visible.has(f.label)) continue;
    const value = responses[f.label];
    const problem = checkAnswer(f, value);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (isBlank(value)) continue;
    answers[f.label] = Array.isArray(value)
      ? (f.options ?? []).filter((o) => value.includes(o))
      : normalise(f, value as string);
  }
  return { problems, answers };
}

/** Labels of showing required fields left blank: the renderer's summary line names them. */
export function missingRequired(fields: readonly CustomFormField[], responses: Record<string, unknown>): string[] {
  const visible = visibleLabels(fields, responses);
  return orderedFields(fields)
    .filter((f) => f.required && visible.has(f.label) && isBlank(responses[f.label]))
    .map((f) => f.label);
}

/** The document ids a checked response's file answers point at (the server makes sure they are the caller's). */
export function fileDocumentIds(fields: readonly CustomFormField[], answers: Answers): string[] {
  return fields
    .filter((f) => f.type === 'file' && typeof answers[f.label] === 'string')
    .map((f) => documentIdFromUrl(answers[f.label] as string))
    .filter((id): id is string => id !== null);
}

export interface FieldSummary {
  label: string;
  type: CustomFormField['type'];
  inputType?: CustomFormField['inputType'];
  /** How many responses answered it. */
  answered: number;
  /** Per option, how many chose it (select, radio, checkbox). */
  counts?: { option: string; count: number }[];
  /** For numbers. */
  min?: number;
  mean?: number;
  max?: number;
}

/** Per field of the current version: how many answered, counts per option, and min / mean / max of numbers. */
export function summariseResponses(
  fields: readonly CustomFormField[],
  responses: readonly Record<string, unknown>[]
): FieldSummary[] {
  return fields.map((f) => {
    const values = responses.map((r) => r[f.label]).filter((v) => !isBlank(v));
    const summary: FieldSummary = {
      label: f.label,
      type: f.type,
      ...(f.inputType ? { inputType: f.inputType } : {}),
      answered: values.length
    };
    if (hasOptions(f)) {
      const chosen = values.flatMap((v) => (Array.isArray(v) ? v : [v]));
      const options = [...(f.options ?? [])];
      for (const c of chosen) if (typeof c === 'string' && !options.includes(c)) options.push(c);
      summary.counts = options.map((option) => ({ option, count: chosen.filter((c) => c === option).length }));
    }
    if (rangeKind(f) === 'number') {
      const numbers = values.map((v) => Number(v)).filter((n) => Number.isFinite(n));
      if (numbers.length) {
        summary.min = numbers.reduce((a, b) => Math.min(a, b));
        summary.max = numbers.reduce((a, b) => Math.max(a, b));
        summary.mean = Math.round((numbers.reduce((a, b) => a + b, 0) / numbers.length) * 100) / 100;
      }
    }
    return summary;
  });
}
