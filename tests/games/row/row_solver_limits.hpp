// The row's solver limits the tests use to reach its misère search on small rows.
#pragma once

#include "games/row/row_solver.hpp"

namespace marienbad::testing {

// No misère quotient past max-take 2: the search decides.
inline constexpr RowSolverLimits k_search_only{k_default_stored_positions, 2};

}  // namespace marienbad::testing
