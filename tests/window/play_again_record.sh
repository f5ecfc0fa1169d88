#!/usr/bin/env bash
# Play again in a window keeps each game in its own record: the row of 12, the person first; a
# click takes the first match, the computer answers; `n` (a new game with the same settings) asks
# first, Enter answers yes; the second game's click goes to game-2.json beside the first record,
# which keeps the first game whole.
source "$(dirname "$0")/xvfb_test.sh"
start_xvfb
start_window row --length 12 --first human --level 3 --seed 5
click_cell 0 0
wait_for_moves 2
xdotool key --window "$window_id" n
sleep 0.5
xdotool key Return
sleep 0.5
click_cell 0 11
second="$work/game-2.json"
tries=0
until [[ -s $second ]] && [[ $(LANG=C.UTF-8 "$MARIENBAD" replay "$second" 2>/dev/null |
    grep -cE '^[0-9]+\. ') -ge 1 ]]; do
    ((++tries < 100)) || fail "no second record at $second: $(ls "$work")"
    sleep 0.1
done
[[ $(LANG=C.UTF-8 "$MARIENBAD" replay "$second" | grep -E '^1\. ') == "1. You take 1 match from place 11." ]] ||
    fail "the second game's first move: $(LANG=C.UTF-8 "$MARIENBAD" replay "$second" | grep -E '^1\. ')"
expect_move 1 "You take 1 match from place 0."
stop_with_sigterm
echo "PASS play_again_record"
