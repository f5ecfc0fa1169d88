// Benchmarks of the queen's solvers (Wythoff's game): one queen on a board of 10^18 by the pairs,
// the Grundy table of 1,000 × 1,000 and 2,000 × 2,000 boards (the solver's bound), and the misère
// search of several queens at its slowest setups within its bound.
#include <benchmark/benchmark.h>

#include "games/queen/queen_grundy.hpp"
#include "games/queen/queen_misere_search.hpp"
#include "games/queen/queen_solver.hpp"

namespace marienbad {
namespace {

void QueenOnAHugeBoard(benchmark::State& state) {
    const QueenBoard board{k_queen_solve_max_size, k_queen_solve_max_size};
    const QueenRules rules(board, Convention::normal);
    QueenSolver solver(rules);
    const QueenPosition position{{QueenCell{123'456'789'012'345, 987'654'321'098}}};
    for (auto _ : state) {
        benchmark::DoNotOptimize(solver.player_to_move_wins(position));
        benchmark::DoNotOptimize(solver.winning_moves(position));
    }
}
BENCHMARK(QueenOnAHugeBoard);

void QueenGrundyTableOfABoard(benchmark::State& state) {
    const std::int64_t size = state.range(0);
    for (auto _ : state) {
        const QueenGrundyTable table(size - 1, size - 1);
        benchmark::DoNotOptimize(table.value(size - 1, size - 1));
    }
}
BENCHMARK(QueenGrundyTableOfABoard)->Arg(1000)->Arg(2000)->Unit(benchmark::kMillisecond);

// The first move of 4 queens on (1,1) of a 9 × 10 board, misère: among the slowest setups the
// search's bound lets through.
void QueenMisereFirstMove(benchmark::State& state) {
    const QueenBoard board{9, 10};
    const QueenPosition position{std::vector<QueenCell>(4, QueenCell{})};
    for (auto _ : state) {
        QueenMisereSearch search;
        benchmark::DoNotOptimize(search.find_winning_move(board, position));
    }
}
BENCHMARK(QueenMisereFirstMove)->Unit(benchmark::kMillisecond)->Iterations(2);

}  // namespace
}  // namespace marienbad
