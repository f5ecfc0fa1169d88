# The pawn on a grid in the terminal interface: handout 001's board (5 × 5, cells (2,4) and (4,3)
# banned), numbered from 1, the pawn, the banned cells and the sink; the cursor over the
# destinations; the hint; the mouse: a click on a banned cell refused, a click on a destination
# points at it, a second one plays it; undo; then a whole game played with Enter to its end and
# its review.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 -- grid --rows 5 --cols 5 --ban "2,4;4,3" --level 1 --first human --seed 2 \
    --no-animation
wait_for "> Your turn. Enter plays: (1,2)."
expect "Grid 5 × 5, 2 banned cells · level 1 (beginner) · seed 2"
expect "1  2  3  4  5"
expect "1  O [·] ·  ·  ·"
expect "2  ·  ·  ·  X  ·"
expect "4  ·  ·  X  ·  ·"
expect "5  ·  ·  ·  ·  ◎"

send Down
wait_for "Enter plays: (2,1)."
expect "2 [·] ·  ·  X  ·"

send '?' '?'
wait_for "Hint 2/3 (ask again for the move): this grid's labels."
wait_for "The pawn is on (1,1), labelled 0"
send '?'
wait_for "Hint 3/3: no move wins."

read -r row col < <(locate "2 [·] ·  ·  X  ·")
click "$row" $((col + 12))
wait_for "No pawn can go to (2,4)."
read -r row col < <(locate "3  ·  ·  ·  ·  ·")
click "$row" $((col + 3))
wait_for "Enter plays: (3,1)."
expect "3 [·] ·  ·  ·  ·"
click "$row" $((col + 3))
wait_for "You move the pawn to (3,1)."
wait_for "The computer moves the pawn to"
wait_for "> Your turn."
send u
wait_for "2 moves taken back."
expect "1  O  · "
expect "3  ·  ·  ·  ·  ·"

play_to_the_end
wait_for "It's over: the pawn is in the sink."
wait_for "Review of the game:"
send q
expect_clean_exit 0
