import { BUSINESS_TYPES, ROLES } from '@gia/domain';
import type { FastifySchemaValidationError } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Nullable, Refusal, refusals, StringEnum } from '../platform/schema';
import { fieldErrorText } from '../plugins/errors';
import { fieldErrorsOf } from '../plugins/validation-errors';

/**
 * Schemas of the account calls: shapes and lengths (and the OpenAPI description). The rules
 * (email and mobile formats, password length) are checked in the handlers, which name the field.
 */

/** An answer's fields, each present when the call has it: the serialiser writes what is there. */
const answer = <P extends Record<string, TSchema>>(properties: P, options: { description?: string } = {}) =>
  Type.Partial(Type.Object(properties), options);

const role = StringEnum(ROLES);
const user = answer({
  id: Type.Integer(),
  name: Type.String(),
  empid: Type.Integer({ description: 'Same as id' }),
  email: Type.String(),
  role,
  phone: Nullable(Type.String())
});
const sessionProperties = {
  accessToken: Type.String({ description: 'Bearer token, valid for TOKEN_TTL (8 h by default)' }),
  user
};
const session = answer(sessionProperties);

const email = Type.String({ maxLength: 254 });
const password = Type.String({ maxLength: 256, description: 'At least 8 characters' });
const name = Type.String({ maxLength: 200 });

const anonymous = { security: [] };
const bearer: Record<string, string[]>[] = [{ bearer: [] }];
const adminOnly = { tags: ['accounts'], security: bearer };
const tooMany = {
  429: {
    ...Refusal,
    description: 'Too many attempts from this address or for this email; the message says when to try again'
  }
};

const checkEmail = {
  ...Type.Object({ message: Type.String(), code: Type.String() }),
  description:
    'With mail set up, every sign-up: a link that confirms the email is mailed to it (or, for an email that has an account, its owner is told); ' +
    'without mail, 201 with a session, or 409 for an email that has an account'
};

const loginBody = Type.Object({ email, password: Type.String({ maxLength: 256 }) });

export const loginSchema = (who: string) => ({
  ...anonymous,
  tags: ['accounts'],
  summary: `Sign in (${who} accounts only)`,
  body: loginBody,
  response: {
    200: session,
    ...refusals(400, 401),
    403: { ...Refusal, description: 'Disabled, or (code identity.emailNotVerified) its email not confirmed yet' },
    ...tooMany
  }
});

export const userSignupSchema = {
  ...anonymous,
  tags: ['accounts'],
  summary: 'Create a customer account (and sign in, without mail set up)',
  body: Type.Object({
    user_name: name,
    email,
    password,
    phone: Type.Optional(Type.String({ maxLength: 20, description: 'Optional 10-digit mobile number' }))
  }),
  response: { 201: session, 202: checkEmail, ...refusals(400, 409), ...tooMany }
};

export const vendorSignupSchema = {
  ...anonymous,
  tags: ['accounts'],
  summary: 'Register a vendor (service provider) (and sign in, without mail set up)',
  description:
    'The three documents must be uploads made without a token (or by the caller) that nothing has claimed; sign-up claims them for the new vendor.',
  body: Type.Object({
    vendor_number: Type.String({ maxLength: 20, description: '10-digit mobile number' }),
    password,
    vendor_name: name,
    email,
    vendor_bussiness_name: StringEnum(BUSINESS_TYPES, { description: 'Business type' }),
    venndor_bussiness_address: Type.String({ maxLength: 1000 }),
    vendor_aadhar_url: Type.String({ maxLength: 500, description: 'url the upload call answered' }),
    vendor_pan_url: Type.String({ maxLength: 500 }),
    vendor_registration_document_url: Type.String({ maxLength: 500 })
  }),
  response: { 201: session, 202: checkEmail, ...refusals(400, 409), ...tooMany }
};

const admin = answer({ id: Type.Integer(), name: Type.String(), email: Type.String(), created_at: Type.String() });

export const getAdminsSchema = {
  ...adminOnly,
  summary: 'List admin accounts (admin)',
  response: { 200: Type.Array(admin), ...refusals(401, 403) }
};

export const insertAdminSchema = {
  ...adminOnly,
  summary: 'Add an admin account (admin)',
  body: Type.Object({ name, email, password }),
  response: { 201: admin, ...refusals(400, 401, 403, 409) }
};

const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const setAccountDisabledSchema = {
  ...adminOnly,
  summary: "Disable or re-enable any account (admin); a disabled account's tokens stop working at once",
  body: Type.Object({ id, disabled: Type.Boolean() }),
  response: { 200: answer({ id: Type.Integer(), disabled: Type.Boolean() }), ...refusals(400, 401, 403, 404) }
};

/** Schema failures in the catalogue's words, naming each field: "email is required.", "vendor_bussiness_name must be one of: …". */
export function describeSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(fieldErrorsOf(errors, dataVar).map(fieldErrorText).join(' '));
}

const signedIn = { tags: ['accounts'], security: bearer };
const codedProperties = { message: Type.String(), code: Type.String() };
const coded = answer(codedProperties);

export const logoutSchema = {
  ...signedIn,
  summary: 'Sign out: this token stops working at once',
  response: { 200: coded, ...refusals(401) }
};

export const changePasswordSchema = {
  ...signedIn,
  summary: 'Change the password; every other session of the account ends, this one goes on with the new token answered',
  body: Type.Object({ current: Type.String({ maxLength: 256 }), next: password }),
  response: { 200: answer({ ...codedProperties, ...sessionProperties }), ...refusals(400, 401) }
};

export const forgotPasswordSchema = {
  ...anonymous,
  tags: ['accounts'],
  summary:
    'Ask for a one-time link to set a new password (valid 30 minutes, sent by mail when mail is set up); always answers the same',
  body: Type.Object({ email }),
  response: { 202: coded, ...refusals(400), ...tooMany }
};

export const resetPasswordSchema = {
  ...anonymous,
  tags: ['accounts'],
  summary: 'Set a new password with the token of a reset link; every session of the account ends',
  body: Type.Object({ token: Type.String({ maxLength: 200 }), password }),
  response: { 200: coded, ...refusals(400), ...tooMany }
};

export const issueResetSchema = {
  ...adminOnly,
  summary:
    'Make a one-time link to set a new password for any account (admin), by id or by role and email; the admin hands it over',
  body: Type.Object({ id: Type.Optional(id), role: Type.Optional(role), email: Type.Optional(email) }),
  response: {
    200: answer({ ...codedProperties, url: Type.String(), expires_at: Type.String(), id: Type.Integer() }),
    ...refusals(400, 401, 403, 404)
  }
};

export const vendorDecisionSchema = (what: string) => ({
  ...adminOnly,
  summary: `${what} a vendor (admin)`,
  body: Type.Object({ vendor_id: id }),
  response: {
    200: answer({
      ...codedProperties,
      params: Type.Object({ name: Type.String() }, { description: "Filled into the code's catalogue text" }),
      vendor_id: Type.Integer(),
      status: Type.String(),
      released: Type.Integer({ description: "Open requests given back to the admins' queue (suspending)" })
    }),
    ...refusals(400, 401, 403, 404)
  }
});

const auditEntry = answer({
  id: Type.Integer(),
  at: Type.String(),
  actor_id: Nullable(Type.Integer()),
  actor_name: Nullable(Type.String()),
  action: Type.String(),
  target_id: Nullable(Type.Integer()),
  target_role: Nullable(Type.String()),
  target_name: Nullable(Type.String()),
  detail: Nullable(Type.String())
});

const paging = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 }))
  },
  { additionalProperties: true }
);

export const auditLogSchema = {
  ...adminOnly,
  summary: 'What admins did to accounts, newest first (admin); X-Total-Count says how many in all',
  querystring: paging,
  response: { 200: Type.Array(auditEntry), ...refusals(400, 401, 403) }
};

export const verifyEmailSchema = {
  ...anonymous,
  tags: ['accounts'],
  summary:
    "Confirm a new account's email with the token of its mailed link (valid 24 hours, works once); signs the person in",
  body: Type.Object({ token: Type.String({ maxLength: 200 }) }),
  response: { 200: answer({ ...codedProperties, ...sessionProperties }), ...refusals(400), ...tooMany }
};

export const resendVerificationSchema = {
  ...anonymous,
  tags: ['accounts'],
  summary: "Ask for a new link that confirms a new account's email (sent when mail is set up); always answers the same",
  body: Type.Object({ email }),
  response: { 202: coded, ...refusals(400), ...tooMany }
};
