import { SERVICE_KEYS, SERVICE_ROUTES } from './catalogue/service-routes';
import type { Role } from './workflow';

/** Where every role changes their own password (the page header links to it). */
export const CHANGE_PASSWORD_PATH = '/ChangePassword';

/** Where a customer downloads their data and asks for erasure (DPDP Act; the header and their home link to it). */
export const MY_DATA_PATH = '/MyData';

/** The five front-end apps: the host and its four remotes. */
export type AppName = 'shell' | 'customer' | 'admin' | 'vendor' | 'forms';

export interface RouteEntry {
  path: string;
  app: AppName;
  /** The screen the app renders; `form:<kind>` and `list:<kind>` are the catalogue-driven ones. */
  screen: string;
  /** Who may open it; `public` needs no account. */
  roles: readonly Role[] | 'public';
  /** A screen each role's own app draws (e.g. the request page): the app by signed-in role; `app` is the first. */
  byRole?: Partial<Record<Role, Exclude<AppName, 'shell'>>>;
}

const r = (path: string, app: AppName, screen: string, roles: RouteEntry['roles']): RouteEntry => ({
  path,
  app,
  screen,
  roles
});
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
  r('/ResetPassword', 'shell', 'resetPassword', 'public'),
  r('/VerifyEmail', 'shell', 'verifyEmail', 'public'),
  r(CHANGE_PASSWORD_PATH, 'shell', 'changePassword', ['customer', 'admin', 'vendor']),

  r('/Dashboard', 'customer', 'userHome', CUSTOMER),
  r('/Services', 'customer', 'services', CUSTOMER),
  r('/NewEnquiry', 'customer', 'services', CUSTOMER),
  r('/UserForUpdate', 'customer', 'servicesOpted', ['customer', 'admin']),
  r(MY_DATA_PATH, 'customer', 'myData', CUSTOMER),
  ...SERVICE_KEYS.map((key) => r(SERVICE_ROUTES[key].form, 'customer', `form:${key}`, CUSTOMER)),
  ...SERVICE_KEYS.map((key) => r(SERVICE_ROUTES[key].customerList, 'customer', `list:${key}`, ['customer', 'admin'])),

  r('/AdminDashboad', 'admin', 'adminHome', ADMIN),
  r('/DashboardForUpdate', 'admin', 'listHub', ADMIN),
  r('/AdminUserList', 'admin', 'adminUsers', ADMIN),
  r('/VendorApproval', 'admin', 'vendorApproval', ADMIN),
  r('/AuditLog', 'admin', 'auditLog', ADMIN),
  ...SERVICE_KEYS.map((key) => r(SERVICE_ROUTES[key].adminList, 'admin', `list:${key}`, ADMIN)),

  r('/VendorDashboard', 'vendor', 'vendorHome', VENDOR),
  r('/VendorForUpdate', 'vendor', 'vendorHub', VENDOR),
  ...SERVICE_KEYS.map((key) => r(SERVICE_ROUTES[key].vendorList, 'vendor', `list:${key}`, VENDOR)),

  r('/AdminFormBuilder', 'forms', 'formBuilder', ADMIN),
  r('/ListOfForms', 'forms', 'formList', ADMIN),
  r('/FormResponses', 'forms', 'formResponses', ADMIN),
  r('/FormRenderer', 'forms', 'formRenderer', 'public'),

  // The request workspaces (issue 14): one list per role across kinds, and one page per request.
  r('/MyRequests', 'customer', 'myRequests', CUSTOMER),
  r('/RequestQueue', 'admin', 'requestQueue', ADMIN),
  r('/MyWork', 'vendor', 'myWork', VENDOR),
  {
    ...r('/Requests/:reference', 'customer', 'requestPage', ['customer', 'admin', 'vendor']),
    byRole: { customer: 'customer', admin: 'admin', vendor: 'vendor' }
  }
];

/** The apps that draw a route's screen: one, or one per role. */
export function routeApps(entry: RouteEntry): AppName[] {
  return entry.byRole ? [...new Set(Object.values(entry.byRole))] : [entry.app];
}

/** The app that draws a route's screen for a role. */
export function routeAppFor(entry: RouteEntry, role: Role | null): AppName {
  return (role && entry.byRole?.[role]) || entry.app;
}

/** The address of a request's page. */
export function requestPagePath(reference: string): string {
  return `/Requests/${encodeURIComponent(reference)}`;
}

/** Where each role signs in, and where it lands afterwards. */
export const ROLE_HOME: Record<Role, { signIn: string; home: string }> = {
  customer: { signIn: '/signin', home: '/Dashboard' },
  admin: { signIn: '/AdminLogin', home: '/AdminDashboad' },
  vendor: { signIn: '/ServiceProviderLogin', home: '/VendorDashboard' }
};

/** Whether a pattern (`/Requests/:reference`) matches a path; without case, as the router does. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.toLowerCase().split('/');
  const got = pathname.toLowerCase().replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

export function routeFor(pathname: string): RouteEntry | undefined {
  const lower = pathname.toLowerCase();
  return (
    ROUTES.find((x) => x.path.toLowerCase() === lower) ??
    ROUTES.find((x) => x.path.includes(':') && matches(x.path, pathname))
  );
}
