// Nim's game session (handouts 000 and 002) and its board model.
#pragma once

#include <optional>

#include "rules/nim_rules.hpp"
#include "session/typed_session.hpp"
#include "solvers/nim_solver.hpp"

namespace marienbad {

struct NimGame {
    using Setup = NimSetup;
    using Rules = NimRules;
    using Solver = NimSolver;
    static NimRules make_rules(const NimSetup& setup) { return NimRules(setup.convention); }
    static NimSolver make_solver(const NimRules& rules) { return NimSolver(rules.convention()); }
    static NimPosition start(const NimSetup& setup) { return setup.start; }
    static BoardModel board(const NimRules& rules, const NimPosition& position);
    static AnyExplanation explain(const NimRules& rules, NimSolver& solver,
                                  const NimPosition& position,
                                  const std::optional<NimMove>& chosen);
};

// Handout 000's board: a column per pile, its index on top, the pieces from row 0 down.
BoardModel nim_board_model(const NimPosition& position);

using NimSession = TypedSession<NimGame>;
extern template class TypedSession<NimGame>;

}  // namespace marienbad
