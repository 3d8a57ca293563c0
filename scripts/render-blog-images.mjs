#!/usr/bin/env node
// Renders each blog illustration (SVG) to its PNG twin, 1200×630, for Open Graph previews:
// social networks do not display SVG. Run after changing an SVG:
//   node scripts/render-blog-images.mjs
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'apps/web/public/images/blog');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
    await page.goto(`file://${path.join(dir, file)}`);
    await page.screenshot({ path: path.join(dir, file.replace(/\.svg$/, '.png')) });
    console.log(`${file} → ${file.replace(/\.svg$/, '.png')}`);
  }
} finally {
  await browser.close();
}
