import './session-watch';

export {
  useAuthStore,
  type AuthState,
  type AuthUser,
  type Credentials,
  type LoginResponse,
  type SignupRole
} from './auth-store';
export { awaitsEmailConfirmation, loginErrorText, type LoginVariant } from './login-errors';
export { endExpiredSession } from './session-watch';
export { isTokenExpired, tokenExpiry } from './jwt';
