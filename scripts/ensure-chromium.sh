#!/usr/bin/env bash
# Browser tests use Debian's Chromium: its headless shell for the suite (decision 0033), the whole
# browser for the benches. Install them when we can (Debian, root); otherwise stop with instructions
# when there is no Chromium at all. Never skip the browser tests silently.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell_path="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x "$shell_path" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]}..."
  apt-get install -y "${missing[@]}" >/dev/null || { apt-get update >/dev/null && apt-get install -y "${missing[@]}" >/dev/null; }
  exit 0
fi
# Without the headless shell the suite runs on the whole browser, only slower.
if [ -x "$chromium_path" ]; then exit 0; fi
echo "Chromium is required for the browser tests and was not found at $chromium_path." >&2
echo "Install it with: sudo apt-get install -y chromium chromium-headless-shell   (or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
