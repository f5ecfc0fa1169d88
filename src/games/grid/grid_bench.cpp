// Benchmarks of the random grid boards of handout 001 §2.2 (games/grid/grid_generator.hpp): the
// densest board sizes, the swap chain alone, and every board size and banned count, timed one
// board at a time for the worst case.
#include <benchmark/benchmark.h>

#include <time.h>

#include <algorithm>

#include "core/random.hpp"
#include "games/grid/grid_board.hpp"
#include "games/grid/grid_generator.hpp"

namespace marienbad {
namespace {

// One board of the given size and banned count per iteration, a new seed each time.
void BM_GridRandomBoard(benchmark::State& state) {
    const int rows = static_cast<int>(state.range(0));
    const int cols = static_cast<int>(state.range(1));
    const int banned = static_cast<int>(state.range(2));
    Random::Seed seed = 0;
    for (auto _ : state) {
        Random random(++seed);
        benchmark::DoNotOptimize(random_grid_board(rows, cols, banned, random));
    }
    state.counters["chain_steps"] = static_cast<double>(swap_chain_steps(rows, cols, banned));
}
BENCHMARK(BM_GridRandomBoard)
    ->Args({5, 30, 30})
    ->Args({30, 5, 30})
    ->Args({30, 30, 30})
    ->Args({10, 30, 30})
    ->Args({5, 5, 5})
    ->Args({15, 15, 7})
    ->ArgNames({"rows", "cols", "banned"})
    ->Unit(benchmark::kMicrosecond);

// The swap chain alone, per step, on the densest board (5 x 30 with 30 banned cells).
void BM_GridSwapChainStep(benchmark::State& state) {
    Random random(1);
    GridBoard board = greedy_grid_board(5, 30, 30, random);
    constexpr long long k_steps = 1000;
    for (auto _ : state) {
        benchmark::DoNotOptimize(run_swap_chain(board, k_steps, random));
    }
    state.SetItemsProcessed(state.iterations() * k_steps);
}
BENCHMARK(BM_GridSwapChainStep);

// The processor time of this thread in microseconds: unlike the wall clock, it does not count
// the time other programs take the processor, which would swamp a 100 us board.
double thread_time_us() {
    timespec time{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
    return static_cast<double>(time.tv_sec) * 1e6 + static_cast<double>(time.tv_nsec) * 1e-3;
}

// Every board size (5..30 rows and columns) and banned count (0..max(rows, cols)), for three
// seeds, each board timed on its own (processor time): the mean time of a board, the slowest
// single board, and the combination whose three boards took longest on average.
void BM_GridEveryCombination(benchmark::State& state) {
    constexpr int k_seeds = 3;
    for (auto _ : state) {
        double total_us = 0;
        long long boards = 0;
        double worst_us = 0;
        double worst_combination_us = 0;
        int worst[3] = {};
        int worst_combination[3] = {};
        for (int rows = k_grid_min_size; rows <= k_grid_max_size; ++rows) {
            for (int cols = k_grid_min_size; cols <= k_grid_max_size; ++cols) {
                for (int banned = 0; banned <= std::max(rows, cols); ++banned) {
                    double combination_us = 0;
                    for (int seed = 1; seed <= k_seeds; ++seed) {
                        Random random(static_cast<Random::Seed>(seed));
                        const double start = thread_time_us();
                        benchmark::DoNotOptimize(random_grid_board(rows, cols, banned, random));
                        const double time = thread_time_us() - start;
                        combination_us += time;
                        if (time > worst_us) {
                            worst_us = time;
                            worst[0] = rows;
                            worst[1] = cols;
                            worst[2] = banned;
                        }
                    }
                    total_us += combination_us;
                    boards += k_seeds;
                    if (combination_us > worst_combination_us) {
                        worst_combination_us = combination_us;
                        worst_combination[0] = rows;
                        worst_combination[1] = cols;
                        worst_combination[2] = banned;
                    }
                }
            }
        }
        state.counters["boards"] = static_cast<double>(boards);
        state.counters["mean_us"] = total_us / static_cast<double>(boards);
        state.counters["worst_us"] = worst_us;
        state.counters["worst_rows"] = worst[0];
        state.counters["worst_cols"] = worst[1];
        state.counters["worst_banned"] = worst[2];
        state.counters["worst_combination_mean_us"] =
            worst_combination_us / static_cast<double>(k_seeds);
        state.counters["worst_combination_rows"] = worst_combination[0];
        state.counters["worst_combination_cols"] = worst_combination[1];
        state.counters["worst_combination_banned"] = worst_combination[2];
    }
}
BENCHMARK(BM_GridEveryCombination)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace marienbad
