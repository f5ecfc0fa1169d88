# A long computation on a terminal shows how far it is on one line of the standard error, wipes it
# when it ends (here at its time limit, with the one line saying so), and Ctrl-C interrupts it.
source "$(dirname "$0")/tmux_test.sh"

code=0.77777777777777777777
start 100 24 -- octal "$code" --count 1048576 --time-limit 3
wait_for "octal $code: G("
wait_for "exit status: 2"
expect "marienbad: octal: stopped after 3 s of computing, at G("
expect_not "octal $code: G("

start 100 24 -- octal "$code" --count 1048576 --time-limit 60
wait_for "octal $code: G("
send C-c
wait_for "exit status: 130"
wait_for "terminal modes restored"
echo "progress: passed"
