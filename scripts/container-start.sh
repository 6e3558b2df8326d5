#!/bin/sh
# The image's command (Dockerfile). With LITESTREAM_REPLICA_URL set, the server runs under
# `litestream replicate -exec`: Litestream streams the WAL to the replica, starts the server, passes it
# SIGTERM and stops when it exits; an empty volume is first restored from the replica (ADR 0043,
# docs/operations.md). Without it, the server runs alone.
set -eu
cd "$(dirname "$0")/.."
if [ -z "${LITESTREAM_REPLICA_URL:-}" ]; then
  exec node --enable-source-maps dist/main.js
fi
LITESTREAM=node_modules/@flydotio/litestream-linux-x64/litestream
if [ ! -x "$LITESTREAM" ]; then
  echo "LITESTREAM_REPLICA_URL is set but $LITESTREAM is missing: build the image for linux/amd64" >&2
  exit 1
fi
"$LITESTREAM" restore -config litestream.yml -if-db-not-exists -if-replica-exists "$DATA_DIR/tarot.db"
exec "$LITESTREAM" replicate -config litestream.yml -exec "node --enable-source-maps dist/main.js"
