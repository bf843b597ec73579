// Screenshots for looking at what we build: `node scripts/screenshots.mjs http://localhost:3000 / /about`
// writes desktop (1280) and mobile (375) shots in English and Arabic to ./screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const out = path.resolve('screenshots');
fs.mkdirSync(out, { recursive: true });
const { page, close } = await launchChromium('ogulf-shots-');
for (const lang of ['en', 'ar']) {
  for (const [device, width, height] of [
    ['desktop', 1280, 860],
    ['mobile', 375, 760],
  ]) {
    await page.setViewportSize({ width, height });
    for (const p of paths.length ? paths : ['/']) {
      await page.goto(base + p);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload({ waitUntil: 'networkidle' });
      // Walk down the page so sections that load as they near the viewport are in the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 150));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `${p.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${device}-${lang}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(path.join(out, name));
    }
  }
}
await close();
