#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the
// production build of every public page, in Debian's Chromium. Starts the server as `npm start`
// does, with the demo data, in its own data directory and on a free port; prints the four scores
// and LCP, CLS and TBT per page. A measure, not a test: run it alone on the machine (CPU-bound).
// LIGHTHOUSE_PAGES=accueil,paire measures only those pages; LIGHTHOUSE_DETAILS=1 also prints what
// costs (main-thread breakdown, script boot-up, long tasks, the LCP element) to decide on a fix.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('le serveur s’est arrêté au démarrage');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('le serveur ne répond pas après 4 minutes');
}

async function json(base, url) {
  const response = await fetch(base + url);
  if (!response.ok) throw new Error(`${url} : ${response.status}`);
  return response.json();
}

/** A demo trip still to come and the newest article: the pages with an id in their URL. */
async function dynamicPages(base) {
  const { data: articles } = await json(base, '/api/blog/articles');
  let tripId;
  for (const town of ['paris', 'lyon', 'marseille', 'lille', 'bordeaux', 'nantes']) {
    const { data } = await json(base, `/api/communes/${town}/prochains-trajets?limit=1`);
    if (data[0]) {
      tripId = data[0].id;
      break;
    }
  }
  return {
    article: `/blog-covoiturage/${articles[0].slug}`,
    trip: tripId ? `/covoiturage/${tripId}` : null,
  };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: path.join(root, 'data', 'lighthouse'),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  },
});
const stopServer = () =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

let chrome;
try {
  await waitForHealth(base, server);
  console.log(`[lighthouse] serveur prêt sur ${base}`);
  const { article, trip } = await dynamicPages(base);
  const pages = [
    ['accueil', '/'],
    ['paire', '/covoiturages/paris/lyon'],
    ['ville', '/covoiturages/brest'],
    ['département', '/covoiturage-departement/29'],
    ['région', '/covoiturage-region/bretagne'],
    ['belgique', '/covoiturage-pays/belgique'],
    ['suisse', '/covoiturage-pays/suisse'],
    ['luxembourg', '/covoiturage-pays/luxembourg'],
    ['paris-bruxelles', '/covoiturages/paris/bruxelles'],
    ['lyon-geneve', '/covoiturages/lyon/geneve'],
    ['blog', '/blog-covoiturage'],
    ['article', article],
    ...(trip ? [['trajet', trip]] : []),
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  if (only) pages.splice(0, pages.length, ...pages.filter(([name]) => only.includes(name)));
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  for (const [name, url] of pages) {
    // Lighthouse 12 with Debian's Chromium sometimes fails to record a load's trace
    // (NO_NAVSTART, about one page in ten): that page is measured again, up to three times.
    let result;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      result = await lighthouse(base + url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result.lhr.runtimeError) break;
      console.log(
        `[lighthouse] ${url} : ${result.lhr.runtimeError.message}` +
          (attempt < 3 ? ' (nouvelle mesure)' : ''),
      );
    }
    const { categories, audits } = result.lhr;
    const metric = (id, scale, digits) => {
      const value = audits[id]?.numericValue;
      return value === undefined ? 'n/a' : (value / scale).toFixed(digits);
    };
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: name,
      url,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      'LCP (s)': metric('largest-contentful-paint', 1000, 1),
      CLS: metric('cumulative-layout-shift', 1, 3),
      'TBT (ms)': metric('total-blocking-time', 1, 0),
    });
    console.log(`[lighthouse] ${name} ${url} : performance ${score('performance')}`);
    if (process.env.LIGHTHOUSE_DETAILS) printDetails(audits);
  }
  console.log('\n| page | URL | perf | a11y | best practices | SEO | LCP (s) | CLS | TBT (ms) |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.url} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r['LCP (s)']} | ${r.CLS} | ${r['TBT (ms)']} |`,
    );
  const [one, five] = loadavg();
  console.log(
    `\nLighthouse mobile, throttling simulé ; chiffres bruités sur une machine partagée ` +
      `(charge ${one.toFixed(1)} / ${five.toFixed(1)} sur 1 / 5 min).`,
  );
} finally {
  await chrome?.kill();
  await stopServer();
}

/** What the page's time goes to, from the diagnostics audits (milliseconds). */
function printDetails(audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  const ms = (value) => `${Math.round(value ?? 0)}`;
  const groups = items('mainthread-work-breakdown')
    .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`)
    .join(', ');
  console.log(`  fil principal : ${groups}`);
  for (const item of items('bootup-time').slice(0, 5))
    console.log(`  script ${item.url} : total ${ms(item.total)}, exécution ${ms(item.scripting)}`);
  for (const item of items('long-tasks').slice(0, 5))
    console.log(`  tâche longue ${ms(item.duration)} ms à ${ms(item.startTime)} : ${item.url}`);
  const lcp = items('largest-contentful-paint-element');
  const element = lcp[0]?.items?.[0]?.node ?? lcp[0]?.node;
  if (element) console.log(`  LCP : ${element.snippet ?? element.nodeLabel}`);
  for (const phase of lcp[1]?.items ?? []) console.log(`  LCP ${phase.phase} ${ms(phase.timing)}`);
}
