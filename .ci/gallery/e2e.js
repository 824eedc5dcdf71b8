// End-to-end check of the offline gallery in headless Chromium from file://.
// Usage: node e2e.js SITE_DIR   (see run.sh). Exits non-zero on the first failed check.
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { pathToFileURL } = require('url');
const { chromium } = require('playwright-core');

const site = path.resolve(process.argv[2] || '');
if (!fs.existsSync(path.join(site, 'index.html'))) {
  console.error(`e2e: ${site}/index.html not found`);
  process.exit(2);
}
const shots = path.join(site, 'screenshots');
fs.mkdirSync(shots, { recursive: true });
const url = (rel) => pathToFileURL(path.join(site, rel)).href;

// ---- a tiny PNG decoder (8-bit RGB/RGBA, not interlaced: what Chromium writes)
function decodePng(buf) {
  let pos = 8;
  let width = 0, height = 0, type = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const kind = buf.toString('latin1', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('unsupported PNG');
      type = data[9];
    } else if (kind === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const bpp = type === 6 ? 4 : type === 2 ? 3 : 0;
  if (!bpp) throw new Error('unsupported PNG colour type ' + type);
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = Buffer.alloc(width * height * 4);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp] : 0;
      const b = prev[i];
      const c = i >= bpp ? prev[i - bpp] : 0;
      let p;
      if (f === 0) p = 0;
      else if (f === 1) p = a;
      else if (f === 2) p = b;
      else if (f === 3) p = (a + b) >> 1;
      else {
        const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c);
        p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (line[i] + p) & 255;
    }
    for (let x = 0; x < width; x++) {
      out[(y * width + x) * 4] = line[x * bpp];
      out[(y * width + x) * 4 + 1] = line[x * bpp + 1];
      out[(y * width + x) * 4 + 2] = line[x * bpp + 2];
      out[(y * width + x) * 4 + 3] = bpp === 4 ? line[x * bpp + 3] : 255;
    }
    prev = line;
  }
  return { width, height, rgba: out };
}

// Pixels that differ from the viewer's clear colour (0x1d1f24).
function nonBlank(png) {
  const img = decodePng(png);
  let n = 0;
  for (let i = 0; i < img.rgba.length; i += 4) {
    const d = Math.abs(img.rgba[i] - 0x1d) + Math.abs(img.rgba[i + 1] - 0x1f) + Math.abs(img.rgba[i + 2] - 0x24);
    if (d > 12) n++;
  }
  return { n, total: img.width * img.height };
}

function changed(a, b) {
  const x = decodePng(a), y = decodePng(b);
  if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
  let n = 0;
  for (let i = 0; i < x.rgba.length; i += 4) {
    if (x.rgba[i] !== y.rgba[i] || x.rgba[i + 1] !== y.rgba[i + 1] || x.rgba[i + 2] !== y.rgba[i + 2]) n++;
  }
  return n;
}

const failures = [];
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

(async () => {
  const t0 = Date.now();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const requests = [];
  const badRequests = [];
  const errors = [];
  context.on('request', (r) => {
    const u = r.url();
    requests.push(u);
    if (!/^(file|data|blob):/.test(u)) badRequests.push(u);
  });
  // Anything that is not a local file is refused outright (and reported above).
  await context.route(/^(https?|wss?|ftp):/, (route) => route.abort());
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

  // ---- index
  const tIndex = Date.now();
  await page.goto(url('index.html'), { waitUntil: 'load' });
  await page.waitForFunction(() => window.__dewripIndexReady === true);
  await page.fill('#search', 'zzz-no-such-name');
  await page.waitForFunction(() => document.getElementById('shown').textContent === '0 shown');
  const interactiveMs = Date.now() - tIndex;
  await page.fill('#search', '');
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    return { domInteractive: Math.round(n.domInteractive), load: Math.round(n.loadEventEnd) };
  });
  // Thumbnails past the first screenful load lazily: scroll through the grid as a user would,
  // then every one of them must have loaded.
  const lazy = await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').length);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete), null, { timeout: 20000 })
    .catch(() => {});
  const imgs = await page.evaluate(() =>
    Array.from(document.images).map((i) => ({ src: i.getAttribute('src'), ok: i.complete && i.naturalWidth > 0 })));
  const cards = await page.evaluate(() => Array.from(document.querySelectorAll('.card')).map((c) => ({
    kind: c.dataset.kind, href: c.getAttribute('href') })));
  const chars = cards.filter((c) => c.kind === 'character');
  const maps = cards.filter((c) => c.kind === 'map');
  check(imgs.length === cards.length && imgs.length > 0, `index: ${imgs.length} thumbnails for ${cards.length} cards (${chars.length} characters, ${maps.length} maps)`);
  const broken = imgs.filter((i) => !i.ok);
  check(broken.length === 0, `index: every thumbnail loaded (naturalWidth > 0; ${lazy} of them lazily, on scrolling)${broken.length ? ': broken ' + broken.slice(0, 5).map((b) => b.src).join(', ') : ''}`);
  check(interactiveMs <= 2000, `index: interactive (load + a search answered) in ${interactiveMs} ms (domInteractive ${nav.domInteractive} ms, load ${nav.load} ms; limit 2000 ms)`);
  await page.click('.filters button[data-kind="map"]');
  const shownMaps = await page.evaluate(() => document.querySelectorAll('.card:not([hidden])').length);
  check(shownMaps === maps.length, `index: the maps filter shows ${shownMaps} cards (${maps.length} maps)`);
  await page.click('.filters button[data-kind="all"]');
  await page.screenshot({ path: path.join(shots, 'index.png') });

  // ---- budgets
  await page.goto(url('budgets.html'), { waitUntil: 'load' });
  const rows = await page.evaluate(() => document.querySelectorAll('#budgets tbody tr').length);
  check(rows === chars.length, `budgets: ${rows} rows for ${chars.length} characters`);

  const canvasShot = async () => page.locator('.stage canvas').screenshot();
  const openViewer = async (href) => {
    const t = Date.now();
    await page.goto(url(href), { waitUntil: 'load' });
    await page.waitForFunction(() => window.__dewripReady === true, null, { timeout: 30000 });
    await frames();
    return Date.now() - t;
  };

  // ---- a character page
  if (chars.length) {
    const ms = await openViewer(chars[0].href);
    const first = nonBlank(await canvasShot());
    check(first.n > first.total / 100, `character ${chars[0].href}: ready in ${ms} ms, ${first.n} of ${first.total} canvas pixels drawn`);
    const clipCount = await page.evaluate(() => document.querySelectorAll('#clip option').length);
    await page.click('#play'); // pause
    const atTick = async (clip, tick) => {
      await page.selectOption('#clip', String(clip));
      await page.$eval('#scrub', (el, t) => { el.value = String(t); el.dispatchEvent(new Event('input')); }, tick);
      await frames();
      return canvasShot();
    };
    const a = await atTick(0, 8);
    const a2 = await atTick(0, 8);
    check(changed(a, a2) === 0, 'character: the same clip and tick give the same frame');
    if (clipCount > 1) {
      const b = await atTick(1, 8);
      const d = changed(a, b);
      check(d > 200, `character: switching clip 0 → 1 (tick 8) changes ${d} pixels (${clipCount} clips)`);
      const c = await atTick(1, 0);
      check(changed(b, c) > 200, 'character: scrubbing tick 8 → 0 changes the frame');
    } else {
      check(false, 'character: needs at least two clips to test clip switching');
    }
    const toggle = async (sel) => {
      const before = await canvasShot();
      await page.click(sel);
      await frames();
      const n = changed(before, await canvasShot());
      await page.click(sel);
      await frames();
      return n;
    };
    for (const t of ['#wireframe', '#textures', '#skeleton']) {
      const n = await toggle(t);
      check(n > 0, `character: toggling ${t.slice(1)} changes ${n} pixels`);
    }
    // Blink/mouth move a texture by a UV offset: whether that shows depends on the model's
    // texture and on the face being in view, so it is reported, not required.
    for (const t of ['#blink', '#mouth']) {
      if (await page.$(t)) {
        const n = await toggle(t);
        console.log(`info character: toggling ${t.slice(1)} changes ${n} pixels`);
      }
    }
    const partRows = await page.$$('tr[data-part]');
    if (partRows.length > 2) {
      const before = await canvasShot();
      await partRows[2].click();
      await frames();
      const n = changed(before, await canvasShot());
      check(n > 0, `character: highlighting a body part changes ${n} pixels`);
    }
    await page.screenshot({ path: path.join(shots, 'character.png') });
  } else {
    check(false, 'no character in the gallery');
  }

  // ---- a map page
  if (maps.length) {
    const ms = await openViewer(maps[0].href);
    const a = await canvasShot();
    const nb = nonBlank(a);
    check(nb.n > nb.total / 100, `map ${maps[0].href}: ready in ${ms} ms, ${nb.n} of ${nb.total} canvas pixels drawn`);
    await page.click('#walkmesh');
    await frames();
    const b = await canvasShot();
    const d = changed(a, b);
    check(d > 200, `map: the walk-mesh toggle changes ${d} pixels`);
    await page.screenshot({ path: path.join(shots, 'map.png') });
    await page.click('#walkmesh');
    await page.selectOption('#piece', { index: 1 });
    await frames();
    const c = changed(a, await canvasShot());
    check(c > 0, `map: highlighting a piece and its placements changes ${c} pixels`);
  } else {
    check(false, 'no map in the gallery');
  }

  // ---- every other viewer page loads without errors (up to 8 of each kind)
  const more = [...chars.slice(1, 9), ...maps.slice(1, 9)];
  let slowest = 0;
  for (const c of more) slowest = Math.max(slowest, await openViewer(c.href));
  check(true, `${more.length} more viewer pages ready (slowest ${slowest} ms)`);

  await browser.close();
  check(badRequests.length === 0, `no network requests: ${requests.length} requests, all file:/data:/blob:${badRequests.length ? '; refused: ' + badRequests.slice(0, 5).join(', ') : ''}`);
  check(errors.length === 0, `no console errors${errors.length ? ':\n  ' + errors.slice(0, 10).join('\n  ') : ''}`);
  const schemes = {};
  for (const r of requests) { const s = r.split(':')[0]; schemes[s] = (schemes[s] || 0) + 1; }
  console.log(`requests by scheme: ${JSON.stringify(schemes)}; screenshots in ${shots}; total ${Date.now() - t0} ms`);
  if (failures.length) {
    console.error(`e2e: ${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log('e2e: all checks passed');
})().catch((e) => {
  console.error('e2e:', e);
  process.exit(1);
});
