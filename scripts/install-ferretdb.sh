#!/usr/bin/env bash
# Builds FerretDB 1.24.2 (the embedded database on machines without MongoDB) into $(go env GOPATH)/bin.
# Plain `go install ...@v1.24.2` can fail here: the proxy refuses the version list used for the
# deprecation check, and the module zip's build/version/version.txt is empty (upstream fills it
# at release time), which panics at start-up. So: download the exact module, fill the version
# file in a writable copy, and build that.
#
# The server runs this itself at its first start when no FerretDB is found (api/src/db/embedded.ts),
# and `npm test` starts several processes that may all want it at once, so one build at a time: a
# lock directory next to the binary; a second caller waits for the first and then finds the binary.
set -euo pipefail
VERSION=v1.24.2
# Go from the official tarball lives in /usr/local/go/bin, which a login shell may not have on PATH.
command -v go >/dev/null 2>&1 || PATH="$PATH:/usr/local/go/bin"
command -v go >/dev/null 2>&1 || { echo "Go is not installed (https://go.dev/dl/); FerretDB cannot be built" >&2; exit 3; }
BIN="$(go env GOPATH)/bin/ferretdb"
installed() { [ -x "$BIN" ] && "$BIN" --version >/dev/null 2>&1; }
if installed; then echo "ferretdb already at $BIN"; exit 0; fi

mkdir -p "$(dirname "$BIN")"
LOCK="$BIN.build-lock"
waited=0
until mkdir "$LOCK" 2>/dev/null; do
  owner=$(cat "$LOCK/pid" 2>/dev/null || true)
  # A lock whose builder has died (killed mid-build) is stale; a lock with no pid file yet is
  # probably a few milliseconds old, so it gets a moment before it counts as abandoned.
  if { [ -n "$owner" ] && ! kill -0 "$owner" 2>/dev/null; } || { [ -z "$owner" ] && [ "$waited" -ge 10 ]; }; then
    rm -rf "$LOCK"
    continue
  fi
  [ "$waited" -eq 0 ] && echo "Another process (pid ${owner:-?}) is building FerretDB; waiting for it"
  sleep 1
  waited=$((waited + 1))
done
echo $$ > "$LOCK/pid"
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work" "$LOCK"' EXIT
if installed; then echo "ferretdb already at $BIN"; exit 0; fi

dir=$(cd "$work" && go mod download -json "github.com/FerretDB/FerretDB@$VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
cp -r "$dir" "$work/src" && chmod -R u+w "$work/src"
echo "$VERSION" > "$work/src/build/version/version.txt"
# Built beside the binary and renamed into place, so nobody ever runs a half-written file.
(cd "$work/src" && CGO_ENABLED=0 go build -trimpath -o "$BIN.tmp-$$" ./cmd/ferretdb)
mv -f "$BIN.tmp-$$" "$BIN"
# Not `| head -1`: head exits after one line, ferretdb then dies of SIGPIPE writing the rest, and
# with pipefail the whole install failed (exit 141) now and then, after a good build.
version=$("$BIN" --version)
echo "${version%%$'\n'*}"
echo "ferretdb installed at $BIN"
