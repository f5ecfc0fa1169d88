// `marienbad bench`'s workloads for the queen: one queen on boards of up to 10^18 by Wythoff's
// pairs, the Grundy values of a 1,000 × 1,000 board, several queens in normal play by their xor,
// and the misère search of several queens.
#include <memory>

#include "core/random.hpp"
#include "games/queen/queen_game.hpp"
#include "games/queen/queen_grundy.hpp"

namespace marienbad {
namespace {

std::uint64_t cell_word(QueenCell cell) {
    return static_cast<std::uint64_t>(cell.row) * 1'000'003U + static_cast<std::uint64_t>(cell.col);
}

// A cell of the board drawn at random (the board may be far larger than an int).
QueenCell random_cell(const QueenBoard& board, Random& random) {
    const auto draw = [&](std::int64_t size) {
        const std::int64_t high = random.uniform_int(0, 1 << 30);
        const std::int64_t low = random.uniform_int(0, 1 << 30);
        return ((high << 30) + low) % size;
    };
    return {draw(board.rows), draw(board.cols)};
}

long long solve_huge_boards(Signature& signature) {
    Random random(20261127);
    long long positions = 0;
    for (int i = 0; i < 10'000; ++i) {
        const QueenBoard board{k_queen_solve_max_size, k_queen_solve_max_size - i};
        const QueenRules rules(board, i % 2 == 0 ? Convention::normal : Convention::misere);
        QueenSolver solver(rules);
        const QueenPosition position{{random_cell(board, random)}};
        signature.add(solver.player_to_move_wins(position) ? 1U : 0U);
        for (const QueenMove& move : solver.winning_moves(position)) {
            signature.add(cell_word(move.to));
        }
        ++positions;
    }
    return positions;
}

long long grundy_table(Signature& signature) {
    const QueenGrundyTable table(999, 999);
    std::uint64_t sum = 0;
    for (std::int64_t x = 0; x <= 999; ++x) {
        for (std::int64_t y = 0; y <= 999; ++y) {
            sum = sum * 31 + static_cast<std::uint64_t>(table.value(x, y));
        }
    }
    signature.add(sum);
    return 1'000'000;
}

// Positions of several queens on a game's largest board, each with its winning moves.
long long several_queens(Signature& signature, Convention convention, int queens, int size,
                         int count) {
    Random random(20261128);
    const QueenBoard board{size, size};
    const QueenRules rules(board, convention);
    QueenSolver solver(rules);
    for (int i = 0; i < count; ++i) {
        QueenPosition position;
        for (int queen = 0; queen < queens; ++queen) {
            position.queens.push_back(random_cell(board, random));
        }
        for (const QueenMove& move : solver.winning_moves(position)) {
            signature.add(static_cast<std::uint64_t>(move.queen) * 1'000'003U + cell_word(move.to));
        }
    }
    return count;
}

}  // namespace

std::vector<Workload> QueenGame::workloads() {
    return {
        {"queen.solve.10^18", solve_huge_boards},
        {"queen.grundy.1000x1000", grundy_table},
        {"queen.solve.9_queens",
         [](Signature& s) { return several_queens(s, Convention::normal, 9, 30, 1000); }},
        {"queen.misere.2_queens",
         [](Signature& s) { return several_queens(s, Convention::misere, 2, 30, 20); }},
    };
}

}  // namespace marienbad
