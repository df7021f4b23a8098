#!/usr/bin/env bash
# Runs the real Keycloak (the pinned version, installed when missing) in the foreground with the dev realm
# and demo users imported, and prints the KEYCLOAK_URL and IDENTITY_ADMIN_CLIENT_SECRET to start the product
# with. See deploy/keycloak/README.md.
#
#   deploy/keycloak/run.sh            KEYCLOAK_PORT (8180), WEB_ORIGIN (http://localhost:8080) and
#                                     IDENTITY_ADMIN_CLIENT_SECRET (random) may be set.
set -euo pipefail

deploy="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$deploy/tools/install.sh" keycloak >/dev/null
if [[ ! -f "$deploy/dist/keycloak/main.js" ]]; then
  (cd "$deploy/.." && npm run build -w @rha/deploy >/dev/null)
fi
exec node "$deploy/dist/keycloak/main.js"
