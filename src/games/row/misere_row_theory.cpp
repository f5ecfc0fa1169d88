// The two rules of misere_row_theory.hpp read from the run multiset's summary, in constant
// time.
#include "games/row/misere_row_theory.hpp"

namespace marienbad {

std::optional<bool> misere_outcome_by_theory(const RunMultiset& runs) {
    if (runs.long_runs() == 0) {
        // Rule 1; with no run at all the opponent took the last match and the player wins.
        if (runs.short_runs_above_one() == 0) {
            return runs.runs() % 2 == 0;
        }
        return runs.short_xor() != 0;
    }
    if (runs.unpaired_long_lengths() == 0 && runs.max_take() >= 3) {
        return runs.short_xor() != 0;  // rule 2
    }
    return std::nullopt;
}

}  // namespace marienbad
