#!/usr/bin/env bash
# Builds ../assets/viewer.js: the offline gallery viewer as one minified IIFE (global
# `DewripViewer`) from three.js + @pixiv/three-vrm + @pixiv/three-vrm-animation + GLTFLoader +
# OrbitControls.
# Recipe: `npm ci && bash build.sh` in crates/gallery/viewer (versions pinned exactly in
# package.json / package-lock.json). The output is committed; building the gallery never needs npm.
set -euo pipefail
cd "$(dirname "$0")"
[ -d node_modules ] || npm ci --no-audit --no-fund
three=$(node -p 'require("./node_modules/three/package.json").version')
vrm=$(node -p 'require("./node_modules/@pixiv/three-vrm/package.json").version')
vrma=$(node -p 'require("./node_modules/@pixiv/three-vrm-animation/package.json").version')
esb=$(./node_modules/.bin/esbuild --version)
banner="/* dewrip gallery viewer (vendored, generated: do not edit).
 * three ${three} (MIT), @pixiv/three-vrm ${vrm} (MIT), @pixiv/three-vrm-animation ${vrma} (MIT),
 * bundled by esbuild ${esb}.
 * Recipe: cd crates/gallery/viewer && npm ci && bash build.sh
 *   esbuild src/viewer.js --bundle --format=iife --global-name=DewripViewer --minify
 *     --target=es2020 --legal-comments=none --charset=utf8
 * Licences: three.js, three-vrm and three-vrm-animation are MIT-licensed; their licence texts follow at the end of this file. */"
footer="/* Licences of the bundled code:
$(for f in node_modules/three/LICENSE node_modules/@pixiv/three-vrm/LICENSE node_modules/@pixiv/three-vrm-animation/LICENSE; do echo "--- ${f#node_modules/}"; sed 's#\*/#* /#g' "$f"; done) */"
./node_modules/.bin/esbuild src/viewer.js --bundle --format=iife --global-name=DewripViewer \
  --minify --target=es2020 --legal-comments=none --charset=utf8 \
  --banner:js="$banner" --footer:js="$footer" --outfile=../assets/viewer.js --log-level=warning
ls -l ../assets/viewer.js
