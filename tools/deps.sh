#!/usr/bin/env bash
# Installs the Debian packages the build needs, when any is missing.
set -e
# libopenmpi-dev and openmpi-bin: xattn.dist (mpirun; docs/distributed.md), optional for
# the build, which works without them
pkgs="liblua5.4-dev lua5.4 libopenblas-dev libopenblas-openmp-dev libcjson-dev libreadline-dev pkg-config libopenmpi-dev openmpi-bin libsentencepiece-dev sentencepiece"
missing=""
for p in $pkgs; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "installing:$missing"
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
