'use strict';
/**
 * Lighthouse 12 (mobile defaults: simulated slow 4G and a mid-range phone CPU) with Debian's Chromium:
 * performance and accessibility scores of the landing page, the sign-in page and the admin's PAN
 * request list (signed in: the token is put in session storage first, and Lighthouse keeps it).
 * Target: every score >= 95.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const puppeteer = require('puppeteer-core');
const { call, startServer, table } = require('./support');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
];

async function main() {
  const { startFlow } = await import('lighthouse');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gia-bench-lh-'));
  const admin = { email: 'admin@bench.in', password: 'Bench-pass-2026' };
  const server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATABASE_URL: ''
  });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  const rows = [];
  try {
    const { accessToken } = await call(server.url, 'POST', '/api/v1/admin/login/request', admin);
    const pages = [
      { name: 'landing /', route: '/', signedIn: false },
      { name: 'sign-in /signin', route: '/signin', signedIn: false },
      { name: 'admin list /ListofPanRegistration', route: '/ListofPanRegistration', signedIn: true }
    ];
    for (const p of pages) {
      const page = await browser.newPage();
      if (p.signedIn) {
        await page.goto(server.url + '/');
        await page.evaluate((token) => sessionStorage.setItem('accessToken', token), accessToken);
      }
      const flow = await startFlow(page, {
        flags: { disableStorageReset: true, onlyCategories: ['performance', 'accessibility'] }
      });
      await flow.navigate(server.url + p.route);
      const result = (await flow.createFlowResult()).steps[0].lhr;
      rows.push({
        page: p.name,
        performance: Math.round(result.categories.performance.score * 100),
        accessibility: Math.round(result.categories.accessibility.score * 100),
        'FCP ms': result.audits['first-contentful-paint'].numericValue,
        'LCP ms': result.audits['largest-contentful-paint'].numericValue,
        'TBT ms': result.audits['total-blocking-time'].numericValue
      });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  table('Lighthouse 12, mobile (targets: performance and accessibility >= 95)', rows);
  return rows;
}

module.exports = { main };
if (require.main === module)
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
