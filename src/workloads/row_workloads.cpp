// `marienbad bench`'s workloads for the matchstick row (seed 004): normal play from the runs'
// Grundy values on long random rows, and the exact misère search — every winning move of a
// full row of 40 from a fresh solver, and of random rows of up to 30 places.
#include <memory>

#include "core/random.hpp"
#include "solvers/row_solver.hpp"
#include "workloads/workloads.hpp"

namespace marienbad {
namespace {

// A row of `length` places, about three in four holding a match, at least one.
RowPosition random_row(int length, Random& random) {
    RowPosition position = RowPosition::full(length);
    for (int place = 0; place < length; ++place) {
        position.set_match(place, random.uniform_int(0, 3) != 0);
    }
    position.set_match(random.uniform_int(0, length - 1), true);
    return position;
}

std::vector<RowPosition> fixed_rows(std::uint64_t seed, int count, int max_length) {
    Random random(seed);
    std::vector<RowPosition> rows;
    for (int i = 0; i < count; ++i) {
        rows.push_back(random_row(random.uniform_int(1, max_length), random));
    }
    return rows;
}

std::uint64_t move_word(const RowMove& move) {
    return static_cast<std::uint64_t>(move.start * 16 + move.count);
}

long long winning_moves_of(Signature& signature, RowSolver& solver,
                           const std::vector<RowPosition>& rows) {
    for (const RowPosition& row : rows) {
        const auto moves = solver.winning_moves(row);
        signature.add(moves.size());
        for (const RowMove& move : moves) {
            signature.add(move_word(move));
        }
    }
    return std::ssize(rows);
}

long long misere_full_row_40(Signature& signature) {
    RowSolver solver(Convention::misere, k_row_default_max_take);
    const std::vector<RowPosition> row{RowPosition::full(40)};
    winning_moves_of(signature, solver, row);
    signature.add(solver.stats().positions_searched);
    return 1;
}

}  // namespace

std::vector<Workload> row_workloads() {
    auto long_rows = std::make_shared<const std::vector<RowPosition>>(
        fixed_rows(20261125, 5000, k_row_capacity));
    auto short_rows =
        std::make_shared<const std::vector<RowPosition>>(fixed_rows(20261126, 2000, 30));
    return {
        {"row.normal.random_255",
         [=](Signature& s) {
             RowSolver solver(Convention::normal, k_row_default_max_take);
             return winning_moves_of(s, solver, *long_rows);
         }},
        {"row.misere.full_40", misere_full_row_40},
        {"row.misere.random_30",
         [=](Signature& s) {
             RowSolver solver(Convention::misere, k_row_default_max_take);
             return winning_moves_of(s, solver, *short_rows);
         }},
    };
}

}  // namespace marienbad
