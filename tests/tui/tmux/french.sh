# In French, in a UTF-8 terminal: the accents and the box-drawing line as they are, the keys, the
# hint's steps, the coach and the console in French.
source "$(dirname "$0")/tmux_test.sh"

start 80 24 -- nim --piles 3,4,5 --level 2 --first human --seed 1 --no-animation --lang fr
wait_for "> À toi de jouer ! Entrée joue : prends 1 pièce de la colonne 0."
expect "Nim, jeu normal · niveau 2 (moyen) · graine 1"
expect "────────────"
expect "Entrée jouer · ? indice · u annuler · r rejouer · h touches · q quitter"
# The hint, a step at each ?, in French.
send '?'
wait_for "Indice 1/3 (redemande pour l'étape 2) : la méthode binaire."
send '?' '?'
wait_for "Indice 3/3 : prends 2 pièces de la colonne 0."
# The coach, turned on by its key.
send c
wait_for "Entraîneur activé"
send Enter
wait_for "Tu prends 2 pièces de la colonne 0."
wait_for "L'ordinateur prend"
send q
wait_for "Appuie encore sur q pour quitter, sur une autre touche pour continuer."
send q
expect_clean_exit 0
