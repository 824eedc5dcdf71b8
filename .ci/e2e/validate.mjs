// Runs the Khronos glTF-Validator on every .glb and .vrm under a folder.
// Usage: node validate.mjs DIR   — exits 1 if any file has an error.
import fs from 'node:fs';
import path from 'node:path';
import validator from 'gltf-validator';

const root = process.argv[2];
if (!root) { console.error('usage: node validate.mjs DIR'); process.exit(2); }
const files = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(glb|vrm)$/i.test(e.name)) files.push(p);
  }
})(root);
if (files.length === 0) { console.error(`no .glb/.vrm files under ${root}`); process.exit(1); }
let failed = 0, totals = { errors: 0, warnings: 0, infos: 0, hints: 0 };
for (const f of files) {
  const report = await validator.validateBytes(new Uint8Array(fs.readFileSync(f)), {
    uri: path.relative(root, f), maxIssues: 200,
  });
  const i = report.issues;
  totals.errors += i.numErrors; totals.warnings += i.numWarnings; totals.infos += i.numInfos; totals.hints += i.numHints;
  const codes = [...new Set(i.messages.filter((m) => m.severity <= 1).map((m) => m.code))];
  console.log(`${i.numErrors === 0 ? 'ok  ' : 'FAIL'} ${path.relative(root, f)}: ${i.numErrors} errors, ${i.numWarnings} warnings, ${i.numInfos} infos${codes.length ? ' [' + codes.join(', ') + ']' : ''}`);
  if (i.numErrors > 0 || process.env.VERBOSE) {
    for (const m of i.messages.filter((m) => m.severity <= (process.env.VERBOSE ? 3 : 0))) console.log(`    ${m.code} ${m.pointer ?? ''}: ${m.message}`);
    if (i.numErrors > 0) failed++;
  }
}
console.log(`gltf-validator: ${files.length} files, ${totals.errors} errors, ${totals.warnings} warnings, ${totals.infos} infos`);
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
