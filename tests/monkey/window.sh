#!/usr/bin/env bash
# The window's monkey: the program in a window on a private X server, and a seeded random
# sequence of events sent with xdotool to whatever is on top — the board, the side panel, its
# buttons, the menus, the message boxes and the new-game dialog: the pointer moved and clicked
# (double, right, dragged), the wheel, every key the window knows and the window resized. A quit
# (q, then Yes) is a way out like any other: the record must replay, and the program starts
# again until the events are sent. At the end SIGTERM: the program must end by it (143), the
# record whole. Any other end — a crash, a sanitizer's report, a hang — fails, naming the seed.
#   window.sh nim|grid|row|queen|form EVENTS SEED     ($MARIENBAD: the program)
source "$(dirname "$0")/../window/xvfb_test.sh"
front=window
source "$(dirname "$0")/monkey.sh"

screen_width=1280  # Xvfb's screen (xvfb_test.sh)
screen_height=800
batch_size=8
keys=(Left Right Up Down Home End Return KP_Enter space Tab shift+Tab Escape Page_Up Page_Down
    BackSpace 0 1 2 3 4 5 6 7 8 9 plus minus equal question u r n q h m y F1 ctrl+n ctrl+r
    ctrl+z ctrl+shift+z ctrl+plus ctrl+minus ctrl+q alt+g alt+e alt+v alt+h)

# The program's windows on the screen, "ID X Y WIDTH HEIGHT" a line, oldest first. The root
# window is left out: it is the X server's own (its id below the clients' 0x200000).
windows() {
    xdotool search --onlyvisible --pid "$window_pid" "" getwindowgeometry --shell %@ \
        2>/dev/null | awk -F= '
        $1 == "WINDOW" { id = $2 } $1 == "X" { x = $2 } $1 == "Y" { y = $2 }
        $1 == "WIDTH" { w = $2 } $1 == "HEIGHT" && id >= 2097152 { print id, x, y, w, $2 }' |
        sort -n || true
}

# The program again, in its own folder (its settings and a core file if it dumps one), with a
# record of its own, LeakSanitizer told what a library leaks (lsan.supp) and
# UndefinedBehaviorSanitizer asked for its stacks; waits until it shows a window.
start_program() {
    starts=$((starts + 1))
    mkdir -p "$work/home" "$work/records"
    rm -f "$work"/core*
    (
        cd "$work" || exit
        ulimit -c unlimited 2>/dev/null || true
        export LSAN_OPTIONS=${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$monkey_dir/lsan.supp
        export UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}print_stacktrace=1
        HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_RUNTIME_DIR="$work" \
        XDG_DATA_HOME="$work/home/.local/share" \
            LANG=C.UTF-8 LANGUAGE='' exec "$MARIENBAD" "${arguments[@]}" --seed "$seed" \
            --ui gui --record "$work/records/game-$starts.json"
    ) >/dev/null 2>"$work/errors" &
    window_pid=$!
    local tries=0
    until [[ -n $(windows) ]]; do
        alive "$window_pid" || return 0  # ended at once: the caller sees it
        ((++tries < 200)) || monkey_fail "the program showed no window"
        sleep 0.1
    done
}

# The records of this start replay, and no temporary file is left beside them.
check_records() {
    local record
    for record in "$work/records/game-$starts.json" "$work/records/game-$starts-"*.json; do
        [[ -e $record ]] || continue
        LANG=C.UTF-8 "$MARIENBAD" replay "$record" >/dev/null 2>&1 ||
            monkey_fail "the record $(basename "$record") does not replay"
    done
    local left
    left=$(find "$work/records" -name '.marienbad-*')
    [[ -z $left ]] || monkey_fail "a temporary file is left beside the records: $left"
}

# After the program ended by itself: a quit is fine (and checked), anything else fails.
program_ended() {
    local status=0
    wait "$window_pid" || status=$?
    window_pid=""
    [[ $status -eq 0 ]] || monkey_fail "the program ended with status $(status_text "$status")"
    check_records
}

# point WINDOW: `x` and `y` a point drawn in WINDOW ("ID X Y WIDTH HEIGHT").
point() {
    local id left top width height
    read -r id left top width height <<<"$1"
    draw 1000
    x=$((left + drawn * width / 1000))
    draw 1000
    y=$((top + drawn * height / 1000))
}

# One event drawn and added to the batch; `top` and `main` are the windows it may go to.
add_event() {
    local top=$1 main=$2 target=$1 x y
    draw 4
    ((drawn > 0)) || target=$main  # now and then the main window behind a dialog
    draw 100
    local kind=$drawn
    if ((kind < 40)); then
        draw ${#keys[@]}
        batch+=(key --delay 0 "${keys[drawn]}")
        log "key ${keys[drawn]}"
    elif ((kind < 55)); then
        point "$target"
        batch+=(mousemove "$x" "$y")
        log "move $x,$y"
    elif ((kind < 75)); then
        point "$target"
        batch+=(mousemove "$x" "$y" click --delay 0 1)
        log "click $x,$y"
    elif ((kind < 80)); then  # the menu bar
        point "${main% * *} 320 24"
        batch+=(mousemove "$x" "$y" click --delay 0 1)
        log "click $x,$y"
    elif ((kind < 88)); then
        point "$target"
        draw 2
        batch+=(mousemove "$x" "$y" click --delay 0 $((4 + drawn)))
        log "wheel $((drawn == 0 ? 1 : -1)) at $x,$y"
    elif ((kind < 90)); then
        point "$target"
        batch+=(mousemove "$x" "$y" click --delay 0 3)
        log "right click $x,$y"
    elif ((kind < 94)); then
        point "$target"
        batch+=(mousemove "$x" "$y" click --repeat 2 --delay 40 1)
        log "double click $x,$y"
    elif ((kind < 96)); then
        point "$target"
        batch+=(mousemove "$x" "$y" mousedown 1)
        local from="$x,$y"
        point "$target"
        batch+=(mousemove "$x" "$y" mouseup 1)
        log "drag $from to $x,$y"
    else
        draw $((screen_width - 100))
        local width=$((100 + drawn))
        draw $((screen_height - 80))
        batch+=(windowsize "${main%% *}" "$width" $((80 + drawn)))
        log "resize ${width}x$((80 + drawn))"
    fi
}

start_xvfb
start_program
while ((sent < events)); do
    if ! alive "$window_pid"; then
        program_ended
        start_program
        continue
    fi
    shown=$(windows)
    [[ -n $shown ]] || shown="0 0 0 $screen_width $screen_height"
    top=$(tail -1 <<<"$shown")
    new_batch
    # Xvfb has no window manager: the keyboard goes to the window on top, as one would give it
    # (when a dialog closes, the X server gives the focus to no window of the program).
    [[ $(xdotool getwindowfocus 2>/dev/null) == "${top%% *}" ]] || batch+=(windowfocus "${top%% *}")
    while ((${#batch_log[@]} < batch_size && sent < events)); do
        add_event "$top" "$(head -1 <<<"$shown")"
    done
    xdotool "${batch[@]}" >/dev/null 2>&1 || true
    pause
done

# The end: SIGTERM, unless a quit just ended the program.
sleep 0.2
if alive "$window_pid"; then
    terminate "$window_pid"
    status=0
    wait "$window_pid" || status=$?
    window_pid=""
    [[ $status -eq 143 ]] ||
        monkey_fail "the program ended with status $(status_text "$status") after SIGTERM, not 143"
    check_records
else
    program_ended
fi
echo "PASS window monkey on $scenario: $sent events, seed $seed, $starts starts"
