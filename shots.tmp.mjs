import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3918';
const [email, password, width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
await page.goto(base + '/');
if (email !== '-') {
  const csrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const r = await page.request.post(base + '/api/login', { multipart: { email, password }, headers: { 'x-xsrf-token': decodeURIComponent(csrf) } });
  const body = await r.json();
  await page.evaluate((t) => { localStorage.setItem('bonneroute.token', t); localStorage.setItem('bonneroute.expiry', String(Date.now() + 3600000)); }, body.data.attributes.token);
}
for (const [i, p] of paths.entries()) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(p, 'scrollWidth', sw);
  await page.screenshot({ path: `/tmp/shots/${width}-${i}.png`, fullPage: true });
}
await browser.close();
