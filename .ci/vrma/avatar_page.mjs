// Opens a gallery's avatar page (`dewrip gallery --avatar MY.vrm`, or the avatar_page example)
// from file:// in headless Debian Chromium and checks: no console errors, no network request
// (only file:, data:, blob:), the avatar loads, the first clip plays (its raw humanoid bones
// turn between two moments), another character's clip can be chosen and plays too.
// With dewrip's judgement on the page (`models/avatar-report.js`): the original it is compared
// with stands beside the avatar playing the same clip, and the avatar's arms are where the
// original's are — each upper arm and forearm within 20° of the original's direction at three
// moments, while the original's arms are far (> 30°) from the T-pose's (so a check of an avatar
// with its arms stuck out sideways would fail); the per-part table, the platform ranks and the
// link to the Markdown report are there.
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
    const judged = await page.evaluate(() => !!window.DEWRIP_AVATAR_REPORT);
    if (judged) {
      // Back to the first clip (the reference original's), then compare limb directions.
      const arms = await page.evaluate(async () => {
        const P = window.DewripPage;
        const R = window.DEWRIP_AVATAR_REPORT;
        const first = Array.from(document.querySelectorAll('#clip option')).findIndex((o, i) => (window.DEWRIP_AVATAR_CLIPS[i] || {}).id === R.reference.id);
        await P.use(Math.max(0, first));
        const sub = (a, b) => [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
        const unit = (v) => { const l = Math.hypot(...v); return l > 0 ? v.map((x) => x / l) : v; };
        const deg = (u, v) => Math.acos(Math.max(-1, Math.min(1, u[0] * v[0] + u[1] * v[1] + u[2] * v[2]))) * 180 / Math.PI;
        const segs = [['leftUpperArm', 'leftLowerArm', 1], ['leftLowerArm', 'leftHand', 1], ['rightUpperArm', 'rightLowerArm', -1], ['rightLowerArm', 'rightHand', -1]];
        const samples = [];
        for (let k = 0; k < 3; k++) {
          await new Promise((res) => setTimeout(res, 350));
          for (const [a, b, side] of segs) {
            const A = P.where(a), B = P.where(b);
            if (!A.avatar || !B.avatar || !A.original || !B.original) { samples.push({ a, missing: true }); continue; }
            const da = unit(sub(A.avatar, B.avatar)), dor = unit(sub(A.original, B.original));
            // Both face +Z: a character's left arm points to +X in the T-pose.
            samples.push({ a, k, angle: deg(da, dor), fromT: deg(dor, [side, 0, 0]) });
          }
        }
        return { clip: P.clip, reference: R.reference.name, samples };
      });
      const missing = arms.samples.filter((x) => x.missing);
      check(arms.clip && arms.clip.original && missing.length === 0, `the original ${arms.reference} stands beside the avatar playing ${arms.clip ? arms.clip.name : '?'} (bones found: ${missing.length ? 'missing ' + missing.map((m) => m.a).join(', ') : 'all'})`);
      const worst = Math.max(...arms.samples.filter((x) => !x.missing).map((x) => x.angle));
      const leastFromT = Math.min(...arms.samples.filter((x) => !x.missing && /Upper/.test(x.a)).map((x) => x.fromT));
      check(!missing.length && leastFromT > 30, `the original's upper arms are ${leastFromT.toFixed(1)}° from the T-pose during the clip (> 30°: the check can tell arms down from arms out)`);
      check(!missing.length && worst < 20, `the avatar's arms are where the original's are: largest angle ${worst.toFixed(1)}° over 4 segments × 3 moments (< 20°)`);
      const panel = await page.evaluate(() => ({
        segments: document.querySelectorAll('#segments tbody tr').length,
        targets: document.querySelectorAll('#targets tbody tr').length,
        ranks: Array.from(document.querySelectorAll('#ranks tbody tr')).map((tr) => tr.textContent),
        report: (document.querySelector('a#report') || {}).getAttribute?.('href'),
        coloured: !!document.querySelector('#verdict') && document.querySelector('#verdict').checked,
      }));
      check(panel.segments > 0 && panel.targets === 5, `per-part table: ${panel.segments} segments, ${panel.targets} target rows`);
      check(panel.ranks.length >= 1 && panel.ranks.every((t) => /Excellent|Good|Medium|Poor|within|over|not measured/.test(t)), `platform ranks: ${panel.ranks.length} platforms`);
      check(panel.report === 'avatar-report.md' && fs.existsSync(path.join(site, 'avatar-report.md')), `link to the Markdown report (${panel.report})`);
      check(panel.coloured, 'parts coloured by verdict');
      fs.mkdirSync(path.join(site, 'screenshots'), { recursive: true });
      await page.screenshot({ path: path.join(site, 'screenshots', 'avatar-judged.png') });
    }
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
