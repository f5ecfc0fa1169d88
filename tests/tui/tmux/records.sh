# Records in the terminal interface: "play again" with --record writes the next game to a numbered
# file beside the first one's, never one that was already there, and says so in the console; a
# game stopped by a signal or by its terminal closing (tmux kill-pane) leaves a valid record and
# no temporary file.
source "$(dirname "$0")/tmux_test.sh"

record=$work/game.json
echo "someone's" >"$work/game-2.json"
game=(nim --piles 1,2 --level 4 --first human --seed 3 --no-animation --record "$record")

start 80 30 -- "${game[@]}"
wait_for "> Your turn. Enter plays: take 1 piece from column 0."
send Right Down
wait_for "Enter plays: take 1 piece from column 1."
send Enter
wait_for "> Your turn. Enter plays: take 1 piece from column 0."
send Enter
wait_for "> Enter: play again, m: the menu, q: quit."
send_again Enter
wait_for "seed 4"
wait_for "> Your turn."
send Enter
wait_for_words "This game is recorded in $work/game-3.json."
send q q
expect_clean_exit 0
[[ $(cat "$work/game-2.json") == "someone's" ]] || fail "game-2.json, not the program's, was changed"
"$program" replay "$record" | grep -q "The game recorded in $record (seed 3): 3 moves." ||
    fail "the first game's record was not kept"
"$program" replay "$work/game-3.json" | grep -q "(seed 4): " || fail "no record of the second game"

# Stopped mid-game: by SIGTERM, then by its terminal closing.
game=(nim --piles 3,4,5 --level 1 --first human --seed 3 --no-animation --record "$record")
rm -f "$record"
start 80 30 -- "${game[@]}"
wait_for "> Your turn."
send Enter
wait_for "> Your turn."
kill -TERM "$(program_pid)"
expect_clean_exit 143
"$program" replay "$record" >/dev/null || fail "the record is not valid after SIGTERM"

rm -f "$record"
start 80 30 -- "${game[@]}"
wait_for "> Your turn."
send Enter
wait_for "> Your turn."
pid=$(program_pid)
tmux_ kill-pane
poll "the program still runs after its terminal closed" test ! -e "/proc/$pid"
"$program" replay "$record" >/dev/null || fail "the record is not valid after the terminal closed"
leftovers=$(find "$work" -name '.marienbad-*')
[[ -z $leftovers ]] || fail "temporary files were left: $leftovers"
echo "records: passed"
