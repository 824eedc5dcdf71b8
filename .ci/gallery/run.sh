#!/usr/bin/env bash
# End-to-end check of the offline gallery: bash .ci/gallery/run.sh SITE_DIR
#
# Opens SITE_DIR from file:// in headless Debian Chromium (driven by playwright-core; no browser
# downloads) and checks: no console errors, no network requests (every request is logged; only
# file:, data: and blob: are allowed), every thumbnail on the index loads (scrolling through the lazy ones), the index is
# interactive within 2 s, a character page renders and switching clip changes the frame, a map
# page's walk-mesh toggle changes the picture. Screenshots go to SITE_DIR/screenshots/.
set -euo pipefail
site=${1:?usage: bash .ci/gallery/run.sh SITE_DIR}
here=$(cd "$(dirname "$0")" && pwd)
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
if ! [ -x /usr/bin/chromium ]; then
  # Another job may hold the dpkg lock: wait for it.
  $sudo apt-get -o DPkg::Lock::Timeout=900 install -y chromium \
    || { $sudo apt-get -o DPkg::Lock::Timeout=900 update \
         && $sudo apt-get -o DPkg::Lock::Timeout=900 install -y chromium; }
fi
if ! [ -d "$here/node_modules/playwright-core" ]; then
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
fi
node "$here/e2e.js" "$site"
