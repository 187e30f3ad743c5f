'use strict';
/**
 * Lighthouse 12 (mobile defaults: simulated slow 4G and a mid-range phone CPU) with Debian's Chromium,
 * on a seeded database: the landing page, the sign-in page, the customer's `/MyRequests`, the admin's
 * `/RequestQueue` and a request page. Each page is measured `LIGHTHOUSE_RUNS` times (3) and the median
 * run is reported. Targets (issue 18): `/` performance >= 98 and LCP <= 1.2 s; the others >= 95;
 * accessibility >= 95 everywhere. Signed-in pages get the session in session storage first, as the
 * sign-in screen leaves it, and Lighthouse keeps it.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const puppeteer = require('puppeteer-core');
const { call, median, startServer, table } = require('./support');
const { seed } = require('./seed');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
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

async function measure(browser, url, session) {
  const { startFlow } = await import('lighthouse');
  const page = await browser.newPage();
  try {
    if (session) {
      await page.goto(new URL('/', url).href);
      await page.evaluate(({ response, role }) => {
        sessionStorage.setItem('accessToken', response.accessToken);
        sessionStorage.setItem('gia.session', JSON.stringify({ response, role }));
      }, session);
    }
    const flow = await startFlow(page, {
      flags: { disableStorageReset: true, onlyCategories: ['performance', 'accessibility'] }
    });
    await flow.navigate(url);
    const lhr = (await flow.createFlowResult()).steps[0].lhr;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
      finalUrl: lhr.finalDisplayedUrl
    };
  } finally {
    await page.close();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gia-bench-lh-'));
  const people = await seed({ databaseUrl: null, dataDir, total: 2000 });
  const server = await startServer({ DATA_DIR: dataDir, LOGIN_RATE_PER_MINUTE: '1000', DATABASE_URL: '' });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  const rows = [];
  try {
    const admin = {
      response: await call(server.url, 'POST', '/api/v1/admin/login/request', people.admin),
      role: 'admin'
    };
    const customer = {
      response: await call(server.url, 'POST', '/api/v1/users/login/request', people.customer),
      role: 'customer'
    };
    const [first] = await call(server.url, 'GET', '/api/v1/global/requests?limit=1', null, admin.response.accessToken);
    const pages = [
      { name: 'landing /', route: '/', target: 98, lcp: 1200 },
      { name: 'sign-in /signin', route: '/signin', target: 95 },
      { name: 'customer /MyRequests', route: '/MyRequests', session: customer, target: 95 },
      { name: 'admin /RequestQueue', route: '/RequestQueue', session: admin, target: 95 },
      { name: 'request page /Requests/{reference}', route: `/Requests/${first.reference}`, session: admin, target: 95 }
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const p of pages.filter((page) => !only || only.includes(page.route.split('/')[1]))) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.url + p.route, p.session));
      const shown = new URL(runs[0].finalUrl).pathname;
      if (shown !== p.route) throw new Error(`${p.name} showed ${shown} instead: is the session still kept as before?`);
      const performance = median(runs.map((r) => r.performance));
      const lcp = median(runs.map((r) => r.lcp));
      const met = performance >= p.target && (p.lcp === undefined || lcp <= p.lcp);
      rows.push({
        page: p.name,
        performance,
        runs: runs.map((r) => r.performance).join(' / '),
        accessibility: median(runs.map((r) => r.accessibility)),
        'FCP ms': median(runs.map((r) => r.fcp)),
        'LCP ms': lcp,
        'TBT ms': median(runs.map((r) => r.tbt)),
        CLS: median(runs.map((r) => r.cls)).toFixed(3),
        'SI ms': median(runs.map((r) => r.si)),
        target: `>= ${p.target}${p.lcp ? `, LCP <= ${p.lcp} ms` : ''}: ${met ? 'met' : 'missed'}`
      });
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  table(`Lighthouse 12, mobile, median of ${RUNS} runs`, rows);
  return rows;
}

module.exports = { main };
if (require.main === module)
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
