#!/usr/bin/env bash
# Restarts the instances one at a time (docs/deploy.md): SIGTERM drains one (ADR 0161) while the
# others serve, then it starts again and must be ready before the next one stops.
# Usage: deploy/rolling-restart.sh 3001 3002 3003
set -euo pipefail
cd "$(dirname "$0")/.."
for port in "$@"; do
  pid=$(cat "run/$port.pid")
  kill -TERM "$pid"
  # An instance exits within 20 s of SIGTERM (SHUTDOWN_BOUND_MS); wait a little longer.
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  if kill -0 "$pid" 2>/dev/null; then
    echo "instance $port did not exit after 25 s" >&2
    exit 1
  fi
  deploy/start-instance.sh "$port"
  echo "restarted $port"
done
