#!/usr/bin/env bash
# System packages the tests need on Debian: Chromium (browser tests), Redis (session store tests),
# docker-compose and PyYAML (deployment tests), nginx and openssl (replicas behind a TLS proxy),
# script (a terminal for the log format test), a font for stable rendering.
# Idempotent: does nothing when everything is present; otherwise one apt-get update and one
# apt-get install of the missing packages. Installing needs root.
set -euo pipefail

missing=()

[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ -x /usr/bin/script ] || missing+=(bsdutils)
# Debian's own Python: a pyenv/venv python3 earlier in PATH may lack PyYAML (or have it when Debian's lacks it).
python=/usr/bin/python3
[ -x "$python" ] || python=python3
"$python" -c 'import yaml' >/dev/null 2>&1 || missing+=(python3-yaml)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "tests/setup/system-deps.sh: missing system packages: ${missing[*]}" >&2
  echo "Install them as root:  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "tests/setup/system-deps.sh: missing ${missing[*]} and apt-get is not available (Debian/Ubuntu expected)" >&2
  exit 1
fi

echo "tests/setup/system-deps.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
