#!/usr/bin/env bash
# The whole test suite: what the tests need, then typecheck, lint and every test (unit, API, bot, e2e).
set -euo pipefail
cd "$(dirname "$0")/.."

# Browser tests drive Debian's Chromium (no browser downloads here).
if [ -d tests/e2e ] && ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

npm run typecheck
npm run lint
npx vitest run "$@"
