// What the row's tests share: a row from its pattern, and the solver limits that reach its misère
// search on small rows.
#pragma once

#include <string_view>

#include "games/row/row_solver.hpp"

namespace marienbad::testing {

// The row "1101..." ('1' a match, '0' an empty place), of any length.
inline RowPosition row_of(std::string_view pattern) {
    return parse_row_pattern(pattern, 1000).position;
}

// No misère quotient past max-take 2: the search decides.
inline constexpr RowSolverLimits k_search_only{k_default_stored_positions, 2};

}  // namespace marienbad::testing
