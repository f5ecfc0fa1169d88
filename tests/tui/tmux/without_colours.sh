# Without colours the marks say it: NO_COLOR in a UTF-8 terminal (the pieces a choice takes
# drawn ○, the hint's ★); a terminal with no colours and no UTF-8 (TERM=vt100, LANG=C): plain
# ASCII everywhere, the French accents dropped, the marks o and !.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 NO_COLOR=1 -- nim --piles 3,4,5 --level 4 --first human --seed 1 --no-animation
wait_for "> Your turn."
send Right Up
wait_for "1  ● [○] ●"
expect "2  ●  ○  ●"
expect "3     ○  ●"
send '?' '?' '?'
wait_for "Hint 3/3: take 2 pieces from column 0."
# The pointer stands on the winning move, its pieces starred.
expect "1 [★] ●  ●"
expect "2  ★  ●  ●"
send q q
expect_clean_exit 0

start 80 24 TERM=vt100 LANG=C -- nim --piles 3,4,5 --level 4 --first human --seed 1 \
    --no-animation --lang fr
wait_for "> A toi de jouer !"
send Right Up
wait_for "1  * [o] *"
expect "Nim, jeu normal . niveau 4 (virtuose) . graine 1"
expect "------------"
if LC_ALL=C grep -q '[^ -~]' <<<"$(screen)"; then
    fail "a character that is not plain ASCII"
fi
send q q
expect_clean_exit 0
