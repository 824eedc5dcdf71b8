// Opens a gallery's avatar page (`dewrip gallery --avatar MY.vrm`, or the avatar_page example)
// from file:// in headless Debian Chromium and checks: no console errors, no network request
// (only file:, data:, blob:), the avatar loads, the first clip plays (its raw humanoid bones
// turn between two moments), another character's clip can be chosen and plays too.
// Screenshot: SITE_DIR/screenshots/avatar.png. Usage: node avatar_page.mjs SITE_DIR
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const site = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) { console.error('usage: node avatar_page.mjs SITE_DIR'); process.exit(2); }
const page_ = path.join(site, 'avatar.html');
let passed = 0, failed = 0;
const check = (ok, line) => { if (ok) { passed++; console.log(`ok   ${line}`); } else { failed++; console.log(`FAIL ${line}`); } };
if (!fs.existsSync(page_)) {
  check(false, `${page_} does not exist (gallery without --avatar?): not measured`);
  console.log(`avatar: ${passed} passed, ${failed} failed`);
  process.exit(1);
}
const userDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'dewrip-avatar-'));
const browser = await chromium.launchPersistentContext(userDir, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1000, height: 700 },
  args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--allow-file-access-from-files', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
try {
  const page = await browser.newPage();
  const errors = [], requests = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => { const u = r.url(); if (!/^(file|data|blob):/.test(u)) requests.push(u); });
  await page.goto(pathToFileURL(page_).href, { waitUntil: 'load' });
  let ready = true;
  try { await page.waitForFunction(() => window.__dewripReady === true, null, { timeout: 60000 }); }
  catch { ready = false; }
  const status = await page.evaluate(() => (document.querySelector('.status') || {}).textContent);
  check(ready, `avatar page ready: "${status}"`);
  if (ready) {
    const r = await page.evaluate(async () => {
      const P = window.DewripPage;
      const sample = () => P.rawPose();
      const angle = (a, b) => (a && b ? 2 * Math.acos(Math.min(1, Math.abs(a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3]))) * 180 / Math.PI : 0);
      // Bones away from the rest pose while the clip plays (the clips start from the T-pose
      // rest only in name: arms hang, legs bend).
      const moved = async () => {
        await new Promise((res) => setTimeout(res, 300));
        const b = sample();
        return P.restPose.filter((q, i) => angle(q, b[i]) > 2).length;
      };
      const first = { ...P.clip, turned: await moved() };
      const n = document.querySelectorAll('#clip option').length;
      const k = Math.min(n - 1, 3);
      await P.use(k);
      const second = { ...P.clip, turned: await moved() };
      return { first, second, options: n, avatar: P.vrm.meta.metaVersion };
    });
    check(r.first.tracks > 0 && r.first.turned >= 3, `first clip ${r.first.model} ${r.first.name}: ${r.first.tracks} tracks, ${r.first.turned} bones turned on the VRM ${r.avatar} avatar`);
    check(r.second.tracks > 0 && r.second.turned >= 3, `clip ${r.second.model} ${r.second.name} chosen from ${r.options}: ${r.second.tracks} tracks, ${r.second.turned} bones turned`);
    fs.mkdirSync(path.join(site, 'screenshots'), { recursive: true });
    await page.screenshot({ path: path.join(site, 'screenshots', 'avatar.png') });
  }
  check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 5).join(' | ') : ''}`);
  check(requests.length === 0, `no network requests${requests.length ? ': ' + requests.slice(0, 5).join(' ') : ''}`);
} finally {
  await browser.close();
  fs.rmSync(userDir, { recursive: true, force: true });
}
console.log(`avatar: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
