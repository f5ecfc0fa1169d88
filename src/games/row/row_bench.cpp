// Benchmarks of the matchstick row's solvers (handout 004):
//  - every winning move of a full row, misère with max-take 3 (the rule of 0.777) from 100 to
//    10^6 places and normal play, from a fresh solver (its Grundy values computed by the octal
//    engine included) and from a solver that already holds them;
//  - the computer's moves (level 4) at every turn of whole misère games, and its reply to every
//    first move of the opponent, each game and reply with a fresh solver: max-take 3 at the
//    longest row the game offers; max-take 2 (Kayles), played by its misère quotient, at 100
//    places, the quotient computed in each (other max-takes and lengths from the environment,
//    docs/measurements.md).
// Moves are timed by the wall clock and by the thread's processor time: on a machine shared
// with other work the wall clock also counts the time the thread waited for a core.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <string>
#include <utility>
#include <vector>

#include "core/convention.hpp"
#include "core/random.hpp"
#include "games/row/row_rules.hpp"
#include "games/row/row_solver.hpp"
#include "players/computer_player.hpp"

namespace marienbad {
namespace {

Convention convention_of(const benchmark::State& state) {
    return state.range(1) == 0 ? Convention::normal : Convention::misere;
}

// Every winning move from a full row, with a fresh solver: what `solve row --length N` does.
void BM_RowAllWinningMoves(benchmark::State& state) {
    const RowPosition row = RowPosition::full(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        RowSolver solver(convention_of(state), k_row_default_max_take);
        const auto moves = solver.winning_moves(row);
        benchmark::DoNotOptimize(moves.data());
        state.counters["winners"] = static_cast<double>(moves.size());
    }
}
BENCHMARK(BM_RowAllWinningMoves)
    ->ArgsProduct({{100, 1000, 10'000, 100'000, 1'000'000}, {1}})
    ->ArgsProduct({{1000, 1'000'000}, {0}})
    ->ArgNames({"length", "misere"})
    ->Unit(benchmark::kMillisecond);

// The same with the solver's Grundy values already computed: the options alone.
void BM_RowAllWinningMovesKnownValues(benchmark::State& state) {
    const RowPosition row = RowPosition::full(static_cast<int>(state.range(0)));
    RowSolver solver(convention_of(state), k_row_default_max_take);
    solver.run_grundy(row.length());
    for (auto _ : state) {
        const auto moves = solver.winning_moves(row);
        benchmark::DoNotOptimize(moves.data());
    }
}
BENCHMARK(BM_RowAllWinningMovesKnownValues)
    ->ArgsProduct({{1000, 1'000'000}, {1}})
    ->ArgNames({"length", "misere"})
    ->Unit(benchmark::kMillisecond);

// Wall-clock and processor time of one call.
struct Timing {
    double wall_ms = 0;
    double cpu_ms = 0;
};

double thread_cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

template <class Call>
Timing timed(Call call) {
    const double cpu_start = thread_cpu_ms();
    const auto start = std::chrono::steady_clock::now();
    call();
    const std::chrono::duration<double, std::milli> wall = std::chrono::steady_clock::now() - start;
    return {wall.count(), thread_cpu_ms() - cpu_start};
}

// The slowest and the median of the moves timed, and how many.
void report_moves(benchmark::State& state, std::vector<Timing> times, double memory_mb) {
    std::sort(times.begin(), times.end(),
              [](const Timing& a, const Timing& b) { return a.cpu_ms < b.cpu_ms; });
    state.counters["worst_cpu_ms"] = times.back().cpu_ms;
    state.counters["median_cpu_ms"] = times[times.size() / 2].cpu_ms;
    state.counters["worst_wall_ms"] =
        std::max_element(times.begin(), times.end(), [](const Timing& a, const Timing& b) {
            return a.wall_ms < b.wall_ms;
        })->wall_ms;
    state.counters["moves"] = static_cast<double>(times.size());
    state.counters["MB"] = memory_mb;
}

double memory_mb(const RowSolver& solver) {
    return static_cast<double>(solver.stats().memory_bytes) / 1e6;
}

// Gives a fresh solver what it computes once for a game from a full row of `length` (the
// Grundy values; the misère quotient with max-take 2 and 4 to 8), timed apart from the moves:
// the slowest goes in the counter once_cpu_ms.
void prepare(benchmark::State& state, RowSolver& solver, int length) {
    const Timing once = timed([&] { solver.player_to_move_wins(RowPosition::full(length)); });
    const double slowest = state.counters["once_cpu_ms"];
    state.counters["once_cpu_ms"] = std::max(slowest, once.cpu_ms);
}

// The time of each whole move of the computer at level 4 (ComputerPlayer: a winning move at
// random, else the move leaving the fewest winning replies, counted exactly, then the longest
// game), at every turn of misère games from a full row, its solver kept for the whole game as
// the game keeps it (what it computes once for the game timed apart, prepare()). Opponent 0 plays
// at random, 1 perfectly (a winning move when there is one, else at random; its time is not
// counted). For each of three seeds, one game with the computer starting and one with the opponent
// starting: with a perfect opponent starting, the computer plays every move from a lost position.
void BM_RowComputerMoves(benchmark::State& state) {
    const int length = static_cast<int>(state.range(0));
    const bool perfect_opponent = state.range(1) != 0;
    const int max_take = static_cast<int>(state.range(2));
    const RowRules rules(Convention::misere, max_take);
    for (auto _ : state) {
        std::vector<Timing> times;
        double memory = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            for (int computer_starts = 0; computer_starts <= 1; ++computer_starts) {
                Random random(seed * 2 + static_cast<std::uint64_t>(computer_starts));
                RowSolver solver(Convention::misere, max_take);
                prepare(state, solver, length);
                RowSolver opponent_solver(Convention::misere, max_take);
                ComputerPlayer<RowRules, RowSolver> computer(rules, solver, Strength::from_level(4),
                                                             random);
                RowPosition position = RowPosition::full(length);
                bool computer_to_move = computer_starts != 0;
                while (!rules.is_over(position)) {
                    RowMove move;
                    if (computer_to_move) {
                        times.push_back(timed([&] { move = *computer.choose_move(position, {}); }));
                        memory = std::max(memory, memory_mb(solver));
                    } else {
                        std::optional<RowMove> winner;
                        if (perfect_opponent) {
                            winner = opponent_solver.find_winning_move(position);
                        }
                        move = winner ? *winner : random_move(rules, position, random);
                    }
                    rules.apply(position, move);
                    computer_to_move = !computer_to_move;
                }
            }
        }
        report_moves(state, times, memory);
    }
}

// The computer's whole first move (level 4) after each first move of the opponent from a full
// row (one of each mirror pair), each with a fresh solver (what it computes once for the game
// timed apart, prepare()): the opponent's move broke the row's symmetry (or left it lost).
void BM_RowComputerReplyAfterFirstMove(benchmark::State& state) {
    const int length = static_cast<int>(state.range(0));
    const int max_take = static_cast<int>(state.range(1));
    const RowRules rules(Convention::misere, max_take);
    for (auto _ : state) {
        std::vector<Timing> times;
        double memory = 0;
        for (const RowMove& first : rules.legal_moves(RowPosition::full(length))) {
            if (first.start > length - first.start - first.count) {
                continue;  // the mirror image of one already timed
            }
            RowPosition position = RowPosition::full(length);
            rules.apply(position, first);
            RowSolver solver(Convention::misere, max_take);
            prepare(state, solver, length);
            Random random(static_cast<std::uint64_t>(first.start * 16 + first.count));
            ComputerPlayer<RowRules, RowSolver> computer(rules, solver, Strength::from_level(4),
                                                         random);
            times.push_back(
                timed([&] { benchmark::DoNotOptimize(computer.choose_move(position, {})); }));
            memory = std::max(memory, memory_mb(solver));
        }
        report_moves(state, times, memory);
    }
}

// A list of numbers from the environment ("30,40,50"), or `fallback`.
std::vector<std::int64_t> numbers_from(const char* variable, const char* fallback) {
    const char* text = std::getenv(variable);
    std::string rest = text != nullptr ? text : fallback;
    std::vector<std::int64_t> numbers;
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        numbers.push_back(std::stoll(rest.substr(0, comma)));
        rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
    }
    return numbers;
}

// Max-take 3 at the longest row the game offers. The quotient's max-takes (2 by default) at 100
// places by default, so that CTest's smoke run stays short; for others, set
// MARIENBAD_ROW_BENCH_MAX_TAKES and MARIENBAD_ROW_BENCH_LENGTHS (docs/measurements.md):
//   MARIENBAD_ROW_BENCH_MAX_TAKES=2,4,5,6,7,8 MARIENBAD_ROW_BENCH_LENGTHS=100,200
//       build/bench/marienbad_bench --benchmark_filter=RowComputer
const bool registered_computer_moves = [] {
    const std::vector<std::int64_t> max_takes = numbers_from("MARIENBAD_ROW_BENCH_MAX_TAKES", "2");
    const std::vector<std::int64_t> lengths = numbers_from("MARIENBAD_ROW_BENCH_LENGTHS", "100");
    benchmark::RegisterBenchmark("BM_RowComputerMoves", BM_RowComputerMoves)
        ->ArgsProduct({{k_row_max_length}, {0, 1}, {k_row_default_max_take}})
        ->ArgsProduct({lengths, {0, 1}, max_takes})
        ->ArgNames({"length", "perfect", "max_take"})
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
    benchmark::RegisterBenchmark("BM_RowComputerReplyAfterFirstMove",
                                 BM_RowComputerReplyAfterFirstMove)
        ->ArgsProduct({{k_row_max_length}, {k_row_default_max_take}})
        ->ArgsProduct({lengths, max_takes})
        ->ArgNames({"length", "max_take"})
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
    return true;
}();

}  // namespace
}  // namespace marienbad
