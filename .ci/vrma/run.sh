#!/usr/bin/env bash
# End-to-end check of the VRMA clips and spring bones (issue 15, parts 4 and 5):
# headless Debian Chromium (playwright-core, no browser download) with three.js,
# @pixiv/three-vrm and @pixiv/three-vrm-animation plays every exported .vrma on a VRM it was
# not made from, and loads every VRM's spring bones, binary expressions and lookAt.
# Installs what it needs itself (apt chromium, npm ci from the committed lock file).
# With a second argument, also opens that gallery's avatar page (`dewrip gallery --avatar`, or
# `cargo run -p gallery --example avatar_page -- EXPORT_DIR AVATAR.vrm SITE_DIR`) from file://.
# AVATARS="a.vrm b.vrm" also plays every clip on those VRMs (e.g. the demo's disc/fan_avatar.vrm).
# Usage: bash .ci/vrma/run.sh EXPORT_DIR [SITE_DIR_WITH_AVATAR_PAGE]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=${1:?usage: bash .ci/vrma/run.sh EXPORT_DIR [SITE_DIR_WITH_AVATAR_PAGE]}
site=${2:-}
if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "== vrma: installing Debian chromium"
  apt-get -o DPkg::Lock::Timeout=900 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq chromium >/dev/null
fi
if ! [ -d "$here/node_modules/@pixiv/three-vrm-animation" ] || ! [ -d "$here/node_modules/gltf-validator" ]; then
  echo "== vrma: npm ci (.ci/vrma)"
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
fi
echo "== vrma: three-vrm-animation and spring bones in headless Chromium on $dir"
status=0
# shellcheck disable=SC2086
node "$here/check.mjs" "$dir" ${AVATARS:-} || status=$?
if [ -n "$site" ]; then
  echo "== vrma: the avatar page of $site in headless Chromium from file://"
  node "$here/avatar_page.mjs" "$site" || status=$?
fi
exit "$status"
