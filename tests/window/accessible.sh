#!/usr/bin/env bash
# The window to a screen reader, where one listens: a private X server (Xvfb), a D-Bus session of
# its own (dbus-run-session, which starts the accessibility bus, at-spi2-core's, when asked) and Qt
# told to speak to it (QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1). Then, by its argument:
#   events   the board's events as Qt sends them (accessible_events_tests: QTestAccessibility);
#   game     a whole game played over AT-SPI by a screen reader's means alone (atspi_game.py,
#            Debian's python3-pyatspi): the board found by its role, its cells read by name, the
#            moves made by the cells' and the buttons' actions, the announcements heard.
# $MARIENBAD is the program, $EVENTS the events' test program.
set -euo pipefail

mode=${1:?usage: accessible.sh events|game}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(mktemp -d)
xvfb_pid=""

finish() {
    [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap finish EXIT

exec 3<> <(:)
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
read -r -t 10 number <&3 || { echo "FAIL: Xvfb did not start" >&2; exit 1; }

mkdir -p "$work/home" "$work/runtime"
chmod 700 "$work/runtime"
export DISPLAY=":$number" HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" \
    XDG_RUNTIME_DIR="$work/runtime" QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb \
    LANG=C.UTF-8 LANGUAGE= NO_AT_BRIDGE=0
# The accessibility bus started first, as a screen reader starts it (Qt joins a bus that runs).
in_session() {
    dbus-run-session -- bash -c \
        'dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
             org.a11y.Bus.GetAddress >/dev/null && exec "$@"' in_session "$@" 2>"$work/dbus.log"
}
case $mode in
    events) in_session "$EVENTS" ;;
    game) in_session /usr/bin/python3 "$here/atspi_game.py" ;;
    *) echo "usage: accessible.sh events|game" >&2; exit 2 ;;
esac
