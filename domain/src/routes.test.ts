import { SERVICES } from './catalogue';
import { requestPagePath, ROLE_HOME, ROUTES, routeAppFor, routeApps, routeFor } from './routes';

/** Spec section 2, "Routes registered", copied verbatim. */
const REGISTERED =
  '/, * (fallback), /DashboardForUpdate, /Sign_In, /AdminLogin, /ServiceProviderLogin, /Dashboard, /GstRegistrationCompany, /AdminDashboad, /VendorDashboard, /Services, /NewEnquiry, /PartnerRegistrationPage, /BusinessRegistrationForm, /ListOfPropertyRegistration, /PropertyRegistration, /ListOfGstRegistration, /ListAffidavitsRequest, /AffidavitsRequest, /VendorForUpdate, /VendorListOfPropertyRegistration, /VendorListOfGstRegistration, /VendorListAffidavitsRequest, /RentalAgreement, /UserForUpdate, /InsertGstRegistrations, /InsertPanRegistrations, /InsertTanRegistrations, /InsertTdsReturns, /InsertLegalNotices, /InsertAffidavid, /InsertSaleAggrement, /UserListAffidavitsRequest, /GSTListRequest, /UserListOfGstRegistration, /UserListOfPropertyRegistration, /PanRegistrationsRequest, /TanRegistrationsRequest, /TdsReturnsRequest, /LegalNoticesRequest, /SaleAggrementRequest, /SaledeedRequest, /AffidavidRequest, /signin, /signup, /AdminFormBuilder, /FormRenderer, /FormResponses, /ListOfForms, /InsertSaledeed, /ListofPanRegistration, /ListofTanRegistration, /ListSaleAggrement, /ListofTdsReturns, /ListLegalNotices, /ListSaledeed, /ListAffidavid.';

const FALLBACK = '* (fallback)';
const registered = REGISTERED.replace(/\.$/, '').split(', ');
const LINKED = ['/contact', '/privacy', '/about', '/AdminUserList'];
const paths = ROUTES.map((r) => r.path);

test('the copied list has the 56 paths of the spec and its fallback', () => {
  expect(registered).toHaveLength(57);
  expect(registered).toContain(FALLBACK);
});

test.each([...registered.filter((p) => p !== FALLBACK), ...LINKED])('%s is a route, spelt exactly', (path) => {
  expect(paths).toContain(path);
});

test('the fallback is the not-found page: an unknown path has no route', () => {
  expect(routeFor('/NoSuchPage')).toBeUndefined();
  expect(paths).not.toContain('*');
});

test('no path appears twice, not even in another case (routes are matched without case)', () => {
  const lower = paths.map((p) => p.toLowerCase());
  expect(new Set(lower).size).toBe(paths.length);
});

test('the /Sign_in link of the vendor portal reaches the user sign-in', () => {
  expect(routeFor('/Sign_in')).toMatchObject({ path: '/Sign_In', app: 'shell', screen: 'userSignIn', roles: 'public' });
});

describe.each(SERVICES.map((s) => [s.key, s] as const))('%s', (key, s) => {
  test('has its form in the customer app', () => {
    expect(routeFor(s.routes.form)).toMatchObject({
      path: s.routes.form,
      app: 'customer',
      screen: `form:${key}`,
      roles: ['customer']
    });
  });
  test('has its customer, admin and vendor lists', () => {
    expect(routeFor(s.routes.customerList)).toMatchObject({ app: 'customer', screen: `list:${key}` });
    expect(routeFor(s.routes.adminList)).toMatchObject({ app: 'admin', screen: `list:${key}`, roles: ['admin'] });
    expect(routeFor(s.routes.vendorList)).toMatchObject({ app: 'vendor', screen: `list:${key}`, roles: ['vendor'] });
  });
});

test('every role signs in on a public screen and lands on a screen of its own', () => {
  for (const [role, { signIn, home }] of Object.entries(ROLE_HOME)) {
    expect(routeFor(signIn)?.roles).toBe('public');
    expect(routeFor(home)?.roles).toContain(role);
  }
  expect(ROLE_HOME).toEqual({
    customer: { signIn: '/signin', home: '/Dashboard' },
    admin: { signIn: '/AdminLogin', home: '/AdminDashboad' },
    vendor: { signIn: '/ServiceProviderLogin', home: '/VendorDashboard' }
  });
});

test('the pages linked from the footer and the vendor portal need no account', () => {
  for (const path of [
    '/',
    '/contact',
    '/privacy',
    '/about',
    '/signin',
    '/signup',
    '/AdminLogin',
    '/ServiceProviderLogin'
  ]) {
    expect(routeFor(path)?.roles).toBe('public');
  }
  expect(routeFor('/AdminUserList')).toMatchObject({ app: 'admin', roles: ['admin'] });
});

describe('the request workspaces (issue 14)', () => {
  test('each role has its list across kinds in its own app', () => {
    expect(routeFor('/MyRequests')).toMatchObject({ app: 'customer', screen: 'myRequests', roles: ['customer'] });
    expect(routeFor('/RequestQueue')).toMatchObject({ app: 'admin', screen: 'requestQueue', roles: ['admin'] });
    expect(routeFor('/MyWork')).toMatchObject({ app: 'vendor', screen: 'myWork', roles: ['vendor'] });
  });

  test("a request's page is drawn by the signed-in role's app", () => {
    const entry = routeFor('/Requests/GIA-2026-000042')!;
    expect(entry).toMatchObject({ path: '/Requests/:reference', screen: 'requestPage' });
    expect(entry.roles).toEqual(['customer', 'admin', 'vendor']);
    expect(routeAppFor(entry, 'customer')).toBe('customer');
    expect(routeAppFor(entry, 'admin')).toBe('admin');
    expect(routeAppFor(entry, 'vendor')).toBe('vendor');
    expect(routeApps(entry).sort()).toEqual(['admin', 'customer', 'vendor']);
    expect(requestPagePath('GIA-2026-000042')).toBe('/Requests/GIA-2026-000042');
  });

  test('a pattern needs its value: /Requests alone and deeper paths are not the page', () => {
    expect(routeFor('/Requests')).toBeUndefined();
    expect(routeFor('/Requests/')).toBeUndefined();
    expect(routeFor('/Requests/GIA-2026-000042/more')).toBeUndefined();
    expect(routeFor('/requests/gia-2026-000042')?.screen).toBe('requestPage');
  });

  test('a route drawn by one app names no other', () => {
    expect(routeApps(routeFor('/MyRequests')!)).toEqual(['customer']);
    expect(routeAppFor(routeFor('/MyRequests')!, 'admin')).toBe('customer');
  });
});
