# The terminal is restored on every way out: Ctrl-C, Ctrl-\ (SIGQUIT), SIGTERM, SIGHUP and
# SIGUSR1 stop the program (the shell sees the signal: 128 + its number), the terminal's modes as
# they were and the screen as it was before the program. (Ctrl-\ dumped core and left the
# terminal without echo, in the alternate screen, the cursor hidden, keypad and mouse on.)
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

start 80 24 -- row --level 2 --first human --seed 1
wait_for "> Your turn."
send -H 1c  # Ctrl-\, the terminal's quit character
expect_clean_exit 131

start 80 24 -- nim --piles 1,2,3 --level 2 --first human
wait_for "> Your turn."
kill -USR1 "$(program_pid)"
expect_clean_exit 138
