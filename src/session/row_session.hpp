// The matchstick row's session (handout 004) and its board model.
#pragma once

#include <optional>

#include "rules/row_rules.hpp"
#include "session/typed_session.hpp"
#include "solvers/row_solver.hpp"

namespace marienbad {

struct RowGame {
    using Setup = RowSetup;
    using Rules = RowRules;
    using Solver = RowSolver;
    static RowRules make_rules(const RowSetup& setup) {
        return RowRules(setup.convention, setup.max_take);
    }
    static RowSolver make_solver(const RowRules& rules) {
        return RowSolver(rules.convention(), rules.max_take());
    }
    static RowPosition start(const RowSetup& setup) { return setup.start; }
    static BoardModel board(const RowRules& rules, const RowPosition& position);
    static AnyExplanation explain(const RowRules& rules, RowSolver& solver,
                                  const RowPosition& position,
                                  const std::optional<RowMove>& chosen);
};

// Handout 004's row: one row of places numbered from 0, a match or nothing in each; pointing at a
// match takes the run of `count` matches from there (count_limit is the max-take).
BoardModel row_board_model(const RowRules& rules, const RowPosition& position);

using RowSession = TypedSession<RowGame>;
extern template class TypedSession<RowGame>;

}  // namespace marienbad
