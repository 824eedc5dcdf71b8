#!/usr/bin/env bash
# End-to-end checks of exported GLB and VRM files (issue #6):
#  1. the Khronos glTF-Validator (npm gltf-validator) reports 0 errors on every .glb/.vrm;
#  2. headless Chromium (Debian's chromium, driven by playwright-core — no browser download)
#     loads every .vrm with three.js + @pixiv/three-vrm: humanoid bones present, setting
#     `blink` changes the face's pixels (`aa` reported), the `walk` clip moves bones; every .glb
#     loads in three.js and its idle/walk clips move bones.
# Installs what it needs itself (apt chromium, npm ci from the committed lock file).
# Usage: bash .ci/e2e/run.sh DIR_WITH_MODELS   (SHOTS=DIR also saves a screenshot per file)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=${1:?usage: bash .ci/e2e/run.sh DIR_WITH_MODELS}
if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "== e2e: installing Debian chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
echo "== e2e: npm ci (.ci/e2e)"
(cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
echo "== e2e: glTF-Validator on $dir"
node "$here/validate.mjs" "$dir"
echo "== e2e: three.js + three-vrm in headless Chromium"
node "$here/check_three.mjs" "$dir" ${SHOTS:+"$SHOTS"}
