# What the terminal interface's end-to-end tests share (sourced by each of them): the program
# run as a person runs it, in a tmux session of its own — a private server on a socket of its
# own, no configuration, a fixed size, TERM and the locale set — keys sent with send-keys, and
# the screen read with capture-pane until the text expected appears (never a fixed sleep).
# The program runs in a shell that, when it ends, prints its exit status (and writes it to
# $work/status) and whether the terminal's modes are those it started with, then waits, so that
# the test can read them.
#
# MARIENBAD: the program to run (CTest gives build/marienbad, or the sanitizer build's).
set -euo pipefail

program=${MARIENBAD:?MARIENBAD must name the program}
work=$(mktemp -d)
socket_base="marienbad-tui-$$-$RANDOM"
socket=$socket_base
starts=0
timeout_seconds=${TUI_TEST_TIMEOUT:-30}
export LC_ALL=C.UTF-8  # tmux reads the program's UTF-8, and capture-pane gives it back
unset TMUX

tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
finish() {
    tmux_ kill-server >/dev/null 2>&1 || true
    rm -rf "$work"
    # The servers' sockets, which tmux leaves behind.
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket_base"-*
}
trap finish EXIT

fail() {
    echo "FAILED: $*" >&2
    echo "---- the screen ----" >&2
    screen >&2 || true
    echo "--------------------" >&2
    exit 1
}

# start WIDTH HEIGHT [NAME=VALUE...] -- ARGUMENTS...: the program with ARGUMENTS at that size,
# TERM=tmux-256color, LANG=C.UTF-8 (LC_ALL unset) and XDG_DATA_HOME in the test's directory unless
# NAME=VALUE says otherwise.
start() {
    local width=$1 height=$2
    shift 2
    # The student's progress in the test's own directory, never the person's.
    local settings=(TERM=tmux-256color LANG=C.UTF-8 LC_ALL= "XDG_DATA_HOME=$work/data")
    while [[ $1 != -- ]]; do
        settings+=("$1")
        shift
    done
    shift
    # Each program in a server of its own: a server just killed may still hold its socket.
    tmux_ kill-server >/dev/null 2>&1 || true
    starts=$((starts + 1))
    socket="$socket_base-$starts"
    {
        echo 'trap : INT QUIT'  # Ctrl-C and Ctrl-\ stop the program, not this shell
        echo 'ulimit -c 0'  # Ctrl-\ ends it by SIGQUIT, whose core file would be left behind
        echo "stty -g > '$work/modes'"
        printf 'env %s %q' "${settings[*]}" "$program"
        printf ' %q' "$@"
        echo
        echo 'status=$?'
        echo "echo \"\$status\" > '$work/status'"
        echo 'echo "exit status: $status"'
        echo "if [ \"\$(stty -g)\" = \"\$(cat '$work/modes')\" ]; then echo 'terminal modes restored';"
        echo "else echo 'terminal modes CHANGED'; fi"
        echo 'exec sleep 600'
    } >"$work/run.sh"
    tmux_ new-session -d -x "$width" -y "$height" "sh '$work/run.sh'"
}

screen() { tmux_ capture-pane -p; }
send() { tmux_ send-keys "$@"; }
# A key pressed again as a person presses it: not sooner than a key held down repeats, which the
# terminal interface tells apart (a held Enter does not start game after game).
send_again() { sleep 0.1; send "$@"; }
resize() { tmux_ resize-window -x "$1" -y "$2"; }

# Runs COMMAND... every 50 ms until it succeeds; after the timeout, fails saying MESSAGE.
poll() {
    local message=$1 waited=0
    shift
    until "$@"; do
        sleep 0.05
        waited=$((waited + 1))
        ((waited < timeout_seconds * 20)) || fail "$message"
    done
}

# (Bash's own matching, not grep -q, which could stop reading and leave tmux writing into a
# closed pipe: with pipefail, a failure.)
shows() { [[ $(screen) == *"$1"* ]]; }
shows_not() { ! shows "$1"; }
# TEXT as words, wherever the screen's lines wrap: its lines joined, its runs of spaces squeezed.
shows_words() { [[ $(screen | tr '\n' ' ' | tr -s ' ') == *"$1"* ]]; }
shows_other_than() { [[ $(screen) != "$1" ]]; }

# Waits until the screen shows TEXT (a fixed string), shows it as words, or no longer shows it.
wait_for() { poll "the screen never showed: $1" shows "$1"; }
wait_for_words() { poll "the screen never showed: $1" shows_words "$1"; }
wait_gone() { poll "the screen still shows: $1" shows_not "$1"; }

# Sends KEYS, then waits until the screen changes.
send_and_wait() {
    local before
    before=$(screen)
    send "$@"
    poll "the screen did not change after: $*" shows_other_than "$before"
}

# Enter on each of the person's turns, until the game is over.
play_to_the_end() {
    local turns=0
    until shows "Game over"; do
        if shows "> Your turn. Enter plays:"; then
            send_and_wait Enter
            turns=$((turns + 1))
            ((turns < 100)) || fail "the game did not end"
        else
            sleep 0.05
        fi
    done
}

# Prints where TEXT first shows on the screen: its line and column, from 0.
locate() {
    local text=$1 row=0 line prefix
    while IFS= read -r line; do
        if [[ $line == *"$text"* ]]; then
            prefix=${line%%"$text"*}
            echo "$row ${#prefix}"
            return 0
        fi
        row=$((row + 1))
    done < <(screen)
    fail "the screen does not show: $text"
}

# A click of the left button at ROW COL (from 0), as a terminal reports it (X10 mouse encoding:
# ESC [ M, then the button, the column and the line, each plus 32; pressed, then released).
click() {
    local x y
    printf -v x '%02x' $((33 + $2))
    printf -v y '%02x' $((33 + $1))
    send -H 1b 5b 4d 20 "$x" "$y" 1b 5b 4d 23 "$x" "$y"
}

# The screen shows a cell with the background colour numbered COLOUR (2 green, 3 yellow, 5
# magenta, as curses numbers them): tmux gives the screen back with its colours.
expect_background() {
    [[ $(tmux_ capture-pane -e -p) == *$'\e['"4$1m"* ]] || fail "no cell on background colour $1"
}

expect() { shows "$1" || fail "the screen does not show: $1"; }
expect_not() { shows_not "$1" || fail "the screen shows: $1"; }

# The program's process (the child of the pane's shell).
program_pid() {
    local shell
    shell=$(tmux_ display-message -p '#{pane_pid}')
    cut -d' ' -f1 "/proc/$shell/task/$shell/children"
}

# The program ended with STATUS, the terminal's modes as they were (stty's, and those tmux
# keeps), and nothing of it left on the screen (it leaves the alternate screen): only the
# shell's lines.
expect_clean_exit() {
    wait_for "exit status: $1"
    wait_for "terminal modes restored"
    local shown
    shown=$(screen | grep -v '^$' | grep -vF -e "exit status: $1" -e 'terminal modes restored' \
        -e 'Terminated' -e 'Hangup' -e 'Quit' -e 'User defined signal' || true)
    [[ -z $shown ]] || fail "the program left this on the screen: $shown"
    # The modes the program set in the terminal itself (tmux keeps them): the alternate screen
    # left, mouse reporting and the keypad's application mode off, the cursor shown again.
    local modes
    modes=$(tmux_ display-message -p \
        'alternate #{alternate_on}, mouse #{mouse_any_flag}, keypad #{keypad_flag}, cursor #{cursor_flag}')
    [[ $modes == "alternate 0, mouse 0, keypad 0, cursor 1" ]] ||
        fail "the terminal's modes were not given back: $modes"
}
