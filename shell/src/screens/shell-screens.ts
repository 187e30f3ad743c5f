import { lazy, type ComponentType } from 'react';
import { About, Contact, Privacy } from './InfoPages';
import { Landing } from './Landing';

/**
 * The shell's own screens by ROUTES screen id. The sign-in screens load on demand, so the landing
 * page does not download the forms it does not show.
 */
export const SHELL_SCREENS: Record<string, ComponentType> = {
  landing: Landing,
  contact: Contact,
  privacy: Privacy,
  about: About,
  userSignIn: lazy(() => import('./auth/UserAuth').then((m) => ({ default: m.UserSignIn }))),
  userSignUp: lazy(() => import('./auth/UserAuth').then((m) => ({ default: m.UserSignUp }))),
  adminLogin: lazy(() => import('./auth/AdminLogin').then((m) => ({ default: m.AdminLogin }))),
  vendorPortal: lazy(() => import('./auth/VendorPortal').then((m) => ({ default: m.VendorPortal }))),
  resetPassword: lazy(() => import('./auth/ResetPassword').then((m) => ({ default: m.ResetPassword }))),
  verifyEmail: lazy(() => import('./auth/VerifyEmail').then((m) => ({ default: m.VerifyEmail }))),
  changePassword: lazy(() => import('./auth/ChangePassword').then((m) => ({ default: m.ChangePassword })))
};
