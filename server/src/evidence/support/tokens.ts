import { createHmac } from 'node:crypto';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A JSON Web Token made by hand, so tests can make the kinds the server must refuse (expired, signed
 * with another secret, `alg: none`, claims changed after signing). HS256 unless the header says
 * otherwise; no signature when `secret` is null.
 */
export function handMadeToken(
  payload: object,
  secret: string | null,
  header: object = { alg: 'HS256', typ: 'JWT' }
): string {
  const signed = `${part(header)}.${part(payload)}`;
  const signature = secret === null ? '' : createHmac('sha256', secret).update(signed).digest('base64url');
  return `${signed}.${signature}`;
}

/** The token with its payload replaced and its original signature kept. */
export function withPayload(
  token: string,
  change: (payload: Record<string, unknown>) => Record<string, unknown>
): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${part(change(claims))}.${signature}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
