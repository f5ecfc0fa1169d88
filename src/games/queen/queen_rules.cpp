// The queen on a grid: a queen's moves, apply and undo, the end, and what is wrong with a setup
// given by a user.
#include "games/queen/queen_rules.hpp"

#include <algorithm>
#include <climits>
#include <stdexcept>

#include "i18n/i18n.hpp"

namespace marienbad {

std::optional<QueenStep> queen_step(QueenCell from, QueenCell to) {
    const std::int64_t down = to.row - from.row;
    const std::int64_t right = to.col - from.col;
    if (down < 0 || right < 0 || (down == 0 && right == 0)) {
        return std::nullopt;
    }
    if (right == 0) {
        return QueenStep{QueenDirection::down, down};
    }
    if (down == 0) {
        return QueenStep{QueenDirection::right, right};
    }
    if (down == right) {
        return QueenStep{QueenDirection::diagonal, down};
    }
    return std::nullopt;
}

bool is_first_queen_on_its_cell(const QueenPosition& position, int queen) {
    const auto first = position.queens.begin();
    const auto self = first + queen;
    return std::find(first, self, *self) == self;
}

QueenPosition queen_start_position(const QueenBoard& board, int queens) {
    if (queens < 1 || queens > k_queen_max_queens) {
        throw std::invalid_argument("queen_start_position: queen count out of range");
    }
    return QueenPosition{std::vector<QueenCell>(static_cast<std::size_t>(queens), board.start())};
}

int queens_off_the_sink(const QueenBoard& board, const QueenPosition& position) {
    return static_cast<int>(
        std::count_if(position.queens.begin(), position.queens.end(),
                      [&board](QueenCell queen) { return queen != board.sink(); }));
}

QueenRules::QueenRules(QueenBoard board, Convention convention)
    : board_(board), convention_(convention) {
    if (board_.rows < 1 || board_.rows > k_queen_solve_max_size || board_.cols < 1 ||
        board_.cols > k_queen_solve_max_size) {
        throw std::invalid_argument("QueenRules: board size out of range");
    }
}

std::vector<QueenCell> QueenRules::destinations(QueenCell from) const {
    std::vector<QueenCell> cells;
    if (!board_.contains(from)) {
        return cells;
    }
    const WythoffPosition distances = board_.distances(from);
    const std::int64_t diagonal = std::min(distances.x, distances.y);
    if (distances.x + distances.y + diagonal > k_queen_max_listed_destinations) {
        throw std::invalid_argument("QueenRules::destinations: too many moves to list");
    }
    cells.reserve(static_cast<std::size_t>(distances.x + distances.y + diagonal));
    for (std::int64_t step = 1; step <= distances.x; ++step) {
        cells.push_back({from.row + step, from.col});
    }
    for (std::int64_t step = 1; step <= distances.y; ++step) {
        cells.push_back({from.row, from.col + step});
    }
    for (std::int64_t step = 1; step <= diagonal; ++step) {
        cells.push_back({from.row + step, from.col + step});
    }
    return cells;
}

std::vector<QueenMove> QueenRules::legal_moves(const QueenPosition& position) const {
    std::vector<QueenMove> moves;
    for (std::size_t queen = 0; queen < position.queens.size(); ++queen) {
        for (const QueenCell to : destinations(position.queens[queen])) {
            moves.push_back({static_cast<int>(queen), to});
        }
    }
    return moves;
}

bool QueenRules::is_legal(const QueenPosition& position, const QueenMove& move) const {
    if (move.queen < 0 || move.queen >= static_cast<int>(position.queens.size())) {
        return false;
    }
    const QueenCell from = position.queens[static_cast<std::size_t>(move.queen)];
    return board_.contains(from) && board_.contains(move.to) &&
           queen_step(from, move.to).has_value();
}

QueenUndo QueenRules::apply(QueenPosition& position, const QueenMove& move) const {
    if (!is_legal(position, move)) {
        throw std::invalid_argument("QueenRules::apply: illegal move");
    }
    QueenCell& queen = position.queens[static_cast<std::size_t>(move.queen)];
    const QueenUndo undo{move.queen, queen};
    queen = move.to;
    return undo;
}

void QueenRules::undo(QueenPosition& position, const QueenUndo& undo) const {
    position.queens.at(static_cast<std::size_t>(undo.queen)) = undo.from;
}

bool QueenRules::is_over(const QueenPosition& position) const {
    return queens_off_the_sink(board_, position) == 0;
}

int QueenRules::max_remaining_moves(const QueenPosition& position) const {
    std::int64_t moves = 0;
    for (const QueenCell queen : position.queens) {
        const WythoffPosition distances = board_.distances(queen);
        // Each term is at most 2 * 10^18 and the sum so far at most INT_MAX: no overflow.
        moves = std::min<std::int64_t>(moves + distances.x + distances.y, INT_MAX);
    }
    return static_cast<int>(moves);
}

int QueenRules::move_place(const QueenPosition& position, const QueenMove& move) const {
    const QueenCell from = position.queens.at(static_cast<std::size_t>(move.queen));
    const std::optional<QueenStep> step = queen_step(from, move.to);
    return move.queen * 3 + (step ? static_cast<int>(step->direction) : 0);
}

std::optional<QueenProblem> find_queen_problem(const QueenBoard& board,
                                               std::span<const QueenCell> queens, QueenUse use) {
    const std::int64_t low = use == QueenUse::play ? k_queen_min_size : 1;
    const std::int64_t high = use == QueenUse::play ? k_queen_max_size : k_queen_solve_max_size;
    QueenProblem problem;
    problem.board = board;
    const auto found = [&problem](QueenRule rule, std::int64_t value, std::int64_t from,
                                  std::int64_t to) {
        problem.rule = rule;
        problem.value = value;
        problem.low = from;
        problem.high = to;
        return problem;
    };
    if (board.rows < low) {
        return found(QueenRule::too_few_rows, board.rows, low, high);
    }
    if (board.rows > high) {
        return found(QueenRule::too_many_rows, board.rows, low, high);
    }
    if (board.cols < low) {
        return found(QueenRule::too_few_cols, board.cols, low, high);
    }
    if (board.cols > high) {
        return found(QueenRule::too_many_cols, board.cols, low, high);
    }
    const auto count = static_cast<std::int64_t>(queens.size());
    if (count == 0) {
        return found(QueenRule::no_queen, 0, 1, k_queen_max_queens);
    }
    if (count > k_queen_max_queens) {
        return found(QueenRule::too_many_queens, count, 1, k_queen_max_queens);
    }
    for (std::size_t queen = 0; queen < queens.size(); ++queen) {
        if (!board.contains(queens[queen])) {
            problem.queen = static_cast<int>(queen);
            problem.cell = queens[queen];
            return found(QueenRule::outside, 0, 0, 0);
        }
    }
    if (use == QueenUse::play &&
        std::all_of(queens.begin(), queens.end(),
                    [&board](QueenCell cell) { return cell == board.sink(); })) {
        problem.cell = board.sink();
        return found(QueenRule::all_in_sink, count, 0, 0);
    }
    return std::nullopt;
}

std::string queen_problem_text(const QueenProblem& problem) {
    switch (problem.rule) {
        case QueenRule::too_few_rows:
        case QueenRule::too_many_rows:
            return trf("The board has {0} rows; it may have {1} to {2}.", problem.value,
                       problem.low, problem.high);
        case QueenRule::too_few_cols:
        case QueenRule::too_many_cols:
            return trf("The board has {0} columns; it may have {1} to {2}.", problem.value,
                       problem.low, problem.high);
        case QueenRule::no_queen:
            return trf("There is no queen; there may be {0} to {1}.", problem.low, problem.high);
        case QueenRule::too_many_queens:
            return trf("There are {0} queens; there may be {1} to {2}.", problem.value, problem.low,
                       problem.high);
        case QueenRule::outside:
            return trf(
                "Queen {0} is on ({1},{2}), which is not on the board of {3} rows by {4} "
                "columns.",
                problem.queen + 1, problem.cell.row + 1, problem.cell.col + 1, problem.board.rows,
                problem.board.cols);
        case QueenRule::all_in_sink:
            return trf(
                "Every queen is already in the sink ({0},{1}): the game would be over "
                "before it starts.",
                problem.cell.row + 1, problem.cell.col + 1);
    }
    return {};
}

}  // namespace marienbad
