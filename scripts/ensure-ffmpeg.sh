#!/usr/bin/env bash
# Installs Debian's ffmpeg (which brings ffprobe) when either is missing. The custom video
# (app/features/video) renders and checks videos with them. Idempotent; needs root for apt-get.
set -euo pipefail
if command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; then
  exit 0
fi
echo "==> installing Debian ffmpeg"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends ffmpeg
