import Fastify from 'fastify';
import { headersOf, secureHeaders } from '../secure-headers';

/** The security headers are made once from fixed options, and every answer carries them, refused ones too: a page's, or an API answer's. */

test("every answer carries helmet's headers for the options, made once; an API answer the few an API needs", async () => {
  const app = Fastify();
  secureHeaders(
    app,
    { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } } },
    (url) => url.startsWith('/api/')
  );
  for (const url of ['/ok', '/api/ok']) app.get(url, async () => ({ ok: true }));
  app.get('/refused', async () => {
    throw Object.assign(new Error('no'), { statusCode: 403 });
  });
  const answers = await Promise.all(
    ['/ok', '/refused', '/nowhere', '/api/ok', '/api/nowhere'].map((url) => app.inject({ method: 'GET', url }))
  );
  for (const res of answers) {
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  }
  expect(answers.map((res) => res.statusCode)).toEqual([200, 403, 404, 200, 404]);
  const [page, , , api, apiMissing] = answers;
  expect(page!.headers['content-security-policy']).toContain("default-src 'self'");
  expect(page!.headers['cross-origin-opener-policy']).toBe('same-origin');
  for (const res of [api!, apiMissing!]) {
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  }
  await app.close();
});

test('a policy that would vary by call is refused at start', () => {
  expect(() =>
    headersOf({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } } })
  ).toThrow(/scriptSrc may not vary by call/);
});
