# Game ids in the terminal interface: `play ID` opens the position the id names, whose id the line
# over the console shows; after a move and the computer's reply it shows the id of the position on
# the board, and a new game with the same settings (Enter at the end) starts the id's position
# again.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 -- play grid:6x7:ban=2,3+4,4 --level 4 --first human --seed 1 --no-animation
wait_for "> Your turn."
expect " Game id: grid:6x7:ban=2,3+4,4 "

send Enter
wait_for "The computer moves"
wait_for "> Your turn."
expect " Game id: grid:6x7:ban=2,3+4,4:at="
expect_not " Game id: grid:6x7:ban=2,3+4,4 "

send q
wait_for "Press q again to quit, any other key to go on."
send q
expect_clean_exit 0
