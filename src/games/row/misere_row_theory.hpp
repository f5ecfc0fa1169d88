// Exact misère outcomes of the matchstick row (handout 004, octal game 0.77…7 with K = max-take)
// that need no search. Write B = tame_run_bound(K) (K + 1 for K >= 2, 1 for K = 1); a run is
// short when its length is at most B, long otherwise. Both rules are proved below and checked
// against brute force on every position of up to 26 matches (tests/games/row/row_theory_test.cpp).
//
// Rule 1 (short runs play like misère Nim), any K. If every run is short, the player to move
// loses iff either every run is a single match and their number is odd, or some run has two
// or more matches and the XOR of the lengths is 0.
// Proof. A short run of n matches reaches every Grundy value below n: a single run of m < n
// (taking n - m <= K), or for m = 0 with n = K + 1 the split 1 + 1 (K >= 2); and it reaches
// nothing else, as a + b < n gives a XOR b < n. So the standard proof of misère Nim goes
// through: (i) from a losing position, a move changes the XOR; if some run of two or more was
// there, the XOR 0 needs at least two such runs, so one is left; with single matches only, a
// move leaves an even number. (ii) From a winning position with one run n >= 2 and s single
// matches, move n to 0 or 1 single matches (n <= K: take n or n - 1; n = K + 1: take K, or
// take K - 1 from the middle to leave 1 + 1) so that an odd number of single matches is left;
// with two or more runs of two or more and XOR x != 0, move the run n with n XOR x < n to
// value n XOR x (a run of it, or 1 + 1), which leaves a run of two or more; with single
// matches only and an even number, take one.
//
// Rule 2 (doubled long runs), K >= 3. If every long length occurs an even number of times and
// there is at least one long run, the player to move loses iff the XOR of the short runs'
// lengths is 0. Write the position Z + Z + T (Z holds one of each pair of long runs, T the
// short runs; Z has a run of two or more). Induction on the size. XOR(T) != 0: a move inside
// T to XOR 0 exists (rule 1's move (ii)), leaving a losing position by induction. XOR(T) = 0:
// a move inside T changes its XOR: winning for the opponent by induction. A move in one copy
// of Z, Z -> Z': if Z' still has a run of two or more, the reply copies it in the other copy,
// leaving Z' + Z' + T (losing by induction, or by rule 1 once every run is short). Otherwise
// Z was one run r >= 2 plus single matches and the move left at most single matches, so
// r <= K + 2. If r <= K + 1 the whole position is short with a run r >= 2 and nonzero XOR:
// winning by rule 1. If r = K + 2, the reply takes 1 (K odd) or 2 (K even) matches from the
// middle of r, leaving a + a with 2 <= a <= B, an even number of single matches and T: a
// losing position by rule 1. For K = 2 the last step fails ({4, 4} is a first-player win).
// So two equal runs a + a (a >= 2) are lost for the player to move (rule 1 or 2), which gives
// a winning first move from any full row of 5 or more places when K >= 3: take 1 or 2
// matches from its middle.
#pragma once

#include <optional>

#include "games/row/run_multiset.hpp"

namespace marienbad {

// Whether the player to move wins `runs` in misère play, when rule 1 or rule 2 decides it.
std::optional<bool> misere_outcome_by_theory(const RunMultiset& runs);

}  // namespace marienbad
