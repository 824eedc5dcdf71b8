// Checks dewrip's VRMA clips and spring bones in headless Chromium (Debian's /usr/bin/chromium
// via playwright-core) with three.js + @pixiv/three-vrm + @pixiv/three-vrm-animation:
//  * every humanoid folder (one with model.vrm) has one .vrma per clip its info.json lists;
//  * every .vrma passes the Khronos glTF-Validator with 0 errors;
//  * every .vrma loads with VRMAnimationLoaderPlugin and, played with createVRMAnimationClip on
//    a VRM it was NOT made from (the next humanoid's model.vrm, and its VRM 0.x), turns at least
//    three of that VRM's raw humanoid bones;
//  * every VRM (1.0 and 0.x) whose info.json lists spring chains loads with spring joints and
//    head/hand colliders, and the joints swing when the hips move; every expression is binary;
//    VRM 1.0 has lookAt.
//  * with extra VRM files after the folder (e.g. the demo's fan_avatar.vrm, made by another
//    writer), every .vrma also plays on each of them.
// Usage: node check.mjs EXPORT_DIR [OTHER.vrm …]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import validator from 'gltf-validator';

const here = path.dirname(fileURLToPath(import.meta.url));
if (!process.argv[2]) { console.error('usage: node check.mjs EXPORT_DIR'); process.exit(2); }
const root = path.resolve(process.argv[2]);
const extras = process.argv.slice(3).map((f) => path.resolve(f));
const humanoids = [];
(function walk(d) {
  const entries = fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  if (entries.some((e) => e.isFile() && e.name === 'model.vrm')) {
    const rel = path.relative(root, d);
    const info = JSON.parse(fs.readFileSync(path.join(d, 'info.json'), 'utf8'));
    const vrmas = entries.filter((e) => e.isFile() && e.name.endsWith('.vrma')).map((e) => path.join(rel, e.name));
    humanoids.push({ dir: rel, info, vrmas, vrm0: entries.some((e) => e.name === 'model.vrm0.vrm') });
  }
  for (const e of entries) if (e.isDirectory()) walk(path.join(d, e.name));
})(root);

let passed = 0, failed = 0;
const report = (ok, line, logs = []) => {
  if (ok) { passed++; console.log(`ok   ${line}`); } else { failed++; console.log(`FAIL ${line}`); for (const l of logs.slice(0, 8)) console.log(`    ${l}`); }
};
// The Khronos glTF-Validator on every .vrma (VRMC_vrm_animation is unknown to it: an info).
for (const h of humanoids) {
  for (const f of h.vrmas) {
    const r = await validator.validateBytes(new Uint8Array(fs.readFileSync(path.join(root, f))), { uri: f, maxIssues: 100 });
    const i = r.issues;
    const errs = i.messages.filter((m) => m.severity === 0).map((m) => `${m.code} ${m.pointer ?? ''}: ${m.message}`);
    report(i.numErrors === 0, `${f}: glTF-Validator ${i.numErrors} errors, ${i.numWarnings} warnings, ${i.numInfos} infos`, errs);
  }
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript' };
const server = http.createServer((req, res) => {
  const u = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  let file, base;
  if (u === '/page.html') { file = path.join(here, 'page.html'); base = here; }
  else if (u.startsWith('/node_modules/')) { file = path.join(here, u); base = here; }
  else if (u.startsWith('/models/')) { file = path.join(root, u.slice('/models/'.length)); base = root; }
  else if (/^\/extra\/\d+\.vrm$/.test(u)) { file = extras[Number(u.slice(7, -4))]; base = file ? path.dirname(file) : undefined; }
  if (!file || !path.resolve(file).startsWith(base) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const port = server.address().port;
const userDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'dewrip-vrma-'));
const browser = await chromium.launchPersistentContext(userDir, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto(`http://127.0.0.1:${port}/page.html`);
  await page.waitForFunction(() => window.ready === true, null, { timeout: 30000 });
  if (humanoids.length === 0) report(false, `no humanoid folder (model.vrm) under ${root}: nothing measured`);
  let withSprings = 0;
  for (const [i, h] of humanoids.entries()) {
    // One .vrma per clip.
    const clips = (h.info.clips ?? []).filter((c) => c.ticks > 0).map((c) => c.name);
    const have = new Set(h.vrmas.map((f) => path.basename(f, '.vrma')));
    const lacking = clips.filter((c) => !have.has(c.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64)));
    report(lacking.length === 0 && h.vrmas.length > 0, `${h.dir}: ${h.vrmas.length} .vrma for clips [${clips}]${lacking.length ? `, missing [${lacking}]` : ''}`);
    // Play each clip on another humanoid (1.0 and 0.x): the first other folder.
    const other = humanoids.length > 1 ? humanoids[(i + 1) % humanoids.length] : null;
    const targets = other
      ? [path.join(other.dir, 'model.vrm'), ...(other.vrm0 ? [path.join(other.dir, 'model.vrm0.vrm')] : [])]
      : [];
    if (!other) report(false, `${h.dir}: no other humanoid to play its clips on: not measured`);
    const all = [...targets.map((t) => [t, `/models/${t}`]), ...extras.map((e, k) => [path.basename(e), `/extra/${k}.vrm`])];
    for (const f of h.vrmas) {
      for (const [t, url] of all) {
        logs.length = 0;
        let r, err;
        try { r = await page.evaluate(([v, a]) => window.playVrma(v, a), [url, `/models/${f}`]); }
        catch (e) { err = e.message.split('\n')[0]; }
        const bad = logs.filter((l) => /violates|Unknown|Invalid/i.test(l));
        const ok = r && r.tracks > 0 && r.turned >= 3 && r.maxDeg > 2 && bad.length === 0;
        report(ok, `${f} on ${t}: ${r ? `${r.tracks} tracks, ${r.duration.toFixed(2)} s, rest hips y ${r.restHipsY.toFixed(3)}, turned ${r.turned} bones (max ${r.maxDeg.toFixed(1)}°), hips moved ${r.hipsMoved.toFixed(3)} m` : `load failed: ${err}`}`, logs);
      }
    }
    // Spring bones, binary expressions, lookAt.
    const chains = h.info.springs?.chains?.length ?? 0;
    if (chains > 0) withSprings++;
    for (const v of ['model.vrm', ...(h.vrm0 ? ['model.vrm0.vrm'] : [])]) {
      logs.length = 0;
      let r, err;
      try { r = await page.evaluate((u) => window.checkVrm(u), `/models/${path.join(h.dir, v)}`); }
      catch (e) { err = e.message.split('\n')[0]; }
      const problems = [];
      if (!r) problems.push(`load failed: ${err}`);
      else {
        if (chains > 0 && !(r.joints >= chains)) problems.push(`${r.joints} spring joints for ${chains} chains`);
        if (chains > 0 && !(r.colliders >= 3)) problems.push(`${r.colliders} colliders (head and hands expected)`);
        if (chains > 0 && !(r.springSwingDeg > 1)) problems.push(`spring joints swung ${r.springSwingDeg}°`);
        if (chains > 0 && !(r.restDriftDeg < 1)) problems.push(`spring joints drift ${r.restDriftDeg}° at rest`);
        const soft = r.expressions.filter(([, b]) => !b).map(([n]) => n);
        if (soft.length) problems.push(`expressions not binary: ${soft}`);
        if (r.metaVersion === '1' && !r.lookAt) problems.push('no lookAt');
      }
      report(problems.length === 0, `${path.join(h.dir, v)}: ${r ? `VRM ${r.metaVersion}, ${chains} chains → ${r.joints} spring joints, ${r.colliders} colliders on [${r.colliderNodes}], rest drift ${r.restDriftDeg.toFixed(2)}°, swing ${r.springSwingDeg.toFixed(1)}°, expressions [${r.expressions.map(([n, b]) => `${n}${b ? '' : '(soft)'}`)}], lookAt ${r.lookAt}` : ''}${problems.length ? ' — ' + problems.join('; ') : ''}`, logs);
    }
  }
  console.log(`humanoids: ${humanoids.length}, with spring chains: ${withSprings}${humanoids.length - withSprings ? ` (without: ${humanoids.filter((h) => !(h.info.springs?.chains?.length)).map((h) => h.dir)})` : ''}`);
} finally {
  await browser.close();
  server.close();
  fs.rmSync(userDir, { recursive: true, force: true });
}
console.log(`vrma: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
