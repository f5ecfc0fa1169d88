#!/usr/bin/env bash
# The pawn on a 6 × 6 grid in a window, the person first: a click two cells right of the pawn
# pushes it there; the computer answers; SIGTERM leaves the record whole.
source "$(dirname "$0")/xvfb_test.sh"
start_xvfb
start_window grid --rows 6 --cols 6 --ban "4,4" --first human --level 3 --seed 5
click_cell 0 2
wait_for_moves 2
expect_move 1 "You move the pawn to (1,3)."
[[ $(recorded_moves | sed -n 2p) == "2. The computer "* ]] || fail "no reply: $(recorded_moves)"
stop_with_sigterm
echo "PASS grid_click"
