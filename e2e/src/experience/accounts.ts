import type { Browser, BrowserContext } from 'playwright-core';
import type { Role } from '@gia/domain';
import { newContext } from '../support/browser';
import { newPerson } from '../support/journeys';
import type { Portal } from '../support/portal';

/** What every login call answers, and the role it was for: what the browser keeps in sessionStorage. */
export interface Session {
  role: Role;
  response: { accessToken: string; user: { id: number; name: string; email: string } };
}

async function post<T>(portal: Portal, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${portal.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body)
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A new customer, signed up through the API. */
export async function customerSession(portal: Portal, prefix = 'Meera Customer'): Promise<Session> {
  const person = newPerson(prefix);
  const response = await post<Session['response']>(portal, '/users/login/signup', {
    user_name: person.name,
    email: person.email,
    password: person.password
  });
  return { role: 'customer', response };
}

/** The portal's first admin, signed in through the API. */
export async function adminSession(portal: Portal): Promise<Session> {
  const response = await post<Session['response']>(portal, '/admin/login/request', portal.admin);
  return { role: 'admin', response };
}

/** The smallest file the server takes for a PDF: it decides the type from the first bytes. */
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads a tiny PDF (as `session` when given, so it may be claimed by that account's request). */
export async function uploadPdf(portal: Portal, name: string, session?: Session): Promise<string> {
  const body = new FormData();
  body.append('image', new Blob([TINY_PDF], { type: 'application/pdf' }), name);
  const headers: Record<string, string> = session ? { authorization: `Bearer ${session.response.accessToken}` } : {};
  const res = await fetch(`${portal.url}/api/v1/global/upload/file`, { method: 'POST', body, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`The upload answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { url: string }).url;
}

/** A new vendor of a business type, with its three documents uploaded first, signed up through the API. */
export async function vendorSession(portal: Portal, category = 'PAN Registration'): Promise<Session> {
  const person = newPerson('Ravi Vendor');
  const [aadhar, pan, registration] = await Promise.all(
    ['aadhar.pdf', 'pan.pdf', 'registration.pdf'].map((n) => uploadPdf(portal, n))
  );
  const response = await post<Session['response']>(portal, '/vendors/login/signUp', {
    vendor_number: `98${String(Date.now()).slice(-8)}`,
    password: person.password,
    vendor_name: person.name,
    email: person.email,
    vendor_bussiness_name: category,
    venndor_bussiness_address: '12 MG Road, Bengaluru 560001',
    vendor_aadhar_url: aadhar,
    vendor_pan_url: pan,
    vendor_registration_document_url: registration
  });
  // A new vendor waits for an admin's approval before work can be assigned (issue 17).
  const admin = await adminSession(portal);
  await post(portal, '/admin/data/approveVendor', { vendor_id: response.user.id }, admin.response.accessToken);
  return { role: 'vendor', response };
}

/**
 * A browser context already signed in: the token and the session go into sessionStorage before the
 * portal's first script runs, once per tab, so signing out in the page stays signed out.
 */
export async function signedInContext(
  browser: Browser,
  portal: Portal,
  session: Session | null,
  viewport: { width: number; height: number } = { width: 1280, height: 800 }
): Promise<BrowserContext> {
  const context = await newContext(browser, { baseURL: portal.url, ...viewport });
  if (session) {
    await context.addInitScript((s) => {
      if (sessionStorage.getItem('gia.e2e.seeded')) return;
      sessionStorage.setItem('gia.e2e.seeded', '1');
      sessionStorage.setItem('accessToken', s.response.accessToken);
      sessionStorage.setItem('gia.session', JSON.stringify(s));
    }, session);
  }
  return context;
}

/** POST with a session's token (e.g. a request insert); answers the parsed JSON. */
export function postAs<T>(portal: Portal, session: Session, path: string, body: unknown): Promise<T> {
  return post<T>(portal, path, body, session.response.accessToken);
}
