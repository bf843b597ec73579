#!/usr/bin/env bash
# Builds FerretDB 1.24.2 (the embedded database on machines without MongoDB) into $(go env GOPATH)/bin.
# Plain `go install ...@v1.24.2` can fail here: the proxy refuses the version list used for the
# deprecation check, and the module zip's build/version/version.txt is empty (upstream fills it
# at release time), which panics at start-up. So: download the exact module, fill the version
# file in a writable copy, and build that.
set -euo pipefail
VERSION=v1.24.2
BIN="$(go env GOPATH)/bin/ferretdb"
if [ -x "$BIN" ] && "$BIN" --version >/dev/null 2>&1; then echo "ferretdb already at $BIN"; exit 0; fi
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
dir=$(cd "$work" && go mod download -json "github.com/FerretDB/FerretDB@$VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
cp -r "$dir" "$work/src" && chmod -R u+w "$work/src"
echo "$VERSION" > "$work/src/build/version/version.txt"
mkdir -p "$(dirname "$BIN")"
(cd "$work/src" && CGO_ENABLED=0 go build -trimpath -o "$BIN" ./cmd/ferretdb)
"$BIN" --version | head -1
echo "ferretdb installed at $BIN"
