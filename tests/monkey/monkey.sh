#!/usr/bin/env bash
# What the window's and the terminal's monkeys share (sourced by window.sh and terminal.sh, after
# the front end's own helpers, whose `fail` it calls): the scenario — a game, or the new-game
# form — and the program's arguments for it, the draws from bash's generator seeded by the seed
# and the scenario (the same seed, the same events), the log of the events last sent, and a failure that names the
# seed and those events.
#   SCRIPT SCENARIO EVENTS SEED     SCENARIO: nim, grid, row, queen or form

if [[ $# -ne 3 || ! $2 =~ ^[0-9]+$ || ! $3 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 nim|grid|row|queen|form EVENTS SEED" >&2
    exit 2
fi
monkey_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
scenario=$1
events=$2
seed=$3
case $scenario in
    nim) arguments=(nim --columns 5 --level 2 --first random --explain) ;;
    grid) arguments=(grid --rows 8 --cols 11 --pawns 2 --level 2 --first random) ;;
    row) arguments=(row --length 40 --max-take 4 --level 2 --first random --review) ;;
    queen) arguments=(queen --rows 9 --cols 11 --queens 2 --level 2 --first random --explain) ;;
    form) arguments=(nim) ;;  # its columns and level not given: the form comes first
    *)
        echo "$0: no scenario '$scenario' (nim, grid, row, queen or form)" >&2
        exit 2
        ;;
esac
# Each scenario its own sequence for a seed.
scenarios=(nim grid row form queen)
for ((index = 0; index < ${#scenarios[@]}; ++index)); do
    [[ ${scenarios[index]} == "$scenario" ]] && RANDOM=$((seed * 4 + index))
done

starts=0      # the program's starts: the first, and again after each quit
sent=0        # the events sent
batch=()      # the events of the batch being made, as the front end's tool takes them
batch_log=()  # the same, in short words
logged=0      # the number of the batch's first event

# draw N: `drawn` is a number from 0 to N - 1 (not in a subshell, which would not advance the
# generator).
draw() { drawn=$((RANDOM % $1)); }

new_batch() {
    batch=()
    batch_log=()
    logged=$((sent + 1))
}

# log WORDS: one event made.
log() {
    batch_log+=("$*")
    sent=$((sent + 1))
}

# alive PID: the process runs (a zombie, ended but not yet waited for, does not).
alive() {
    local state
    state=$(cut -d' ' -f3 "/proc/$1/stat" 2>/dev/null) && [[ $state != Z ]]
}

# After each batch, a moment for the program to take it in; now and then, drawn too, a pause
# longer than the computer's move is shown (half a second): events that never stopped would
# never let the computer play.
pause() {
    draw 10
    if ((drawn == 0)); then
        sleep 0.6
    else
        sleep 0.02
    fi
}

# terminate PID: SIGTERM, then up to 10 s for the program to be gone (a failure otherwise).
terminate() {
    kill -TERM "$1"
    local tries=0
    while alive "$1"; do
        ((++tries < 100)) || monkey_fail "the program did not end within 10 s of SIGTERM"
        sleep 0.1
    done
}

# A status as a person reads it: a signal's name when the program died of one.
status_text() {
    if (($1 > 128)); then
        echo "$1 (signal SIG$(kill -l $(($1 - 128)) 2>/dev/null || echo "$(($1 - 128))"))"
    else
        echo "$1"
    fi
}

# monkey_fail MESSAGE: fails, saying how to replay the events.
monkey_fail() {
    local stack=""
    if command -v gdb >/dev/null && compgen -G "$work/core*" >/dev/null; then
        stack=$(gdb -batch -ex bt "$MARIENBAD" "$work"/core* 2>/dev/null |
            awk '/^#/ && !seen[$0]++ && (++n <= 6 || /marienbad::|\/src\//)' || true)
    fi
    fail "$1
  the $front monkey on $scenario, seed $seed: start $starts of the program, events $logged to $sent of $events
  the last events: ${batch_log[*]}
  the same events again: scripts/monkey --seed $seed --events $sent $front $scenario${stack:+
  where it died (gdb, its core: the first frames and ours):
$stack}"
}
