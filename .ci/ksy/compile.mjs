// Compiles .ksy files to Python with kaitai-struct-compiler's programmatic API (the npm
// package has no CLI; since 0.11 it exports the compiler object). Usage:
//   node compile.mjs OUT_DIR A.ksy [B.ksy …]
// Exit 1 when any file does not compile (the message names the YAML path).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const yaml = require('js-yaml');
const ksc = require('kaitai-struct-compiler');

const [out, ...files] = process.argv.slice(2);
let bad = 0;
for (const f of files) {
  try {
    const spec = yaml.load(fs.readFileSync(f, 'utf8'));
    const result = await ksc.compile('python', spec, null, false);
    for (const [name, src] of Object.entries(result)) fs.writeFileSync(path.join(out, name), src);
    console.log(`ksc: ${path.basename(f)} -> ${Object.keys(result).join(', ')}`);
  } catch (e) {
    bad++;
    const msg = e && typeof e.getMessage === 'function' ? e.getMessage() : String(e && e.message ? e.message : e);
    console.error(`ksc: ${f}: ${msg}`);
  }
}
process.exit(bad ? 1 : 0);
