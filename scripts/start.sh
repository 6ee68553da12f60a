#!/bin/sh
# `npm start` (docs/decisions/034-production-start.md): build when the sources changed since the
# last complete build, then replace this shell with the server (`exec`), so a SIGTERM sent to
# npm, to this process or to the process group reaches the server itself and it drains.
set -e
cd "$(dirname "$0")/.."
if ! node scripts/build-stamp.mjs check; then
  echo "Sources changed since the last build (or no build yet): npm run build"
  npm run build
fi
# Image processing peaks at ~380 MB RSS with glibc's default arenas (docs/deploy.md).
MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_ARENA_MAX
exec node --enable-source-maps dist/server/main.js
