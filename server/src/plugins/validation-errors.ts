import type { MessageKey } from '@gia/domain';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldError } from './errors';

type Check = FastifySchemaValidationError & { params: Record<string, unknown> };

/** Which catalogue text says what a failed schema keyword means, and with what parameters. */
const BY_KEYWORD: Record<
  string,
  (p: Record<string, unknown>) => { code: MessageKey; params?: Record<string, string | number> }
> = {
  required: () => ({ code: 'errors.field.required' }),
  additionalProperties: () => ({ code: 'errors.field.unknown' }),
  type: (p) => ({ code: 'errors.field.type', params: { type: String(p.type) } }),
  enum: (p) => ({
    code: 'errors.field.oneOf',
    params: { allowed: ([] as unknown[]).concat(p.allowedValues ?? []).join(', ') }
  }),
  const: (p) => ({ code: 'errors.field.oneOf', params: { allowed: String(p.allowedValue) } }),
  maxLength: (p) => ({ code: 'errors.field.tooLong', params: { max: Number(p.limit) } }),
  minLength: (p) => ({ code: 'errors.field.tooShort', params: { min: Number(p.limit) } })
};

/** `/fields/0/label` as `fields.0.label`; the part of the request itself when the whole of it failed. */
function fieldOf(check: Check, part: string | undefined): string {
  const path = check.instancePath.split('/').filter(Boolean);
  const named = check.params.missingProperty ?? check.params.additionalProperty;
  if (typeof named === 'string') path.push(named);
  return path.length ? path.join('.') : (part ?? 'body');
}

/** Fastify's schema failures as field errors with catalogue keys, one per field. */
export function fieldErrorsOf(validation: FastifySchemaValidationError[], part: string | undefined): FieldError[] {
  const errors: FieldError[] = [];
  for (const check of validation as Check[]) {
    const field = fieldOf(check, part);
    if (errors.some((e) => e.field === field)) continue;
    const meaning = BY_KEYWORD[check.keyword]?.(check.params ?? {}) ?? { code: 'errors.field.invalid' as const };
    errors.push({ field, ...meaning });
  }
  return errors;
}
