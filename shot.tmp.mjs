import { chromium } from '@playwright/test';
const [,, url, out, width = '1280', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
if (process.env.TOKEN) {
  await page.goto('http://127.0.0.1:4137/erreur404');
  await page.evaluate((t) => { localStorage.setItem('bonneroute.token', t); localStorage.setItem('bonneroute.expiry', String(Date.now() + 3600000)); }, process.env.TOKEN);
}
await page.goto(url, { waitUntil: 'networkidle' });
if (actions) { for (const a of actions.split(';')) { const i = a.indexOf('='); const kind = a.slice(0, i), arg = a.slice(i + 1); if (kind === 'click') await page.locator(arg).first().click(); if (kind === 'wait') await page.waitForTimeout(Number(arg)); if (kind==='key') await page.keyboard.press(arg); } }
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
