# The matchstick row in the terminal interface: the places numbered from 0, how many matches with
# a digit, a move refused with its reason (the board unchanged), the hint, the computer's
# replies, undo and redo, the game to its end.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 -- row --length 5 --level 4 --first human --seed 1 --no-animation
wait_for "> Your turn. Enter plays: take 1 match from place 0."
expect "Row of 5, take 1 to 3, misère play · level 4 (virtuoso) · seed 1"
expect "0  1  2  3  4"
expect "[┃] ┃  ┃  ┃  ┃"
send Right Right Right 3
wait_for "The row ends at place 4."
expect "> Your turn. Enter plays: take 1 match from place 3."
send 2
wait_for "Enter plays: take 2 matches from place 3."
send Enter
wait_for "You take 2 matches from place 3."
wait_for "The computer takes"
wait_for "> Your turn."
send u
wait_for "2 moves taken back."
expect "┃  ┃ [┃] ┃  ┃"
send r
wait_for "2 moves played again."
# The hint's last step puts the pointer on a winning move, if there is one.
send '?' '?' '?'
wait_for "Hint 3/3"
play_to_the_end
wait_for "took the last match."
wait_for "Review of the game:"
send q
expect_clean_exit 0
