# Resizing redraws; a terminal too small for the board says how big it must be, and the board
# comes back when the terminal grows.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 -- grid --rows 12 --cols 30 --banned 0 --level 4 --first human --seed 1 \
    --no-animation
wait_for "> Your turn. Enter plays: (1,2)."
expect "1 O[·]· · ·"
expect "12 · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ◎"

resize 60 24
wait_for_words "The terminal is too small: 60 columns and 24 lines. This needs at least 64 columns and 20 lines. Enlarge it, or press Esc for this game's settings, m for the menu, Tab for the messages or q to quit."
expect_not "◎"
resize 64 20
wait_for "> Your turn. Enter plays: (1,2)."
expect "12 · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ◎"
resize 100 40
wait_for "13 14 15"
send Down Enter
wait_for "You move the pawn to (2,1)."
send q q
expect_clean_exit 0
