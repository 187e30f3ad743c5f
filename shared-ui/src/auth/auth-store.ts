import { create } from 'zustand';
import type { Role } from '@gia/domain/core';
import { api, TOKEN_KEY } from '../api/client';
import { pageSingleton } from '../singleton';
import { loginErrorText, type LoginVariant } from './login-errors';

export interface AuthUser {
  id: number;
  name: string;
  empid?: string | number | null;
  email: string;
  role: string;
  phone?: string | null;
}

/** What every login and sign-up call answers. */
export interface LoginResponse {
  accessToken: string;
  user: AuthUser;
}

export interface Credentials {
  email: string;
  password: string;
}

export type SignupRole = 'customer' | 'vendor';

export interface AuthState {
  isAuthenticated: boolean;
  user: AuthUser | null;
  loading: boolean;
  error: string | null;
  /** The whole login response (the spec reads `userPhone.user.name`). */
  userPhone: LoginResponse | null;
  role: Role | null;
  token: string | null;
  /** How the last session ended: chosen (logout) goes to the landing page, expired to sign-in. */
  signedOut: 'chosen' | 'expired' | null;
  login(role: Role, credentials: Credentials): Promise<LoginResponse>;
  /** Answers the session, or null when the account waits for its owner to open the link mailed to them (mail set up). */
  signup(role: SignupRole, body: Record<string, unknown>): Promise<LoginResponse | null>;
  logout(how?: 'chosen' | 'expired'): void;
  setSession(response: LoginResponse, role: Role): void;
}

const LOGIN_PATH: Record<Role, string> = {
  customer: '/users/login/request',
  admin: '/admin/login/request',
  vendor: '/vendors/login/request'
};
const SIGNUP_PATH: Record<SignupRole, string> = {
  customer: '/users/login/signup',
  vendor: '/vendors/login/signUp'
};
const LOGIN_VARIANT: Record<Role, LoginVariant> = { customer: 'user', admin: 'admin', vendor: 'vendor' };
const SIGNUP_VARIANT: Record<SignupRole, LoginVariant> = { customer: 'user', vendor: 'vendorSignup' };

/** Besides the token (spec key `accessToken`), the session keeps who signed in, so a reload restores it. */
const SESSION_KEY = 'gia.session';

const SIGNED_OUT = { isAuthenticated: false, user: null, userPhone: null, role: null, token: null } as const;

function restoredSession() {
  try {
    const token = sessionStorage.getItem(TOKEN_KEY);
    const saved = sessionStorage.getItem(SESSION_KEY);
    if (!token || !saved) return SIGNED_OUT;
    const { response, role } = JSON.parse(saved) as { response: LoginResponse; role: Role };
    return { isAuthenticated: true, user: response.user, userPhone: response, role, token };
  } catch {
    return SIGNED_OUT;
  }
}

function forget() {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

export const useAuthStore = pageSingleton('authStore', () =>
  create<AuthState>((set, get) => {
    async function call(path: string, body: unknown, role: Role, variant: LoginVariant) {
      set({ loading: true, error: null });
      try {
        const { data } = await api.post<Partial<LoginResponse>>(path, body);
        // A sign-up with mail set up answers "check your email" (202) instead of a session.
        if (!data.accessToken || !data.user) {
          set({ loading: false });
          return null;
        }
        get().setSession(data as LoginResponse, role);
        return data as LoginResponse;
      } catch (error) {
        set({ loading: false, error: loginErrorText(error, variant) });
        throw error;
      }
    }
    return {
      ...restoredSession(),
      signedOut: null,
      loading: false,
      error: null,
      // A sign-in that succeeds always answers a session.
      login: (role, credentials) =>
        call(LOGIN_PATH[role], credentials, role, LOGIN_VARIANT[role]) as Promise<LoginResponse>,
      signup: (role, body) => call(SIGNUP_PATH[role], body, role, SIGNUP_VARIANT[role]),
      setSession(response, role) {
        try {
          sessionStorage.setItem(TOKEN_KEY, response.accessToken);
          sessionStorage.setItem(SESSION_KEY, JSON.stringify({ response, role }));
        } catch {
          // storage unavailable: signed in until the page closes
        }
        set({
          isAuthenticated: true,
          user: response.user,
          userPhone: response,
          role,
          token: response.accessToken,
          loading: false,
          error: null,
          signedOut: null
        });
      },
      logout(how = 'chosen') {
        forget();
        set({ ...SIGNED_OUT, loading: false, error: null, signedOut: how });
      }
    };
  })
);
