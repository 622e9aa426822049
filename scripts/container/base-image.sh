#!/usr/bin/env bash
# A local stand-in for the official Node image (docker.io/library/node:<major>-bookworm-slim), for
# machines that build the Containerfile but cannot pull from a public registry: a minimal Debian
# bookworm (mmdebstrap, variant minbase, with ca-certificates) holding this machine's own Node and
# npm where the official image keeps them (/usr/local), and a `node` user with uid 1000.
#
# Prints the image's name (localhost/potluck-node-base:<node version>). Built once per Node version:
# the rootfs is kept in $POTLUCK_CI_CACHE (default /var/cache/potluck-ci), the image in buildah's
# own storage; a later call finds either and only tags it.
set -euo pipefail

node_bin="$(command -v node)"
node_version="$(node -p 'process.versions.node')"
node_major="${node_version%%.*}"
node_prefix="$(dirname "$(dirname "$(readlink -f "$node_bin")")")"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
cache="${POTLUCK_CI_CACHE:-/var/cache/potluck-ci}"
image="localhost/potluck-node-base:${node_version}"
rootfs="$cache/node-base-${node_version}.tar"

log() { printf '%s\n' "$*" >&2; }

if buildah inspect --type image "$image" >/dev/null 2>&1; then
  buildah tag "$image" "localhost/potluck-node-base:${node_major}" >&2
  echo "$image"
  exit 0
fi

mkdir -p "$cache"
if [[ ! -s "$rootfs" ]]; then
  [[ -f "$node_prefix/include/node/node.h" ]] || {
    log "Node's headers are not in $node_prefix/include/node (native modules could not build)"
    exit 1
  }
  log "assembling the Node base rootfs (Debian bookworm minbase + Node $node_version) into $rootfs"
  extra_ca=()
  # The machine's own certificate authorities (e.g. an egress proxy's), so npm inside the
  # build reaches the registry the way it does on the machine.
  for crt in /usr/local/share/ca-certificates/*.crt; do
    [[ -f "$crt" ]] && extra_ca+=("$crt")
  done
  tmp="$rootfs.partial"
  rm -f "$tmp"
  mmdebstrap --variant=minbase --include=ca-certificates --format=tar \
    --customize-hook="mkdir -p \"\$1/usr/local/bin\" \"\$1/usr/local/include\" \"\$1/usr/local/lib/node_modules\" \"\$1/usr/local/etc\"" \
    --customize-hook="cp -a '$node_bin' \"\$1/usr/local/bin/node\"" \
    --customize-hook="cp -a '$node_prefix/include/node' \"\$1/usr/local/include/node\"" \
    --customize-hook="cp -a '$npm_dir' \"\$1/usr/local/lib/node_modules/npm\"" \
    --customize-hook="ln -s ../lib/node_modules/npm/bin/npm-cli.js \"\$1/usr/local/bin/npm\"" \
    --customize-hook="ln -s ../lib/node_modules/npm/bin/npx-cli.js \"\$1/usr/local/bin/npx\"" \
    --customize-hook="printf 'cafile=/etc/ssl/certs/ca-certificates.crt\nfund=false\naudit=false\nupdate-notifier=false\n' > \"\$1/usr/local/etc/npmrc\"" \
    ${extra_ca[@]+"--customize-hook=cp ${extra_ca[*]} \"\$1/usr/local/share/ca-certificates/\" && chroot \"\$1\" update-ca-certificates >/dev/null"} \
    --customize-hook='chroot "$1" groupadd --gid 1000 node' \
    --customize-hook='chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node' \
    --customize-hook='rm -rf "$1"/usr/share/doc/* "$1"/usr/share/man/* "$1"/var/cache/apt/*.bin' \
    bookworm "$tmp" http://deb.debian.org/debian
  mv "$tmp" "$rootfs"
fi

log "importing $rootfs as $image"
ctr="$(buildah from scratch)"
trap 'buildah rm "$ctr" >/dev/null 2>&1 || true' EXIT
buildah add "$ctr" "$rootfs" / >/dev/null
buildah config \
  --env "NODE_VERSION=$node_version" \
  --env "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  --cmd node \
  --label "org.opencontainers.image.description=Stand-in for node:${node_major}-bookworm-slim: Debian bookworm minbase and this machine's Node ${node_version}" \
  "$ctr"
buildah commit --quiet --rm "$ctr" "$image" >/dev/null
trap - EXIT
buildah tag "$image" "localhost/potluck-node-base:${node_major}" >&2
echo "$image"
