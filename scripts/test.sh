#!/usr/bin/env bash
# The whole test suite: what the tests need, then typecheck, lint and every test (unit, API, bot, e2e).
set -euo pipefail
cd "$(dirname "$0")/.."

# Browser tests drive Debian's Chromium (no browser downloads here), with Debian's CJK fonts so the
# Chinese screens render their glyphs in the screenshots.
NEEDED=""
command -v chromium >/dev/null 2>&1 || NEEDED=" chromium"
compgen -G "/usr/share/fonts/opentype/noto/*CJK*" >/dev/null || NEEDED="$NEEDED fonts-noto-cjk"
if [ -d tests/e2e ] && [ -n "$NEEDED" ]; then
  echo "Installing from Debian for the browser tests:$NEEDED"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $NEEDED >/dev/null
fi

npm run typecheck
npm run lint
npx vitest run "$@"
