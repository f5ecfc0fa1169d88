// Benchmarks of the matchstick row's solvers (seed 004): from a full row, misère and normal
// play, max-take 3, the time of the computer's first perfect move (one winning move, and
// every winning move) with a fresh transposition table, and the table's size and memory.
// The curve over the length is what sets k_row_max_length (README, "Measurements").
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>

#include "core/convention.hpp"
#include "rules/row_rules.hpp"
#include "solvers/row_solver.hpp"

namespace marienbad {
namespace {

Convention convention_of(const benchmark::State& state) {
    return state.range(1) == 0 ? Convention::normal : Convention::misere;
}

void report(benchmark::State& state, const RowSolver& solver, std::size_t winners) {
    const RowSearchStats stats = solver.stats();
    state.counters["searched"] = static_cast<double>(stats.positions_searched);
    state.counters["stored"] = static_cast<double>(stats.positions_stored);
    state.counters["MB"] = static_cast<double>(stats.memory_bytes) / 1e6;
    state.counters["winners"] = static_cast<double>(winners);
}

// One winning move from a full row (the first move when the computer starts).
void BM_RowFindWinningMove(benchmark::State& state) {
    const RowPosition row = RowPosition::full(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        RowSolver solver(convention_of(state), k_row_default_max_take);
        const auto move = solver.find_winning_move(row);
        benchmark::DoNotOptimize(move);
        report(state, solver, move ? 1 : 0);
    }
}
BENCHMARK(BM_RowFindWinningMove)
    ->ArgsProduct({{21, 100, 200, 255}, {0, 1}})
    ->ArgNames({"length", "misere"})
    ->Unit(benchmark::kMillisecond);

// Every winning move from a full row (what the computer player draws its move from).
void BM_RowAllWinningMoves(benchmark::State& state) {
    const RowPosition row = RowPosition::full(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        RowSolver solver(convention_of(state), k_row_default_max_take);
        const auto moves = solver.winning_moves(row);
        benchmark::DoNotOptimize(moves);
        report(state, solver, moves.size());
    }
}
BENCHMARK(BM_RowAllWinningMoves)
    ->ArgsProduct({{20, 40, 60, 80, 100, 120}, {0}})
    ->ArgsProduct({{20, 30, 40, 50, 55, 60, 65}, {1}})
    ->ArgNames({"length", "misere"})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// The computer's reply when the opponent starts: after each first move from a full row (one
// of each mirror pair), one winning move with a fresh table. "worst_ms" is the slowest reply
// (at 50 places: 0.4 s, the whole loop 10 s, too long for CTest's smoke run of this program).
void BM_RowReplyAfterFirstMove(benchmark::State& state) {
    const int length = static_cast<int>(state.range(0));
    const RowRules rules(Convention::misere);
    for (auto _ : state) {
        double worst_seconds = 0;
        for (const RowMove& first : rules.legal_moves(RowPosition::full(length))) {
            if (first.start > length - first.start - first.count) {
                continue;
            }
            RowPosition position = RowPosition::full(length);
            rules.apply(position, first);
            RowSolver solver(Convention::misere, k_row_default_max_take);
            const auto start = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(solver.find_winning_move(position));
            const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
            worst_seconds = std::max(worst_seconds, took.count());
        }
        state.counters["worst_ms"] = worst_seconds * 1e3;
    }
}
BENCHMARK(BM_RowReplyAfterFirstMove)
    ->Arg(20)
    ->Arg(30)
    ->Arg(40)
    ->ArgName("length")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace
}  // namespace marienbad
