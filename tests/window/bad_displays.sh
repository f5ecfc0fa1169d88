#!/usr/bin/env bash
# Displays the program's first look accepts but Qt cannot open, beside a live X server that does
# not listen on TCP: a name that is no display, a screen the server does not have, the server's
# number over TCP. Each is refused as a missing display is — one line on the standard error,
# exit code 2, nothing on the standard output, nothing of Qt's — where Qt alone aborted (134).
source "$(dirname "$0")/xvfb_test.sh"
start_xvfb
number=${DISPLAY#:}

# refused DISPLAY MENTION: the game in a window on DISPLAY is refused, saying MENTION.
refused() {
    local status=0
    DISPLAY=$1 LANG=C.UTF-8 LANGUAGE= "$MARIENBAD" nim --piles 1,2 --first human --ui gui \
        <<<$'0\n1' >"$work/output" 2>"$work/errors" || status=$?
    [[ $status -eq 2 ]] || fail "DISPLAY=$1: exit status $status, not 2"
    [[ ! -s $work/output ]] || fail "DISPLAY=$1: printed $(cat "$work/output")"
    [[ $(wc -l <"$work/errors") -eq 1 ]] || fail "DISPLAY=$1: not one line on the standard error"
    grep -qF -- "$2" "$work/errors" || fail "DISPLAY=$1: the message does not say: $2"
    grep -qF -- "--ui tui" "$work/errors" || fail "DISPLAY=$1: --ui tui not suggested"
}

refused garbage "DISPLAY=garbage does not name a display"
refused ":$number.5" "the X server of display :$number.5 has no screen 5"
refused "localhost:$number" "no X server answers on display localhost:$number"
echo "PASS bad_displays"
