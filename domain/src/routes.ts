import { SERVICES } from './catalogue';
import type { Role } from './workflow';

/** The five front-end apps: the host and its four remotes. */
export type AppName = 'shell' | 'customer' | 'admin' | 'vendor' | 'forms';

export interface RouteEntry {
  path: string;
  app: AppName;
  /** The screen the app renders; `form:<kind>` and `list:<kind>` are the catalogue-driven ones. */
  screen: string;
  /** Who may open it; `public` needs no account. */
  roles: readonly Role[] | 'public';
}

const r = (path: string, app: AppName, screen: string, roles: RouteEntry['roles']): RouteEntry => ({ path, app, screen, roles });
const CUSTOMER = ['customer'] as const;
const ADMIN = ['admin'] as const;
const VENDOR = ['vendor'] as const;

/** Every route of the portal, spelt exactly as the spec spells it, with the app and role it belongs to. */
export const ROUTES: readonly RouteEntry[] = [
  r('/', 'shell', 'landing', 'public'),
  r('/signin', 'shell', 'userSignIn', 'public'),
  r('/Sign_In', 'shell', 'userSignIn', 'public'),
  r('/signup', 'shell', 'userSignUp', 'public'),
  r('/AdminLogin', 'shell', 'adminLogin', 'public'),
  r('/ServiceProviderLogin', 'shell', 'vendorPortal', 'public'),
  r('/contact', 'shell', 'contact', 'public'),
  r('/privacy', 'shell', 'privacy', 'public'),
  r('/about', 'shell', 'about', 'public'),

  r('/Dashboard', 'customer', 'userHome', CUSTOMER),
  r('/Services', 'customer', 'services', CUSTOMER),
  r('/NewEnquiry', 'customer', 'services', CUSTOMER),
  r('/UserForUpdate', 'customer', 'servicesOpted', ['customer', 'admin']),
  ...SERVICES.map((s) => r(s.routes.form, 'customer', `form:${s.key}`, CUSTOMER)),
  ...SERVICES.map((s) => r(s.routes.customerList, 'customer', `list:${s.key}`, ['customer', 'admin'])),

  r('/AdminDashboad', 'admin', 'adminHome', ADMIN),
  r('/DashboardForUpdate', 'admin', 'listHub', ADMIN),
  r('/AdminUserList', 'admin', 'adminUsers', ADMIN),
  ...SERVICES.map((s) => r(s.routes.adminList, 'admin', `list:${s.key}`, ADMIN)),

  r('/VendorDashboard', 'vendor', 'vendorHome', VENDOR),
  r('/VendorForUpdate', 'vendor', 'vendorHub', VENDOR),
  ...SERVICES.map((s) => r(s.routes.vendorList, 'vendor', `list:${s.key}`, VENDOR)),

  r('/AdminFormBuilder', 'forms', 'formBuilder', ADMIN),
  r('/ListOfForms', 'forms', 'formList', ADMIN),
  r('/FormResponses', 'forms', 'formResponses', ADMIN),
  r('/FormRenderer', 'forms', 'formRenderer', 'public')
];

/** Where each role signs in, and where it lands afterwards. */
export const ROLE_HOME: Record<Role, { signIn: string; home: string }> = {
  customer: { signIn: '/signin', home: '/Dashboard' },
  admin: { signIn: '/AdminLogin', home: '/AdminDashboad' },
  vendor: { signIn: '/ServiceProviderLogin', home: '/VendorDashboard' }
};

export function routeFor(pathname: string): RouteEntry | undefined {
  const lower = pathname.toLowerCase();
  return ROUTES.find((x) => x.path.toLowerCase() === lower);
}
