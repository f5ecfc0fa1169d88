# Nim in the terminal interface: handout 000's columns with their indices, the cursor (Right: the
# next column, Up: one piece more) and the pieces it would take in yellow, a move by the player,
# the computer's reply, the hint a step at a time and its winning pieces in green, undo and redo, a click where
# there is no piece, and quitting after a confirmation back to a clean shell.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 -- nim --piles 3,4,5 --level 4 --first human --seed 1 --no-animation
wait_for "> Your turn. Enter plays: take 1 piece from column 0."
expect "Nim, normal play · level 4 (virtuoso) · seed 1"
expect "0  1  2"
expect "2 [●] ●  ●"
expect "4        ●"
expect "←→↑↓ Enter play · ? hint · u undo · r redo · h keys · q quit"

# A click where there is no piece is refused.
read -r row col < <(locate "4        ●")
click "$row" $((col + 3))
wait_for "There is no piece to take there."

send Right Up
wait_for "> Your turn. Enter plays: take 3 pieces from column 1."
expect "1  ● [●] ●"

expect_background 3  # the pieces the move under the cursor takes, in yellow
# The hint, a step at each ?: the method (the console shows it from its first line), the
# matrix, then the move with its pieces in green.
send '?'
wait_for "Hint 1/3 (ask again for step 2): the binary method."
expect "> Your turn. Enter plays: take 3 pieces from column 1."
send '?'
wait_for "Hint 2/3 (ask again for the move): this position's binary matrix."
send '?'
wait_for "Hint 3/3: take 2 pieces from column 0."
expect_background 2  # the winning move's pieces, in green

send Left
wait_for "Enter plays: take 2 pieces from column 0."
send Enter
wait_for "You take 2 pieces from column 0."
wait_for "The computer takes"
wait_for "> Your turn."
expect_not "2  ●  ●  ●"

send u
wait_for "2 moves taken back."
expect "2  ●  ●  ●"
send r
wait_for "2 moves played again."

send q
wait_for "Press q again to quit, any other key to go on."
send q
expect_clean_exit 0
