#!/usr/bin/env bash
# What the window's end-to-end scenarios share: a private X server (Xvfb, no window manager), the
# program started in a window with --record and its layout reported (MARIENBAD_LAYOUT_REPORT=1:
# one line of JSON per layout, the cells' centres in the window), real clicks with xdotool where
# the layout puts a cell, the record read back with `marienbad replay`, and SIGTERM at the end.
# Sourced by each scenario; $MARIENBAD is the program.
set -euo pipefail

# No session bus: without one, Qt's accessibility bridge would have libdbus start one on the X
# display (dbus-launch's autolaunch), which outlives the test and leaves its socket in /tmp.
export DBUS_SESSION_BUS_ADDRESS=disabled:

work=$(mktemp -d)
xvfb_pid=""
window_pid=""
window_id=""

finish() {
    [[ -n $window_pid ]] && kill -KILL "$window_pid" 2>/dev/null || true
    [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap finish EXIT

fail() {
    echo "FAIL: $*" >&2
    [[ -f $work/errors ]] && sed 's/^/  stderr: /' "$work/errors" >&2
    exit 1
}

# A display of our own: Xvfb picks a free number and writes it on a descriptor. It does not reset
# when its last client goes (-noreset): a program started again at once would find no server.
start_xvfb() {
    exec 3<> <(:)
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    local number=""
    read -r -t 10 number <&3 || fail "Xvfb did not start"
    export DISPLAY=":$number"
}

# start_window ARGUMENT...: the program in a window, with its own settings folder and a record.
start_window() {
    mkdir -p "$work/home"
    HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_RUNTIME_DIR="$work" \
    XDG_DATA_HOME="$work/home/.local/share" \
        MARIENBAD_LAYOUT_REPORT=1 LANG=C.UTF-8 LANGUAGE= \
        "$MARIENBAD" "$@" --ui gui --record "$work/game.json" >"$work/layout" 2>"$work/errors" &
    window_pid=$!
    window_id=$(timeout 20 xdotool search --sync --onlyvisible --name '^Marienbad' | head -1) ||
        fail "no window appeared"
    xdotool windowfocus --sync "$window_id" || true
    # The window is shown at its size once; its last layout is where the cells are.
    local tries=0
    until [[ -s $work/layout ]] && [[ $(tail -1 "$work/layout") == *'"cells":[['* ]]; do
        ((++tries < 100)) || fail "the window reported no layout"
        sleep 0.1
    done
    sleep 0.3
}

# click_cell ROW COL: a real click on the centre of the board model's cell (numbered from 0).
click_cell() {
    local place
    place=$(tail -1 "$work/layout" | grep -o "\[$1,$2,[0-9-]*,[0-9-]*\]" | tr -d '[]') ||
        fail "the layout has no cell $1,$2"
    local x y
    x=$(cut -d, -f3 <<<"$place")
    y=$(cut -d, -f4 <<<"$place")
    xdotool mousemove --window "$window_id" "$x" "$y" click 1
}

# The moves of the record, as `marienbad replay` tells them ("1. You take ...").
recorded_moves() {
    LANG=C.UTF-8 "$MARIENBAD" replay "$work/game.json" 2>/dev/null | grep -E '^[0-9]+\. ' || true
}

# wait_for_moves N: until the record holds N moves (the computer's after its half second).
wait_for_moves() {
    local tries=0
    until [[ $(recorded_moves | wc -l) -ge $1 ]]; do
        ((++tries < 100)) || fail "the record has $(recorded_moves | wc -l) moves, not $1"
        sleep 0.1
    done
}

# expect_move N TEXT: the record's move N is told as TEXT.
expect_move() {
    local told
    told=$(recorded_moves | sed -n "$1p")
    [[ $told == "$1. $2" ]] || fail "move $1 is '$told', not '$1. $2'"
}

# SIGTERM closes the window: the program ends by that signal, the record is whole (replay reads
# it) and no temporary file is left beside it.
stop_with_sigterm() {
    kill -TERM "$window_pid"
    local status=0
    wait "$window_pid" || status=$?
    window_pid=""
    [[ $status -eq 143 ]] || fail "the program ended with status $status after SIGTERM, not 143"
    LANG=C.UTF-8 "$MARIENBAD" replay "$work/game.json" >/dev/null 2>&1 ||
        fail "the record does not replay after SIGTERM"
    local left
    left=$(find "$work" -maxdepth 1 -name 'game.json?*')
    [[ -z $left ]] || fail "left beside the record: $left"
}
