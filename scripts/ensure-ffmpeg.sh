#!/usr/bin/env bash
# Installs Debian's ffmpeg (which brings ffprobe) when either is missing. The custom video
# (app/features/video) renders and checks videos with them. Idempotent; apt-get needs root (or
# sudo without a password). `--optional` (npm start): when it cannot install, it says so and lets
# the site start anyway (everything but the video works; a video job fails and is retried).
set -euo pipefail
optional=false
[ "${1:-}" = "--optional" ] && optional=true
if command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; then
  exit 0
fi
give_up() {
  echo "ffmpeg is missing and could not be installed ($1): the Diamante video will not render." >&2
  if $optional; then exit 0; else exit 1; fi
}
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; else give_up "needs root"; fi
fi
command -v apt-get >/dev/null 2>&1 || give_up "no apt-get on this machine"
echo "==> installing Debian ffmpeg"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q || give_up "apt-get update failed"
$sudo apt-get install -y -q --no-install-recommends ffmpeg || give_up "apt-get install failed"
