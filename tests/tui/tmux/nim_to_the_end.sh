# A whole game of Nim with the arrows and Enter: the end, the winner, the review of the game,
# then play again, and q to quit.
source "$(dirname "$0")/tmux_test.sh"

start 80 30 -- nim --piles 1,2 --level 4 --first human --seed 3 --no-animation
wait_for "> Your turn. Enter plays: take 1 piece from column 0."
send Right Down
wait_for "Enter plays: take 1 piece from column 1."
send Enter
wait_for "You take 1 piece from column 1."
wait_for "The computer takes 1 piece from column"
wait_for "> Your turn. Enter plays: take 1 piece from column 0."
send Enter
wait_for "You win! Well played."
wait_for "Review of the game:"
expect "Game over"
expect "> Enter: play again, m: the menu, q: quit."

send_again Enter
wait_for "seed 4"
wait_for "> Your turn."
send q q
expect_clean_exit 0
