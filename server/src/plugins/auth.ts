import jwt from '@fastify/jwt';
import type { Role } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { POSTGRES_DATA_VERSION } from '../db';
import { compiledOnce } from '../db/compiled-once';

/** Who is calling, from a valid token of an account that is not disabled; null when anonymous. */
export interface Caller {
  id: number;
  role: Role;
  name: string;
}

/** The token a signed-in call came with: its id and expiry, so it can be signed out. */
export interface CallerToken {
  jti: string;
  expiresAt: string;
}

interface TokenPayload {
  sub: number;
  role: Role;
  name: string;
  /** The account's token version when signed; a disable or password change bumps it. */
  tv: number;
  /** This token's own id, listed when it is signed out. */
  jti: string;
  exp?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** The token of a signed-in caller. */
    callerToken: CallerToken | null;
    /** A bearer token came but was expired, tampered with, signed out, or its account is disabled. */
    staleToken: boolean;
    /** The database's version (Db.dataVersion) as a signed-in call began; null for anonymous calls. */
    dataVersion: string | null;
  }
  interface FastifyInstance {
    /** A new token for the account at its current token version (0 for an account never bumped). */
    signToken(caller: Caller, tokenVersion?: number): string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
  }
}

/** A token whose signature was checked, and its account as read at a version of the database. */
interface Verified {
  payload: TokenPayload;
  /** SQLite only: a version costs a few microseconds there, a second statement the account. */
  checked?: { version: string; account: AccountCheck | undefined };
}

interface AccountCheck {
  id: number;
  role: Role;
  name: string;
  disabled: number;
  token_version: number;
  closed_at: string | null;
  revoked: unknown;
}

/**
 * Only the one spelling of a token is remembered: "Bearer" as written, and a signature whose unused
 * last bits are zero. Else one token could be written hundreds of ways that all verify, and a few
 * tokens could push everyone else's out of memory.
 */
function canonical(header: string): boolean {
  const match = /^Bearer ([\w-]+\.[\w-]+\.([\w-]+))$/.exec(header);
  return match !== null && Buffer.from(match[2]!, 'base64url').toString('base64url') === match[2];
}

/** Tokens in use at once on one server, with room: each is a few hundred bytes. */
const MAX_REMEMBERED_TOKENS = 20_000;

/**
 * Reads the bearer token on every request. A token that is expired, tampered with, signed out, of an
 * older token version (the account was disabled or its password changed since), or of a disabled or
 * closed account leaves the caller anonymous and marked stale: every call that needs an account then
 * answers 401 'session expired' at once, while public calls (sign-in, upload, forms) still work.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    await app.register(jwt, { secret: opts.config.jwtSecret, sign: { expiresIn: opts.config.tokenTtl } });
    // A token's signature is checked once and remembered, by its exact header, until it expires: decoding
    // and hashing it again (fast-jwt's own cache) was a third of a list given from memory. Its account
    // (sign-out, disabling, password changes) is read again whenever the database has changed since.
    const verified = new Map<string, Verified>();
    const remember = (header: string, token: Verified) => {
      if (verified.size >= MAX_REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(header, token);
    };
    app.decorateRequest('caller', null);
    app.decorateRequest('callerToken', null);
    app.decorateRequest('staleToken', false);
    app.decorateRequest('dataVersion', null);
    app.decorate('signToken', (caller: Caller, tokenVersion = 0) =>
      app.jwt.sign({
        sub: caller.id,
        role: caller.role,
        name: caller.name,
        tv: tokenVersion,
        jti: randomBytes(16).toString('base64url')
      })
    );
    // Read on every signed-in call, so built once. PostgreSQL reads the version in the same statement,
    // as a second round trip would cost as much as the account.
    const onPostgres = app.dbKind === 'postgres';
    const accountOf = compiledOnce(
      app.db,
      (id: number, jti: string) =>
        app.db
          .selectFrom('accounts')
          .select(['id', 'role', 'name', 'disabled', 'token_version', 'closed_at'])
          .select((eb) => eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti)).as('revoked'))
          .$if(onPostgres, (q) => q.select(POSTGRES_DATA_VERSION.as('data_version')))
          .where('id', '=', id),
      [-1, 'stand-in jti']
    );
    /** The account as the database holds it now, and the version it was read at. */
    const checkedAccount = async (token: Verified, id: number, jti: string) => {
      if (onPostgres) {
        const [account] = await accountOf(id, jti);
        return { version: account?.data_version ?? '', account };
      }
      // Read before the account: a change after it is seen at the next call.
      const version = await app.dataVersion();
      if (token.checked?.version !== version) token.checked = { version, account: (await accountOf(id, jti))[0] };
      return token.checked;
    };
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      // A bearer header with a token in it: its first character, where `\S+` read the whole token on every call.
      if (!header || !/^Bearer\s+\S/i.test(header)) return;
      let token = verified.get(header);
      if (!token || (token.payload.exp !== undefined && token.payload.exp * 1000 <= Date.now())) {
        try {
          token = { payload: await request.jwtVerify<TokenPayload>() };
        } catch {
          verified.delete(header);
          request.staleToken = true;
          return;
        }
        if (canonical(header)) remember(header, token);
      }
      const payload = token.payload;
      const id = Number(payload.sub);
      const jti = typeof payload.jti === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(payload.jti) ? payload.jti : null;
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647 || !jti || !Number.isSafeInteger(payload.tv)) {
        request.staleToken = true;
        return;
      }
      const { version, account } = await checkedAccount(token, id, jti);
      if (
        !account ||
        account.disabled ||
        account.closed_at ||
        account.role !== payload.role ||
        account.token_version !== payload.tv ||
        Boolean(account.revoked)
      ) {
        request.staleToken = true;
        return;
      }
      request.caller = { id: account.id, role: account.role, name: account.name };
      request.dataVersion = version;
      const exp = typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now() + 24 * 3600 * 1000;
      request.callerToken = { jti, expiresAt: new Date(exp).toISOString() };
    });
  },
  { name: 'auth', dependencies: ['database'] }
);
