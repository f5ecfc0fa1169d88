# The coach in the terminal interface: c turns it on, a move that lets the win go is named at
# once with the move that kept it, u takes it back, and c turns it off again.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 -- nim --piles 3,4,5 --level 4 --first human --seed 1 --no-animation
wait_for "> Your turn. Enter plays: take 1 piece from column 0."
send c
wait_for "Coach on: right after a move that lets a win go, a line says so."
# 3 4 5 less 1 from column 0 leaves 2 4 5, won for the computer.
send Enter
wait_for "Coach: that move lets the win go; on the board before it, what kept it:"
wait_for "> Your turn."
send u
wait_for "2 moves taken back."
send c
wait_for "Coach off."
send q q
expect_clean_exit 0
