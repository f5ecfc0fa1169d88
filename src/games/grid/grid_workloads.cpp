// `marienbad bench`'s workloads for the pawn game: the banned-cell generator on every
// (rows, columns, count) combination, the Grundy table of large grids, and the winning moves
// of many pawns.
#include <algorithm>
#include <memory>

#include "core/random.hpp"
#include "games/grid/grid_game.hpp"
#include "games/grid/grid_generator.hpp"
#include "games/grid/grid_solver.hpp"

namespace marienbad {
namespace {

std::uint64_t cell_word(Cell cell) {
    return static_cast<std::uint64_t>(cell.row * 64 + cell.col);
}

// One grid for every combination the game offers: R, C in 5..30 and 0..max(R,C) banned cells.
long long generate_every_combination(Signature& signature) {
    Random random(20261122);
    long long grids = 0;
    for (int rows = k_grid_min_size; rows <= k_grid_max_size; ++rows) {
        for (int cols = k_grid_min_size; cols <= k_grid_max_size; ++cols) {
            for (int banned = 0; banned <= game_banned_limit(rows, cols); ++banned) {
                const GridBoard board = random_grid_board(rows, cols, banned, random);
                for (const Cell cell : board.banned_cells()) {
                    signature.add(cell_word(cell));
                }
                ++grids;
            }
        }
    }
    return grids;
}

std::vector<GridRules> fixed_large_grids(int count) {
    Random random(20261123);
    std::vector<GridRules> grids;
    for (int i = 0; i < count; ++i) {
        const int banned = random.uniform_int(0, k_grid_max_size);
        grids.emplace_back(random_grid_board(k_grid_max_size, k_grid_max_size, banned, random));
    }
    return grids;
}

long long grundy_tables(Signature& signature, const std::vector<GridRules>& grids) {
    for (const GridRules& rules : grids) {
        const GridGrundyTable table(rules.board());
        std::uint64_t sum = 0;
        for (int row = 0; row < table.rows(); ++row) {
            for (int col = 0; col < table.cols(); ++col) {
                sum = sum * 5 + static_cast<std::uint64_t>(table.value({row, col}) + 1);
            }
        }
        signature.add(sum);
    }
    return std::ssize(grids);
}

// The winning moves of 9 pawns on random cells of each grid.
long long nine_pawn_moves(Signature& signature, const std::vector<GridRules>& grids) {
    Random random(20261124);
    long long positions = 0;
    for (const GridRules& rules : grids) {
        const GridSolver solver(rules);
        for (int sample = 0; sample < 100; ++sample) {
            GridPosition position;
            while (std::ssize(position.pawns) < k_grid_max_pawns) {
                const Cell cell{random.uniform_int(0, k_grid_max_size - 1),
                                random.uniform_int(0, k_grid_max_size - 1)};
                if (rules.board().is_free(cell)) {
                    position.pawns.push_back(cell);
                }
            }
            for (const GridMove& move : solver.winning_moves(position)) {
                signature.add(static_cast<std::uint64_t>(move.pawn) * 4096 + cell_word(move.to));
            }
            ++positions;
        }
    }
    return positions;
}

}  // namespace

std::vector<Workload> GridGame::workloads() {
    auto grids = std::make_shared<const std::vector<GridRules>>(fixed_large_grids(1000));
    return {
        {"grid.generate.every_size", generate_every_combination},
        {"grid.grundy.30x30", [=](Signature& s) { return grundy_tables(s, *grids); }},
        {"grid.solve.9_pawns", [=](Signature& s) { return nine_pawn_moves(s, *grids); }},
    };
}

}  // namespace marienbad
