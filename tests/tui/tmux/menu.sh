# `marienbad` alone in a terminal opens the menu in the terminal interface; it leads to each game
# with the values chosen in the game's form (sizes, rules, level, who starts, players).
source "$(dirname "$0")/tmux_test.sh"

# Nim: 4 columns, misère play, level 4, the person first.
start 80 30 -- --no-animation --seed 5
wait_for "Choose a game:"
expect ">  1. Nim: take pieces from one pile at a time"  # " 1." over "12."
send Enter
wait_for "Number of piles"
send 4 Down Right Down Right Right Down Right Enter
wait_for "Nim, misère play · level 4 (virtuoso) · seed 5"
wait_for "> Your turn. Enter plays: take 1 piece from row 0."  # four piles of up to 35 fit as rows
send q q
expect_clean_exit 0

# The grid: 7 rows, 9 columns, 2 pawns, two people.
start 80 30 -- --no-animation --seed 5
wait_for "Choose a game:"
send Down Enter
wait_for "Rows"
send 7 Down 9 Down 2 Down Down Down Right Right Enter
wait_for "Grid 7 × 9,"
expect ", 2 pawns · seed 5"
wait_for ", your turn."
expect "  8  9"
send q q
expect_clean_exit 0

# The row: 12 places, at most 2 a move, normal play, the computer first.
start 80 30 -- --no-animation --seed 5
wait_for "Choose a game:"
send 3
wait_for "Places"
send 1 2 Down Left Down Right Down Down Right Right Enter
wait_for "Row of 12, take 1 to 2, normal play · level 2 (medium) · seed 5"
wait_for "The computer takes"
wait_for "> Your turn."
send q q
expect_clean_exit 0
