import type { Page } from 'playwright-core';

let counter = 0;

/** A unique person for a journey. */
export function newPerson(prefix: string): { name: string; email: string; password: string } {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `${prefix} ${tag}`,
    email: `${prefix.toLowerCase().replace(/\s+/g, '.')}.${tag}@example.in`,
    password: 'Str0ng-pass-2026'
  };
}

export async function signUpCustomer(
  page: Page,
  person: { name: string; email: string; password: string }
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL('**/Dashboard');
}

export async function signInAdmin(page: Page, admin: { email: string; password: string }): Promise<void> {
  await page.goto('/AdminLogin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/AdminDashboad');
}

/** A file as a browser file input or an upload call receives it. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Calls the portal's API as a client would (JSON in and out); any answer but 2xx fails the journey with the server's words. */
export async function callApi<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string
): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {})
    },
    body: body === undefined ? undefined : JSON.stringify(body)
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Uploads one document (anonymous without a token, owned by the caller with one) and answers its address. */
export async function uploadApi(baseUrl: string, file: UploadFile, token?: string): Promise<string> {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const res = await fetch(`${baseUrl}/api/v1/global/upload/file`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {}
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`The upload of ${file.name} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { url: string }).url;
}

export interface ApiSession {
  accessToken: string;
  user: { id: number; name: string; email: string };
}

export function signUpCustomerApi(
  baseUrl: string,
  person: { name: string; email: string; password: string }
): Promise<ApiSession> {
  return callApi<ApiSession>(baseUrl, 'POST', '/users/login/signup', {
    user_name: person.name,
    email: person.email,
    password: person.password
  });
}

export function signInAdminApi(baseUrl: string, admin: { email: string; password: string }): Promise<ApiSession> {
  return callApi<ApiSession>(baseUrl, 'POST', '/admin/login/request', admin);
}

/** An admin approves a vendor who signed up, so work can be assigned to them (new vendors wait for approval). */
export async function approveVendorApi(
  baseUrl: string,
  admin: { email: string; password: string },
  vendorId: number
): Promise<void> {
  const session = await signInAdminApi(baseUrl, admin);
  await callApi(baseUrl, 'POST', '/admin/data/approveVendor', { vendor_id: vendorId }, session.accessToken);
}

/** A vendor of a business type, signed up through the API with three documents uploaded anonymously first. */
export async function signUpVendorApi(
  baseUrl: string,
  person: { name: string; email: string; password: string },
  businessType: string,
  document: UploadFile
): Promise<ApiSession> {
  const [aadhar, pan, registration] = await Promise.all([0, 1, 2].map(() => uploadApi(baseUrl, document)));
  return callApi<ApiSession>(baseUrl, 'POST', '/vendors/login/signUp', {
    vendor_number: `9${String(Date.now()).slice(-9)}`,
    password: person.password,
    vendor_name: person.name,
    email: person.email,
    vendor_bussiness_name: businessType,
    venndor_bussiness_address: '14 Residency Road, Bengaluru 560025',
    vendor_aadhar_url: aadhar,
    vendor_pan_url: pan,
    vendor_registration_document_url: registration
  });
}

export async function signInCustomer(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/Dashboard');
  // The address changes before the home is drawn; a person acts on what they see, so the journey waits for it.
  await page.getByRole('heading', { level: 1, name: /^Welcome,/ }).waitFor();
}
