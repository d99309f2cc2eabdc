#!/usr/bin/env bash
# `npm install && npm test` on a machine that has nothing but Node and npm: a minimal Debian
# (debootstrap --variant=minbase, no curl, jq, PostgreSQL, Chromium, Python or compiler) with this
# machine's Node and npm copied in, and this working tree (tracked and untracked files, no
# node_modules) copied to /work/catchd. Runs as root, in its own mount, PID and network namespaces
# (only a loopback: nothing inside reaches the network), so every mount and process is gone when
# it ends. CI runs the default below through `npm run test:platform` (test/platform/clean-room.check.ts);
# --ci (the whole suite twice) is for a manual check.
#
#   bash scripts/clean-room-test.sh                 # npm install, then npm test on a few files that
#                                                   # need PostgreSQL, Chromium, curl and jq
#   bash scripts/clean-room-test.sh FILE...         # npm test -- FILE... instead
#   bash scripts/clean-room-test.sh --ci            # the whole suite, as .ci/run runs it before the
#                                                   # platform checks (those need this machine's tools)
#
# The Debian tree and npm's cache are kept in CLEAN_ROOM_DIR (default /var/tmp/catchd-clean-room)
# for the next run; the copy of the project is made anew each time.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" = 0 ] || { echo "clean-room-test: run as root (debootstrap, chroot, mounts)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "clean-room-test: needs debootstrap (apt-get install debootstrap)" >&2; exit 2; }
command -v ip >/dev/null || { echo "clean-room-test: needs ip (apt-get install iproute2)" >&2; exit 2; }

dir=${CLEAN_ROOM_DIR:-/var/tmp/catchd-clean-room}
rootfs="$dir/rootfs"
if [ ! -x "$rootfs/bin/bash" ]; then
  # The Debian mirror this machine's apt uses.
  mirror=$(grep -rhoE '^(URIs:|deb) +[a-z]+://[^ ]+' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
    grep -v security | head -1 | awk '{print $2}' || true)
  rm -rf "$rootfs"
  mkdir -p "$dir"
  debootstrap --variant=minbase bookworm "$rootfs" "${mirror:?no Debian mirror found in /etc/apt}"
  # What any machine or container has and debootstrap leaves out: `localhost` resolves.
  printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n' > "$rootfs/etc/hosts"
fi

# Node and npm, as a developer's machine has them.
node=$(command -v node)
npm_root=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
mkdir -p "$rootfs/usr/local/bin" "$rootfs/usr/local/lib/node_modules"
cp "$node" "$rootfs/usr/local/bin/node"
rm -rf "$rootfs/usr/local/lib/node_modules/npm"
cp -a "$npm_root" "$rootfs/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

# The project, without node_modules or anything else that git ignores.
rm -rf "$rootfs/work/catchd"
mkdir -p "$rootfs/work/catchd"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
  tar --null -T - -cf - | tar -xf - -C "$rootfs/work/catchd"

# npm's cache, filled here from the registry (with this machine's npm settings); inside, npm
# installs offline from it: what the lockfile names, and nothing from anywhere else. Skipped when
# the cache was last filled for this very lockfile.
lock_sum=$(cat package.json package-lock.json clients/typescript/package.json | sha256sum | cut -d' ' -f1)
if [ "$(cat "$dir/npm-cache.lock-sum" 2>/dev/null)" != "$lock_sum" ]; then
  rm -rf "$dir/prefetch" "$dir/npm-cache.lock-sum"
  mkdir -p "$dir/prefetch/clients/typescript" "$dir/npm-cache"
  cp package.json package-lock.json "$dir/prefetch/"
  cp clients/typescript/package.json "$dir/prefetch/clients/typescript/"
  (cd "$dir/prefetch" && npm ci --ignore-scripts --prefer-offline --no-audit --no-fund --cache "$dir/npm-cache" >/dev/null)
  rm -rf "$dir/prefetch"
  echo "$lock_sum" > "$dir/npm-cache.lock-sum"
fi

if [ "${1:-}" = "--ci" ]; then
  run='CI=true npm install --no-audit --no-fund && CI=true npm test'
else
  files=("$@")
  [ ${#files[@]} -gt 0 ] || files=(test/postgres-store.test.ts test/guides/guides.test.ts test/operations/docs-csp.test.ts test/developers/oauth/consent-browser.test.ts)
  run="npm install --no-audit --no-fund && npm test -- ${files[*]}"
fi
echo "clean-room-test: in $rootfs: $run"
# A fresh /proc, /dev, /dev/shm and /tmp for the chroot, npm's cache as its ~/.npm, and a network
# of its own with only the loopback up.
unshare --mount --pid --net --fork --propagation private bash -c '
  set -e
  r=$1
  ip link set lo up
  mount -t proc proc "$r/proc"
  mount --rbind /dev "$r/dev"
  mount -t tmpfs -o mode=1777 tmpfs "$r/dev/shm"
  mount -t tmpfs -o mode=1777 tmpfs "$r/tmp"
  mkdir -p "$r/root/.npm"
  mount --bind "$2" "$r/root/.npm"
  exec chroot "$r" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root npm_config_offline=true bash -c "cd /work/catchd && $3"
' clean-room "$rootfs" "$dir/npm-cache" "$run"
