# French at 80 columns loses nothing: the menu's long entry goes on a second line, a form's long
# value is cut with … and shown whole under the help, the turn line's end goes on a second line,
# no wrapped line starts with a colon, and "play again" and "redo" have different words.
source "$(dirname "$0")/tmux_test.sh"

no_line_starts_with_a_colon() {
    if screen | grep -q '^ *[:;!?]'; then
        fail "a line starts with a colon"
    fi
}

start 80 24 -- --lang fr --no-animation --seed 5
wait_for "Choisis un jeu :"
wait_for_words "Le pion sur la grille : pousse-le vers la droite ou le bas jusqu'au puits"
send 3
wait_for "Emplacements"
send Down Down
wait_for "jeu misère : qui prend la dernière allumette perd"
expect "…"
no_line_starts_with_a_colon
send Enter
wait_for "> À toi de jouer !"
send Right Right Right Right Right Right Right Right Right Right Right Right
wait_for_words "Entrée joue : prends 1 allumette à partir de l'emplacement 1"
no_line_starts_with_a_colon
send q q
expect_clean_exit 0

start 80 24 -- nim --piles 1 --level 4 --first human --lang fr --no-animation --seed 5
wait_for "> À toi de jouer !"
send Enter
wait_for "> Entrée : nouvelle partie, m : le menu, q : quitter."
expect "Entrée nouvelle partie · m menu · u annuler"
send q
expect_clean_exit 0
