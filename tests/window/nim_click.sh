#!/usr/bin/env bash
# Handout 002's game in a window: 1, 2, 3, 5, 7, the person first. A click on the top piece of
# column 4 takes it; the computer answers; SIGTERM leaves the record whole.
source "$(dirname "$0")/xvfb_test.sh"
start_xvfb
start_window nim --piles 1,2,3,5,7 --first human --level 3 --seed 5
click_cell 6 4
wait_for_moves 2
expect_move 1 "You take 1 piece from column 4."
[[ $(recorded_moves | sed -n 2p) == "2. The computer takes "* ]] || fail "no reply: $(recorded_moves)"
stop_with_sigterm
echo "PASS nim_click"
