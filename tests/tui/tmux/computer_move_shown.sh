# The computer's move is seen: its cells marked (◆ without colours) for a moment before they go,
# then the console says what it played. Two computers play a long row, one move every half
# second; q stops them after a confirmation.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 NO_COLOR=1 -- row --length 40 --players computer-computer --level 1 --seed 1
wait_for "◆"
wait_for "Computer 1 takes"
wait_for "Computer 2 takes"
send q
wait_for "Press q again to quit"
send q
expect_clean_exit 0
