#!/usr/bin/env bash
# The window's start and its idle processor use, on a private X server (Xvfb):
#  - start: from launching `marienbad nim --ui gui` to the window laid out at its size (the
#    layout it reports on request, MARIENBAD_LAYOUT_REPORT=1, comes with its first frame), the
#    median of RUNS launches;
#  - idle: the processor time the program uses in IDLE seconds while the person thinks (its
#    turn, nothing moving), as a share of one core.
# Usage: bench/window_start_and_idle.sh [BUILD_DIRECTORY] [RUNS] [IDLE]   (build, 10, 10)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
program=${1:-$root/build}/marienbad
runs=${2:-10}
idle=${3:-10}
work=$(mktemp -d)
xvfb_pid=""
trap '[[ -n $xvfb_pid ]] && kill $xvfb_pid 2>/dev/null; rm -rf "$work"' EXIT

exec 3<> <(:)
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
read -r -t 10 number <&3
export DISPLAY=":$number" HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_RUNTIME_DIR="$work"

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# launch: the program started; its pid in $pid once the window is laid out.
launch() {
    : >"$work/layout"
    local start
    start=$(now_ms)
    MARIENBAD_LAYOUT_REPORT=1 "$program" nim --ui gui --piles 1,2,3,5,7 --first human \
        --level 3 >"$work/layout" 2>/dev/null &
    pid=$!
    until grep -q '"cells":\[\[' "$work/layout" 2>/dev/null; do sleep 0.002; done
    elapsed=$(($(now_ms) - start))
}

times=()
for ((run = 0; run < runs; ++run)); do
    launch
    times+=("$elapsed")
    kill -TERM "$pid"
    wait "$pid" 2>/dev/null || true
done
sorted=$(printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' ')
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
echo "start to the window laid out: median $median ms over $runs runs ($sorted ms)"

launch
sleep 1
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
before=$(ticks)
sleep "$idle"
after=$(ticks)
per_second=$(getconf CLK_TCK)
kill -TERM "$pid"
wait "$pid" 2>/dev/null || true
awk -v t=$((after - before)) -v hz="$per_second" -v s="$idle" \
    'BEGIN { printf "idle: %d ticks of %d Hz in %d s, %.2f%% of a core\n", t, hz, s, 100 * t / hz / s }'
