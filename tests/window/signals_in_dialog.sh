#!/usr/bin/env bash
# A signal ends the program at any moment, with its status, even while the first new-game dialog
# is up (the menu with no game, or a game missing a value): SIGTERM 143, SIGINT 130, SIGHUP 129 —
# where the dialog kept the process alive and a later Cancel exited 0.
source "$(dirname "$0")/xvfb_test.sh"
start_xvfb

# stopped SIGNAL STATUS ARGUMENT...: the program opened with ARGUMENT..., its dialog up, SIGNAL
# sent: it ends with STATUS.
stopped() {
    local signal=$1 expected=$2
    shift 2
    mkdir -p "$work/home"
    HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_RUNTIME_DIR="$work" \
    XDG_DATA_HOME="$work/home/.local/share" \
        LANG=C.UTF-8 LANGUAGE= "$MARIENBAD" "$@" --ui gui >/dev/null 2>"$work/errors" &
    window_pid=$!
    timeout 20 xdotool search --sync --onlyvisible --name '^New game$' >/dev/null ||
        fail "$*: no new-game dialog appeared"
    kill "-$signal" "$window_pid"
    local status=0
    timeout 10 tail --pid="$window_pid" -f /dev/null || fail "$*: still running after SIG$signal"
    wait "$window_pid" || status=$?
    window_pid=""
    [[ $status -eq $expected ]] ||
        fail "$*: ended with status $status after SIG$signal, not $expected"
}

stopped TERM 143
stopped INT 130
stopped HUP 129
stopped TERM 143 grid --rows 7 --cols 9
echo "PASS signals_in_dialog"
