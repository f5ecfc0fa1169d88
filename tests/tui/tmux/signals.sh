# The terminal is restored on every way out: Ctrl-C, SIGTERM and SIGHUP stop the program (the
# shell sees the signal: 128 + its number), the terminal's modes as they were and the screen as
# it was before the program.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 -- row --level 2 --first human --seed 1
wait_for "> Your turn."
send C-c
expect_clean_exit 130

start 80 24 -- row --level 2 --first human --seed 1
wait_for "> Your turn."
kill -TERM "$(program_pid)"
expect_clean_exit 143

start 80 24 -- row --level 2 --first human --seed 1
wait_for "> Your turn."
kill -HUP "$(program_pid)"
expect_clean_exit 129
