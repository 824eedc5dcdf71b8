#!/usr/bin/env bash
# Blender check (issue 15, part 6): the VRM Add-on for Blender imports every exported VRM 1.0
# and 0.x with its humanoid bones, expressions and spring bones, and a map's walk mesh is not
# visible in Blender (which ignores KHR_node_visibility; the exporter puts it in a second glTF
# scene). Blender runs as a Python module: PyPI `bpy` (Blender 5.0, wheels for CPython 3.11)
# and PyPI `bpy-vrm-format` (the add-on, module io_scene_vrm), in a venv of their own.
# Usage: bash .ci/blender.sh EXPORT_DIR [--limit N] [--vrma]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=${1:?usage: bash .ci/blender.sh EXPORT_DIR [--limit N] [--vrma]}
shift
venv=${BLENDER_VENV:-${TMPDIR:-/tmp}/dewrip-blender-venv}
py=${PYTHON:-python3}
ver=$("$py" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
if [ "$ver" != "3.11" ]; then
  echo "== blender: bpy 5.0 needs CPython 3.11, found $ver at $(command -v "$py"): set PYTHON=python3.11" >&2
  exit 1
fi
if ! [ -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import bpy, io_scene_vrm' 2>/dev/null; then
  echo "== blender: pip install bpy bpy-vrm-format into $venv"
  "$py" -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check bpy==5.0.1 bpy-vrm-format==4.10.2
fi
echo "== blender: importing $dir with the VRM add-on"
"$venv/bin/python" "$here/blender.py" "$dir" "$@"
