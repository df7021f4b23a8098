#!/usr/bin/env bash
# Installs the pinned helm, k6, stripe-mock, Keycloak, kubernetes-validate, moto and Schemathesis (deploy/tools/versions.json)
# into the tools folder, each keyed by its version, and prints where each one is. Already installed versions are
# kept, so a second run costs nothing; the Go and Maven caches make a rebuild after a fresh clone cheap, but
# nothing here depends on them.
#
#   deploy/tools/install.sh [helm|k6|stripe-mock|keycloak|kubernetes-validate|moto|schemathesis ...]   (all of them without arguments)
#
# RHA_TOOLS_DIR: the tools folder, by default ~/.cache/remote-hands/tools (outside the clone, so a fresh clone
# on the same machine finds them).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tools_dir="${RHA_TOOLS_DIR:-$HOME/.cache/remote-hands/tools}"
mkdir -p "$tools_dir"

version_of() {
  node -e 'const v = require(process.argv[1])[process.argv[2]]; if (!v) process.exit(1); console.log(v)' \
    "$here/versions.json" "$1"
}

say() { printf '[tools] %s\n' "$*" >&2; }

# Each tool goes into its own folder keyed by version; `.complete` is written last, so an install that was
# cut short is redone instead of used.
fresh_folder() {
  rm -rf "$1" && mkdir -p "$1"
}

go_tool() {
  local name="$1" module="$2" version target
  version="$(version_of "$name")"
  target="$tools_dir/$name-$version"
  if [[ ! -f "$target/.complete" ]]; then
    command -v go >/dev/null || { say "go is not installed: cannot build $name"; return 1; }
    say "building $name $version with go install (minutes on 2 cores without a Go build cache)"
    fresh_folder "$target"
    GOBIN="$target" GOFLAGS=-trimpath go install "$module@$version"
    touch "$target/.complete"
  fi
  echo "$name=$target/$name"
}

keycloak() {
  local version target archive_dir
  version="$(version_of keycloak)"
  target="$tools_dir/keycloak-$version"
  if [[ ! -f "$target/.complete" ]]; then
    command -v mvn >/dev/null || { say "mvn is not installed: cannot fetch Keycloak"; return 1; }
    say "fetching Keycloak $version from Maven Central"
    archive_dir="$(mktemp -d)"
    mvn -q -B dependency:copy \
      "-Dartifact=org.keycloak:keycloak-quarkus-dist:$version:tar.gz" \
      "-DoutputDirectory=$archive_dir"
    fresh_folder "$target"
    tar -xzf "$archive_dir/keycloak-quarkus-dist-$version.tar.gz" -C "$target" --strip-components=1
    rm -rf "$archive_dir"
    touch "$target/.complete"
  fi
  echo "keycloak=$target"
}

# A PyPI package in a virtual environment of its own: name, the requirement to install, the executable.
python_tool() {
  local name="$1" requirement="$2" executable="$3" version target
  version="$(version_of "$name")"
  target="$tools_dir/$name-$version"
  if [[ ! -f "$target/.complete" ]]; then
    command -v python3 >/dev/null || { say "python3 is not installed: cannot install $name"; return 1; }
    say "installing $name $version from PyPI"
    fresh_folder "$target"
    python3 -m venv "$target"
    "$target/bin/pip" install -q --disable-pip-version-check "$requirement==$version"
    touch "$target/.complete"
  fi
  echo "$name=$target/bin/$executable"
}

install_one() {
  case "$1" in
    helm) go_tool helm helm.sh/helm/v3/cmd/helm ;;
    k6) go_tool k6 go.k6.io/k6 ;;
    # Stripe's own mock of its API, so the stripe payment provider is tested against the real protocol.
    stripe-mock) go_tool stripe-mock github.com/stripe/stripe-mock ;;
    keycloak) keycloak ;;
    kubernetes-validate) python_tool kubernetes-validate kubernetes-validate kubernetes-validate ;;
    # An S3-compatible server, so the bff's S3 file storage is tested against the real protocol.
    moto) python_tool moto 'moto[server]' moto_server ;;
    # Fuzzes every OpenAPI file in contracts/openapi against the running stack (deploy/test/schemathesis.test.ts).
    schemathesis) python_tool schemathesis schemathesis schemathesis ;;
    *) say "unknown tool: $1 (helm, k6, stripe-mock, keycloak, kubernetes-validate, moto, schemathesis)"; return 2 ;;
  esac
}

if (($# == 0)); then set -- helm k6 stripe-mock keycloak kubernetes-validate moto schemathesis; fi
for tool in "$@"; do install_one "$tool"; done
