#!/usr/bin/env bash
# The terminal's monkey: the program full screen in tmux, and a seeded random sequence of keys
# sent to it — every key the terminal interface knows, random printable characters, mouse clicks
# and the wheel as a terminal reports them — with the window resized down to 20×5 and back. Ctrl-C
# is not sent. Back at 80×24, a board too big for the terminal must not keep the player: Esc
# leaves it. A quit (q, confirmed by q) is a way out like any other: the terminal must be given
# back, and the program starts again until the events are sent. At the end SIGTERM: the program
# must end by it (143), the terminal as it was. Any other end — a crash, a sanitizer's report, a
# hang — or a trap fails, naming the seed.
#   terminal.sh nim|grid|row|queen|form EVENTS SEED     ($MARIENBAD: the program)
source "$(dirname "$0")/../tui/tmux/tmux_test.sh"
front=terminal
source "$(dirname "$0")/monkey.sh"

width=80  # the terminal's size at each start and at the end
height=24
batch_size=8
keys=(Up Down Left Right Home End Enter Space Tab BTab Escape PPage NPage BSpace DC IC F1
    0 1 2 3 4 5 6 7 8 9 + - '=' '?' u r n m q h y)
twice=(q n m Escape)
printable='!"#$%&'"'"'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~'
sanitizer_logs="ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}log_path=$work/sanitizer"
sanitizer_logs+=" UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}print_stacktrace=1:log_path=$work/sanitizer"

# The program again in a terminal of the start's size, with a record of its own; waits until it
# runs. A sanitizer's report goes to a file (the terminal is the program's screen).
start_program() {
    mkdir -p "$work/records"
    rm -f "$work/status"
    # shellcheck disable=SC2086 # the settings are words
    start "$width" "$height" $sanitizer_logs -- "${arguments[@]}" --seed "$seed" --ui tui \
        --record "$work/records/game-$((starts + 1)).json"
    # The shell's child once it is the program (before, it is stty, or env).
    local tries=0 executable
    executable=$(realpath "$program")
    until pid=$(program_pid 2>/dev/null) && [[ $(readlink "/proc/$pid/exe") == "$executable" ]]; do
        ((++tries < 200)) || monkey_fail "the program did not start"
        sleep 0.05
    done
}

# The shell's lines after the program (the status it ended with, whether the terminal's modes
# were given back), wrapped lines joined: the terminal may be 20 columns wide.
shell_lines() { tmux_ capture-pane -p -J -S -100; }

# After the program ended: its status (which the shell writes) must be STATUS, the terminal's
# modes as they were and the alternate screen left. Keys sent as it ended may show after it.
check_end() {
    local wanted=$1 tries=0
    until [[ -s $work/status && $(shell_lines) == *"terminal modes "* ]]; do
        ((++tries < 200)) || monkey_fail "the shell never said how the program ended"
        sleep 0.05
    done
    local status
    status=$(<"$work/status")
    if [[ $status != "$wanted" ]]; then
        local report=""
        compgen -G "$work/sanitizer*" >/dev/null && report=$(cat "$work"/sanitizer*)
        monkey_fail "the program ended with status $(status_text "${status:-?}"), not $wanted${report:+
$report}"
    fi
    [[ $(shell_lines) == *"terminal modes restored"* ]] ||
        monkey_fail "the terminal's modes were not given back (stty)"
    local modes
    modes=$(tmux_ display-message -p \
        'alternate #{alternate_on}, mouse #{mouse_any_flag}, keypad #{keypad_flag}, cursor #{cursor_flag}')
    [[ $modes == "alternate 0, mouse 0, keypad 0, cursor 1" ]] ||
        monkey_fail "the terminal's modes were not given back: $modes"
}

# A board too big for the terminal must not trap the player: at the start's size, where every
# menu and form fits, a screen that says the terminal is too small must give way to Esc — pressed
# at most three times, the first perhaps answering a question asked before.
check_not_trapped() {
    ((columns == width && rows == height)) && shows_words "The terminal is too small" || return 0
    local presses waited
    for presses in 1 2 3; do
        send Escape
        for ((waited = 0; waited < 40; ++waited)); do
            shows_words "The terminal is too small" || return 0
            sleep 0.05
        done
    done
    monkey_fail "a board too big for the terminal traps the player: at ${width}x$height the \
screen says the terminal is too small, and Esc pressed three times does not leave it"
}

# A mouse event at a cell drawn on the terminal: BUTTON as X10 reports it (0 the left button,
# 64 and 65 the wheel), pressed, and released for a button.
add_mouse() {
    local button=$1 row col
    draw "$rows"
    row=$drawn
    draw "$columns"
    col=$drawn
    local code x y
    printf -v code '%02x' $((32 + button))
    printf -v x '%02x' $((33 + col))
    printf -v y '%02x' $((33 + row))
    batch+=(send-keys -H 1b 5b 4d "$code" "$x" "$y" ";")
    if ((button < 64)); then
        batch+=(send-keys -H 1b 5b 4d 23 "$x" "$y" ";")
        log "click $row,$col"
    else
        log "wheel $((button == 64 ? 1 : -1)) at $row,$col"
    fi
}

# One event drawn and added to the batch (a tmux command); the terminal is `columns` × `rows`.
add_event() {
    draw 100
    local kind=$drawn
    if ((kind < 2)); then  # a key that asks a question, and the same key that answers it
        draw ${#twice[@]}
        batch+=(send-keys "${twice[drawn]}" ";" send-keys "${twice[drawn]}" ";")
        log "key ${twice[drawn]} twice"
    elif ((kind < 14)); then  # more often than the others, so that games go on to their end
        batch+=(send-keys Enter ";")
        log "key Enter"
    elif ((kind < 55)); then
        draw ${#keys[@]}
        batch+=(send-keys "${keys[drawn]}" ";")
        log "key ${keys[drawn]}"
    elif ((kind < 72)); then
        draw ${#printable}
        local character=${printable:drawn:1}
        batch+=(send-keys -l "${character/#;/\\;}" ";")
        log "type $character"
    elif ((kind < 86)); then
        add_mouse 0
    elif ((kind < 94)); then
        draw 2
        add_mouse $((64 + drawn))
    else
        draw 4
        if ((drawn == 0)); then  # back to the start's size
            columns=$width rows=$height
        else
            draw 181
            columns=$((20 + drawn))
            draw 56
            rows=$((5 + drawn))
        fi
        batch+=(resize-window -x "$columns" -y "$rows" ";")
        log "resize ${columns}x$rows"
    fi
}

columns=$width
rows=$height
start_program
while ((sent < events)); do
    if ! alive "$pid"; then
        resize "$width" "$height"
        check_end 0
        start_program
        columns=$width rows=$height
        continue
    fi
    check_not_trapped
    new_batch
    while ((${#batch_log[@]} < batch_size && sent < events)); do
        add_event
    done
    tmux_ "${batch[@]}" >/dev/null 2>&1 || true
    pause
done

# The end: SIGTERM (unless a quit just ended the program) and the terminal as it was, at the
# start's size.
resize "$width" "$height"
sleep 0.2
if alive "$pid"; then
    terminate "$pid"
    check_end 143
else
    check_end 0
fi
echo "PASS terminal monkey on $scenario: $sent events, seed $seed, $starts starts"
