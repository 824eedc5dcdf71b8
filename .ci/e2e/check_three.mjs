// Loads every .vrm (three.js + @pixiv/three-vrm) and .glb (three.js) under a folder in headless
// Chromium (Debian's /usr/bin/chromium via playwright-core). For each VRM: it must load, have
// the required humanoid bones, setting `blink` must change the face's rendered pixels (`aa`'s
// change is reported), and the `walk` clip must move bones. For each GLB with clips: idle
// and walk play and move bones. Usage: node check_three.mjs DIR [SHOTS_DIR]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.argv[2] ?? '');
const shots = process.argv[3];
if (!process.argv[2]) { console.error('usage: node check_three.mjs DIR [SHOTS_DIR]'); process.exit(2); }
const files = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(glb|vrm)$/i.test(e.name)) files.push(path.relative(root, p));
  }
})(root);

const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.glb': 'model/gltf-binary', '.vrm': 'model/gltf-binary' };
const server = http.createServer((req, res) => {
  const u = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  let file;
  if (u === '/page.html') file = path.join(here, 'page.html');
  else if (u.startsWith('/node_modules/')) file = path.join(here, u);
  else if (u.startsWith('/models/')) file = path.join(root, u.slice('/models/'.length));
  const base = u.startsWith('/models/') ? root : here;
  if (!file || !path.resolve(file).startsWith(base) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const port = server.address().port;
const userDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'dewrip-chromium-'));
const browser = await chromium.launchPersistentContext(userDir, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
let passed = 0, failed = 0;
try {
  const page = await browser.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto(`http://127.0.0.1:${port}/page.html`);
  await page.waitForFunction(() => window.ready === true, null, { timeout: 30000 });
  for (const f of files) {
    const isVrm = /\.vrm$/i.test(f);
    const problems = [];
    let r;
    logs.length = 0;
    try {
      r = await page.evaluate(([u, v]) => window.check(u, v), [`/models/${f}`, isVrm]);
    } catch (e) {
      problems.push(`load failed: ${e.message.split('\n')[0]}`);
    }
    if (r && isVrm) {
      if (r.humanBones < 15) problems.push(`only ${r.humanBones} human bones`);
      if (r.texturedMeshes < 1) problems.push('no textured mesh (textures did not decode)');
      if (!(r.faceCoverage > 500)) problems.push(`face not in view (${r.faceCoverage} pixels)`);
      if (r.expressions.includes('blink') && !(r.blinkChangedPixels > 20)) problems.push(`blink changed ${r.blinkChangedPixels} pixels`);
      if (!r.expressions.includes('blink')) problems.push('no blink expression');
      // aa is reported, not required: the brief's pass condition is blink.
      if (r.resetChangedPixels !== 0) problems.push(`blink 0 did not restore the face (${r.resetChangedPixels})`);
      if (!(r.leftHandX > 0)) problems.push(`left hand at x=${r.leftHandX} (should be +X facing +Z)`);
      if (r.walk.found && !(r.walk.moved > 0.01)) problems.push(`walk moved bones by ${r.walk.moved}`);
    }
    if (r && !isVrm && r.animations.length) {
      for (const k of ['idle', 'walk']) if (r[k].found && !(r[k].moved > 0.001)) problems.push(`${k} moved bones by ${r[k].moved}`);
    }
    if (r && r.meshes < 1) problems.push('no meshes');
    if (shots && r) {
      fs.mkdirSync(shots, { recursive: true });
      await page.locator('#c').screenshot({ path: path.join(shots, f.replace(/[\\/]/g, '_') + '.png') });
    }
    const summary = r ? (isVrm
      ? `VRM ${r.metaVersion} "${r.name}", ${r.humanBones} bones, expressions [${r.expressions}], blink Δ${r.blinkChangedPixels}px, aa Δ${r.aaChangedPixels}px, walk moved ${r.walk.moved?.toFixed(3)} m`
      : `${r.meshes} meshes, clips [${r.animations}]${r.idle?.found ? `, idle moved ${r.idle.moved.toFixed(3)} m` : ''}${r.walk?.found ? `, walk moved ${r.walk.moved.toFixed(3)} m` : ''}`) : '';
    if (problems.length) {
      failed++;
      console.log(`FAIL ${f}: ${problems.join('; ')} ${summary}`);
      for (const l of logs.slice(0, 10)) console.log(`    ${l}`);
    } else {
      passed++;
      console.log(`ok   ${f}: ${summary}`);
    }
  }
} finally {
  await browser.close();
  server.close();
  fs.rmSync(userDir, { recursive: true, force: true });
}
console.log(`three-vrm in Chromium: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
