import { fieldLabel, isMessageKey } from '@gia/domain/core';
import { tNow, type Translate } from '../i18n/use-t';
import { isApiError } from './client';

type Params = Record<string, string | number>;

/** One field's refusal as the server answers it: a catalogue key with its parameters. */
export interface ServerFieldError {
  field: string;
  code: string;
  params?: Params;
}

/** The server's answer to a refused call: `{ message, code, params?, errors? }` (the message is English). */
interface RefusalBody {
  message?: unknown;
  code?: unknown;
  params?: Params;
  errors?: unknown;
}

function bodyOf(error: unknown): RefusalBody | null {
  if (!isApiError(error)) return null;
  const data = error.response?.data;
  return typeof data === 'object' && data !== null ? (data as RefusalBody) : null;
}

/** The code (a catalogue key, maybe of texts this page has not loaded) of a refused call, when the server sent one. */
export function refusalCode(error: unknown): string | null {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' && code ? code : null;
}

/** The field errors of a refused call whose codes are catalogue keys. */
export function refusalFieldErrors(error: unknown): ServerFieldError[] {
  const errors = bodyOf(error)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is ServerFieldError => typeof e?.field === 'string' && typeof e?.code === 'string');
}

/** A field's name as the reader knows it: its label when the catalogue has one. */
function fieldWords(t: Translate, field: string): string {
  const label = fieldLabel(field);
  return isMessageKey(label) ? t(label) : field;
}

/**
 * A refusal in the reader's language: the server's `code` with its `params` (a named field said by its
 * label); the server's English `message` only when the code is not one of ours (an older server).
 */
export function refusalText(error: unknown, t: Translate): string | null {
  const body = bodyOf(error);
  const code = refusalCode(error);
  if (code && isMessageKey(code)) {
    const params = { ...body?.params };
    if (typeof params.field === 'string') params.field = fieldWords(t, params.field);
    return t(code, params);
  }
  return typeof body?.message === 'string' && body.message ? body.message : null;
}

/**
 * What a screen says about a failed call, in the current language: the server's refusal; otherwise the
 * client's own text ('Network Error', 'Request failed with status code N'), else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const refused = refusalText(error, tNow);
  if (refused) return refused;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
