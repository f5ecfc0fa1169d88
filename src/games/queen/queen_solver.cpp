// Perfect play of the queen on a grid: Wythoff's pairs for one queen, Grundy values for several in
// normal play, the search for several in misère play (queen_solver.hpp).
#include "games/queen/queen_solver.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "core/game_concepts.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The distances of the queens off the sink, with their indices.
struct SolverOffSink {
    std::vector<int> queens;
    std::vector<WythoffPosition> distances;
    std::int64_t max_x = 0;
    std::int64_t max_y = 0;
};

SolverOffSink solver_off_sink(const QueenBoard& board, const QueenPosition& position) {
    SolverOffSink off;
    for (std::size_t queen = 0; queen < position.queens.size(); ++queen) {
        const QueenCell cell = position.queens[queen];
        if (cell != board.sink()) {
            const WythoffPosition distances = board.distances(cell);
            off.queens.push_back(static_cast<int>(queen));
            off.distances.push_back(distances);
            off.max_x = std::max(off.max_x, distances.x);
            off.max_y = std::max(off.max_y, distances.y);
        }
    }
    return off;
}

std::uint64_t grundy_table_cells(std::int64_t max_x, std::int64_t max_y) {
    const UInt128 cells = static_cast<UInt128>(max_x + 1) * static_cast<UInt128>(max_y + 1);
    return cells > std::numeric_limits<std::uint64_t>::max()
               ? std::numeric_limits<std::uint64_t>::max()
               : static_cast<std::uint64_t>(cells);
}

// The moves of a queen at `from` (distances) to a cell worth `wanted`, at most one a
// direction: down, right, diagonal, nearest first.
template <class Value, class Push>
void grundy_moves_to_value(WythoffPosition from, int wanted, Value value, Push push) {
    for (std::int64_t step = 1; step <= from.x; ++step) {
        if (value(from.x - step, from.y) == wanted) {
            push(WythoffPosition{from.x - step, from.y});
            break;
        }
    }
    for (std::int64_t step = 1; step <= from.y; ++step) {
        if (value(from.x, from.y - step) == wanted) {
            push(WythoffPosition{from.x, from.y - step});
            break;
        }
    }
    for (std::int64_t step = 1; step <= std::min(from.x, from.y); ++step) {
        if (value(from.x - step, from.y - step) == wanted) {
            push(WythoffPosition{from.x - step, from.y - step});
            break;
        }
    }
}

}  // namespace

QueenMethod queen_method(const QueenBoard& board, const QueenPosition& position,
                         Convention convention) {
    if (queens_off_the_sink(board, position) <= 1) {
        return QueenMethod::wythoff_pairs;
    }
    return convention == Convention::normal ? QueenMethod::grundy_xor : QueenMethod::misere_search;
}

std::optional<QueenSolverProblem> queen_solver_problem(const QueenBoard& board,
                                                       const QueenPosition& position,
                                                       Convention convention) {
    switch (queen_method(board, position, convention)) {
        case QueenMethod::wythoff_pairs:
            return std::nullopt;
        case QueenMethod::grundy_xor: {
            const SolverOffSink off = solver_off_sink(board, position);
            if (queen_grundy_table_fits(off.max_x, off.max_y)) {
                return std::nullopt;
            }
            return QueenSolverProblem{QueenLimit::grundy_table,
                                      grundy_table_cells(off.max_x, off.max_y),
                                      static_cast<std::uint64_t>(k_queen_grundy_max_cells)};
        }
        case QueenMethod::misere_search: {
            const std::uint64_t positions = queen_misere_positions(board, position);
            if (positions <= k_queen_misere_max_positions) {
                return std::nullopt;
            }
            return QueenSolverProblem{QueenLimit::misere_search, positions,
                                      k_queen_misere_max_positions};
        }
    }
    return std::nullopt;
}

std::string queen_solver_problem_text(const QueenSolverProblem& problem) {
    const std::string needed = problem.needed == std::numeric_limits<std::uint64_t>::max()
                                   ? std::string(tr("more than 10^19"))
                                   : std::to_string(problem.needed);
    if (problem.limit == QueenLimit::grundy_table) {
        return trf(
            "Several queens in normal play are solved by the Grundy values of every cell between "
            "the queens and the sink: here {0} cells, more than the {1} the solver computes.",
            needed, problem.allowed);
    }
    return trf(
        "Several queens in misère play are solved by a search over the positions they can reach: "
        "here up to {0}, more than the {1} the solver searches.",
        needed, problem.allowed);
}

QueenSolver::QueenSolver(const QueenRules& rules) : rules_(rules) {}

QueenMethod QueenSolver::method(const QueenPosition& position) const {
    return queen_method(rules_.board(), position, rules_.convention());
}

void QueenSolver::check(const QueenPosition& position) const {
    for (const QueenCell queen : position.queens) {
        if (!rules_.board().contains(queen)) {
            throw std::invalid_argument("QueenSolver: a queen off the board");
        }
    }
    if (const auto problem = queen_solver_problem(rules_.board(), position, rules_.convention())) {
        throw std::invalid_argument(queen_solver_problem_text(*problem));
    }
}

const QueenGrundyTable& QueenSolver::table_covering(std::int64_t x, std::int64_t y) {
    if (table_ && table_->contains(x, y)) {
        return *table_;
    }
    std::int64_t max_x = x;
    std::int64_t max_y = y;
    if (table_ &&
        queen_grundy_table_fits(std::max(x, table_->max_x()), std::max(y, table_->max_y()))) {
        max_x = std::max(x, table_->max_x());  // the positions asked before stay covered
        max_y = std::max(y, table_->max_y());
    }
    if (!queen_grundy_table_fits(max_x, max_y)) {
        throw std::invalid_argument(
            queen_solver_problem_text({QueenLimit::grundy_table, grundy_table_cells(max_x, max_y),
                                       static_cast<std::uint64_t>(k_queen_grundy_max_cells)}));
    }
    table_.emplace(max_x, max_y);
    return *table_;
}

int QueenSolver::grundy_value(QueenCell cell) {
    if (!rules_.board().contains(cell)) {
        throw std::invalid_argument("QueenSolver::grundy_value: a cell off the board");
    }
    const WythoffPosition distances = rules_.board().distances(cell);
    return table_covering(distances.x, distances.y).value(distances.x, distances.y);
}

int QueenSolver::grundy_xor(const QueenPosition& position) {
    for (const QueenCell queen : position.queens) {
        if (!rules_.board().contains(queen)) {
            throw std::invalid_argument("QueenSolver::grundy_xor: a queen off the board");
        }
    }
    const SolverOffSink off = solver_off_sink(rules_.board(), position);
    const QueenGrundyTable& table = table_covering(off.max_x, off.max_y);
    int total = 0;
    for (const WythoffPosition distances : off.distances) {
        total ^= table.value(distances.x, distances.y);
    }
    return total;
}

bool QueenSolver::is_safe_cell(QueenCell cell) const {
    const WythoffPosition distances = rules_.board().distances(cell);
    return is_wythoff_safe(distances.x, distances.y, rules_.convention());
}

std::vector<QueenCell> QueenSolver::safe_cells(QueenCell from, std::size_t limit) const {
    if (!rules_.board().contains(from)) {
        throw std::invalid_argument("QueenSolver::safe_cells: a cell off the board");
    }
    const WythoffPosition distances = rules_.board().distances(from);
    std::vector<QueenCell> cells;
    for (const WythoffPosition safe :
         wythoff_safe_positions(distances.x, distances.y, rules_.convention(), limit)) {
        cells.push_back(rules_.board().cell_at(safe));
    }
    return cells;
}

bool QueenSolver::player_to_move_wins(const QueenPosition& position) {
    check(position);
    const SolverOffSink off = solver_off_sink(rules_.board(), position);
    switch (off.queens.size()) {
        case 0:
            return player_to_move_wins_finished_game(rules_.convention());
        case 1:
            return !is_wythoff_safe(off.distances[0].x, off.distances[0].y, rules_.convention());
        default:
            return rules_.convention() == Convention::normal
                       ? grundy_xor(position) != 0
                       : search_.player_to_move_wins(rules_.board(), position);
    }
}

std::vector<QueenMove> QueenSolver::winning_moves(const QueenPosition& position) {
    check(position);
    const QueenBoard& board = rules_.board();
    const SolverOffSink off = solver_off_sink(board, position);
    std::vector<QueenMove> moves;
    if (off.queens.size() == 1) {
        for (const WythoffPosition to :
             wythoff_winning_moves(off.distances[0].x, off.distances[0].y, rules_.convention())) {
            moves.push_back({off.queens[0], board.cell_at(to)});
        }
    } else if (off.queens.size() > 1 && rules_.convention() == Convention::misere) {
        moves = search_.winning_moves(board, position);
    } else if (off.queens.size() > 1) {
        const int total = grundy_xor(position);
        const QueenGrundyTable& table = *table_;
        const auto value = [&table](std::int64_t x, std::int64_t y) { return table.value(x, y); };
        for (std::size_t i = 0; i < off.queens.size() && total != 0; ++i) {
            const WythoffPosition from = off.distances[i];
            grundy_moves_to_value(from, total ^ table.value(from.x, from.y), value,
                                  [&moves, &off, &board, i](WythoffPosition to) {
                                      moves.push_back({off.queens[i], board.cell_at(to)});
                                  });
        }
    }
    return moves;
}

std::optional<QueenMove> QueenSolver::find_winning_move(const QueenPosition& position) {
    check(position);
    if (queens_off_the_sink(rules_.board(), position) > 1 &&
        rules_.convention() == Convention::misere) {
        return search_.find_winning_move(rules_.board(), position);
    }
    // Otherwise listing them is as cheap: at most three for one queen, a scan of each queen's
    // lines for several.
    const std::vector<QueenMove> moves = winning_moves(position);
    return moves.empty() ? std::nullopt : std::optional<QueenMove>(moves.front());
}

}  // namespace marienbad
