import { BUSINESS_TYPES } from '@gia/domain';
import type { FastifySchemaValidationError } from 'fastify';

/**
 * JSON schemas of the account calls: shapes and lengths (and the OpenAPI description). The rules
 * (email and mobile formats, password length) are checked in the handlers, which name the field.
 */

const error = {
  type: 'object',
  properties: { message: { type: 'string' }, problems: { type: 'array', items: { type: 'string' } } },
  additionalProperties: true
} as const;

const user = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, name: { type: 'string' }, empid: { type: 'integer', description: 'Same as id' },
    email: { type: 'string' }, role: { type: 'string', enum: ['customer', 'admin', 'vendor'] }, phone: { type: ['string', 'null'] }
  }
} as const;

const session = { type: 'object', properties: { accessToken: { type: 'string', description: 'Bearer token, valid for TOKEN_TTL (8 h by default)' }, user } } as const;

const email = { type: 'string', maxLength: 254 } as const;
const password = { type: 'string', maxLength: 256, description: 'At least 8 characters' } as const;
const name = { type: 'string', maxLength: 200 } as const;

const anonymous = { security: [] } as const;
const adminOnly = { tags: ['accounts'], security: [{ bearer: [] }] } as const;
const tooMany = { 429: { ...error, description: 'Too many attempts from this address or for this email; the message says when to try again' } } as const;

const loginBody = { type: 'object', required: ['email', 'password'], properties: { email, password: { type: 'string', maxLength: 256 } } } as const;

export const loginSchema = (who: string) => ({
  ...anonymous,
  tags: ['accounts'],
  summary: `Sign in (${who} accounts only)`,
  body: loginBody,
  response: { 200: session, 400: error, 401: error, 403: error, ...tooMany }
});

export const userSignupSchema = {
  ...anonymous,
  tags: ['accounts'],
  summary: 'Create a customer account and sign in',
  body: {
    type: 'object',
    required: ['user_name', 'email', 'password'],
    properties: { user_name: name, email, password, phone: { type: 'string', maxLength: 20, description: 'Optional 10-digit mobile number' } }
  },
  response: { 201: session, 400: error, 409: error, ...tooMany }
} as const;

export const vendorSignupSchema = {
  ...anonymous,
  tags: ['accounts'],
  summary: 'Register a vendor (service provider) and sign in',
  description: 'The three documents must be uploads made without a token (or by the caller) that nothing has claimed; sign-up claims them for the new vendor.',
  body: {
    type: 'object',
    required: ['vendor_number', 'password', 'vendor_name', 'email', 'vendor_bussiness_name', 'venndor_bussiness_address',
      'vendor_aadhar_url', 'vendor_pan_url', 'vendor_registration_document_url'],
    properties: {
      vendor_number: { type: 'string', maxLength: 20, description: '10-digit mobile number' },
      password,
      vendor_name: name,
      email,
      vendor_bussiness_name: { type: 'string', enum: [...BUSINESS_TYPES], description: 'Business type' },
      venndor_bussiness_address: { type: 'string', maxLength: 1000 },
      vendor_aadhar_url: { type: 'string', maxLength: 500, description: 'url the upload call answered' },
      vendor_pan_url: { type: 'string', maxLength: 500 },
      vendor_registration_document_url: { type: 'string', maxLength: 500 }
    }
  },
  response: { 201: session, 400: error, 409: error, ...tooMany }
} as const;

const admin = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' }, created_at: { type: 'string' } } } as const;

export const getAdminsSchema = {
  ...adminOnly,
  summary: 'List admin accounts (admin)',
  response: { 200: { type: 'array', items: admin }, 401: error, 403: error }
} as const;

export const insertAdminSchema = {
  ...adminOnly,
  summary: 'Add an admin account (admin)',
  body: { type: 'object', required: ['name', 'email', 'password'], properties: { name, email, password } },
  response: { 201: admin, 400: error, 401: error, 403: error, 409: error }
} as const;

export const setAccountDisabledSchema = {
  ...adminOnly,
  summary: 'Disable or re-enable any account (admin); a disabled account\'s tokens stop working at once',
  body: { type: 'object', required: ['id', 'disabled'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, disabled: { type: 'boolean' } } },
  response: { 200: { type: 'object', properties: { id: { type: 'integer' }, disabled: { type: 'boolean' } } }, 400: error, 401: error, 403: error, 404: error }
} as const;

/** Schema failures in words that name the field: "email is required.", "vendor_bussiness_name must be one of: …". */
export function describeSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  const params = first.params as { missingProperty?: string; allowedValues?: unknown[]; limit?: number; type?: string };
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || dataVar;
  if (first.keyword === 'required') return new Error(`${params.missingProperty} is required.`);
  if (first.keyword === 'enum') return new Error(`${field} must be one of: ${(params.allowedValues ?? []).join(', ')}.`);
  if (first.keyword === 'maxLength') return new Error(`${field} must be at most ${params.limit} characters.`);
  if (first.keyword === 'type') return new Error(`${field} must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${params.type}.`);
  return new Error(`${field} ${first.message}.`);
}
