// The queen's explanation as data (queen_explanation.hpp).
#include "games/queen/queen_explanation.hpp"

#include <algorithm>

namespace marienbad {
namespace {

// The pairs a lone queen at (x, y) needs: all those with a_k <= max(x, y) when few; else the
// first ones and those of its row, its column and its diagonal with their neighbours.
void explain_queen_pairs(WythoffPosition queen, QueenExplanation& explanation) {
    const std::int64_t largest = std::max(queen.x, queen.y);
    explanation.pairs = wythoff_pairs_up_to(largest, k_queen_explained_all_pairs + 1);
    if (explanation.pairs.size() <= k_queen_explained_all_pairs) {
        return;
    }
    explanation.pairs = wythoff_pairs_up_to(largest, k_queen_explained_first_pairs);
    explanation.pairs_cut = true;
    const std::int64_t difference = queen.y >= queen.x ? queen.y - queen.x : queen.x - queen.y;
    for (const std::int64_t k :
         {wythoff_index_of(queen.x).k, wythoff_index_of(queen.y).k, difference}) {
        for (std::int64_t near = std::max<std::int64_t>(k - 1, 0);
             near <= std::min(k + 1, k_wythoff_max_index); ++near) {
            const WythoffPair pair = wythoff_pair(near);
            if (pair.a <= largest) {
                explanation.pairs.push_back(pair);
            }
        }
    }
    std::sort(explanation.pairs.begin(), explanation.pairs.end(),
              [](const WythoffPair& a, const WythoffPair& b) { return a.k < b.k; });
    explanation.pairs.erase(std::unique(explanation.pairs.begin(), explanation.pairs.end()),
                            explanation.pairs.end());
}

// The hint's table from the queens off the sink to the sink, if small enough.
std::optional<QueenRegion> explain_queen_region(QueenSolver& solver,
                                                const QueenExplanation& explanation) {
    const QueenBoard& board = explanation.board;
    QueenRegion region;
    region.top_left = board.sink();
    for (const QueenExplained& queen : explanation.queens) {
        if (!queen.in_sink) {
            region.top_left.row = std::min(region.top_left.row, queen.cell.row);
            region.top_left.col = std::min(region.top_left.col, queen.cell.col);
        }
    }
    region.rows = board.rows - region.top_left.row;
    region.cols = board.cols - region.top_left.col;
    if (region.rows > k_queen_explained_max_region || region.cols > k_queen_explained_max_region) {
        return std::nullopt;
    }
    for (std::int64_t row = region.top_left.row; row < board.rows; ++row) {
        for (std::int64_t col = region.top_left.col; col < board.cols; ++col) {
            region.safe.push_back(solver.is_safe_cell({row, col}) ? 1 : 0);
            if (explanation.method == QueenMethod::grundy_xor) {
                region.grundy.push_back(solver.grundy_value({row, col}));
            }
        }
    }
    return region;
}

}  // namespace

QueenExplanation explain_queen_position(const QueenRules& rules, QueenSolver& solver,
                                        const QueenPosition& position) {
    QueenExplanation explanation;
    explanation.board = rules.board();
    explanation.position = position;
    explanation.convention = rules.convention();
    explanation.method = solver.method(position);
    explanation.player_to_move_wins = solver.player_to_move_wins(position);  // refuses first
    explanation.over = rules.is_over(position);

    for (std::size_t i = 0; i < position.queens.size(); ++i) {
        QueenExplained queen;
        queen.queen = static_cast<int>(i);
        queen.cell = position.queens[i];
        queen.distances = rules.board().distances(queen.cell);
        queen.in_sink = queen.cell == rules.board().sink();
        queen.first_on_cell = is_first_queen_on_its_cell(position, queen.queen);
        queen.safe = solver.is_safe_cell(queen.cell);
        if (explanation.method == QueenMethod::grundy_xor) {
            queen.grundy = queen.in_sink ? 0 : solver.grundy_value(queen.cell);
        }
        if (!queen.in_sink && explanation.method == QueenMethod::wythoff_pairs) {
            explanation.lone_queen = queen.queen;
            explain_queen_pairs(queen.distances, explanation);
        }
        explanation.queens.push_back(queen);
    }
    if (explanation.method == QueenMethod::wythoff_pairs &&
        explanation.convention == Convention::misere) {
        explanation.misere_safe_near_sink = {{0, 1}, {1, 0}, {2, 2}};
        explanation.normal_safe_replaced = {{0, 0}, {1, 2}, {2, 1}};
    }
    if (explanation.method == QueenMethod::grundy_xor) {
        explanation.grundy_xor = solver.grundy_xor(position);
    }
    for (const QueenMove& move : solver.winning_moves(position)) {
        if (is_first_queen_on_its_cell(position, move.queen)) {
            explanation.winning_moves.push_back(move);  // queens sharing a cell: once
        }
    }
    if (!explanation.over && explanation.method != QueenMethod::misere_search) {
        explanation.region = explain_queen_region(solver, explanation);
    }
    return explanation;
}

}  // namespace marienbad
