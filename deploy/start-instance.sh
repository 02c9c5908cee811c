#!/usr/bin/env bash
# Starts one instance on PORT with deploy/fleet.env, logging to run/PORT.log (docs/deploy.md).
# Usage: deploy/start-instance.sh 3001. Prints nothing; returns once the instance is ready.
set -euo pipefail
cd "$(dirname "$0")/.."
port=$1
mkdir -p run
set -a
. "${FLEET_ENV:-deploy/fleet.env}"
set +a
PORT=$port DATA_DIR=run/data-$port setsid node dist/server/main.js >>"run/$port.log" 2>&1 &
echo $! >"run/$port.pid"
# Ready = the database answers (GET /api/health/ready); up to 120 s (a migration may be running).
for _ in $(seq 1 240); do
  if curl -fs -o /dev/null "http://127.0.0.1:$port/api/health/ready"; then exit 0; fi
  if ! kill -0 "$(cat "run/$port.pid")" 2>/dev/null; then
    echo "instance $port exited; see run/$port.log" >&2
    exit 1
  fi
  sleep 0.5
done
echo "instance $port not ready after 120 s; see run/$port.log" >&2
exit 1
