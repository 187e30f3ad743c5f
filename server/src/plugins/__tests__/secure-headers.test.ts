import Fastify from 'fastify';
import { headersOf, secureHeaders } from '../secure-headers';

/** The security headers are made once from fixed options, and every answer carries them, refused ones too. */

test("every answer carries helmet's headers for the options, made once", async () => {
  const app = Fastify();
  secureHeaders(app, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } } });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/refused', async () => {
    throw Object.assign(new Error('no'), { statusCode: 403 });
  });
  const ok = await app.inject({ method: 'GET', url: '/ok' });
  const refused = await app.inject({ method: 'GET', url: '/refused' });
  const missing = await app.inject({ method: 'GET', url: '/nowhere' });
  for (const res of [ok, refused, missing]) {
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  }
  expect([ok.statusCode, refused.statusCode, missing.statusCode]).toEqual([200, 403, 404]);
  await app.close();
});

test('a policy that would vary by call is refused at start', () => {
  expect(() =>
    headersOf({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } } })
  ).toThrow(/scriptSrc may not vary by call/);
});
