#!/usr/bin/env bash
# The matchstick row of 12 in a window, the person first: a click on the first match takes it
# (one match, the count a click starts with); the computer answers; SIGTERM leaves the record
# whole.
source "$(dirname "$0")/xvfb_test.sh"
start_xvfb
start_window row --length 12 --first human --level 3 --seed 5
click_cell 0 0
wait_for_moves 2
expect_move 1 "You take 1 match from place 0."
[[ $(recorded_moves | sed -n 2p) == "2. The computer takes "* ]] || fail "no reply: $(recorded_moves)"
stop_with_sigterm
echo "PASS row_click"
