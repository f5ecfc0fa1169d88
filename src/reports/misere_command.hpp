// `marienbad misere CODE --heaps N [--budget B] [--json]`: the misère quotient of an octal game
// for every sum of heaps of 0 to N tokens (Plambeck and Siegel), proved: its order, its
// presentation in the papers' notation, its P-portion, the element of each heap and the heaps
// where it changed.
#pragma once

#include "games/game_description.hpp"
#include "reports/misere_options.hpp"

namespace marienbad {

// The report, as one JSON object or as text for a person; UsageError, naming the heap, when no
// quotient is within the budget.
ReportCommand misere_command();

}  // namespace marienbad
