// Benchmarks of the matchstick row's solvers (seed 004): from a full row, misère and normal
// play, max-take 3, the time of the computer's first perfect move (one winning move, and
// every winning move) with a fresh transposition table, and the table's size and memory.
// The curve over the length is what sets k_row_max_length (README, "Measurements").
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "core/convention.hpp"
#include "core/random.hpp"
#include "players/computer_player.hpp"
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

// Each first move from a full row of `length` (one of each mirror pair) and the row after it.
std::vector<std::pair<RowMove, RowPosition>> after_each_first_move(const RowRules& rules,
                                                                   int length) {
    std::vector<std::pair<RowMove, RowPosition>> openings;
    for (const RowMove& first : rules.legal_moves(RowPosition::full(length))) {
        if (first.start <= length - first.start - first.count) {
            RowPosition position = RowPosition::full(length);
            rules.apply(position, first);
            openings.emplace_back(first, position);
        }
    }
    return openings;
}

// The computer's reply when the opponent starts: after each first move from a full row (one
// of each mirror pair), one winning move with a fresh table. "worst_ms" is the slowest reply
// (seconds for the whole loop at 50 places, too long for CTest's smoke run of this program).
void BM_RowReplyAfterFirstMove(benchmark::State& state) {
    const int length = static_cast<int>(state.range(0));
    const RowRules rules(Convention::misere);
    for (auto _ : state) {
        double worst_seconds = 0;
        for (const auto& [first, position] : after_each_first_move(rules, length)) {
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

class DefaultRowSolver : public RowSolver {
  public:
    DefaultRowSolver() : RowSolver(Convention::misere, k_row_default_max_take) {}
};

// The row solver seen only through GameSolver (winning_moves for everything): the computer's
// choice as it was before some_winning_moves / winning_move_count_estimate, for comparison.
class AllWinnersRowSolver {
  public:
    AllWinnersRowSolver() : solver_(Convention::misere, k_row_default_max_take) {}
    bool player_to_move_wins(const RowPosition& position) {
        return solver_.player_to_move_wins(position);
    }
    std::vector<RowMove> winning_moves(const RowPosition& position) {
        return solver_.winning_moves(position);
    }
    RowSearchStats stats() const { return solver_.stats(); }

  private:
    RowSolver solver_;
};

// What matters to a player: the time of each whole move of the computer at level 4 (best_move
// through ComputerPlayer, most_resilient_move included when it is lost), at every turn of
// misère games from a full row, its solver kept for the whole game as the game keeps it.
// Opponent 0 plays at random, 1 plays perfectly (a winning move when there is one, else at
// random; its time is not counted). For each of three seeds, one game with the computer
// starting and one with the opponent starting. Counters: the slowest and the median move
// (ms), the number of computer moves timed, and the largest table memory (MB).
template <class Solver>
void BM_RowComputerMoves(benchmark::State& state) {
    const int length = static_cast<int>(state.range(0));
    const bool perfect_opponent = state.range(1) != 0;
    const RowRules rules(Convention::misere, k_row_default_max_take);
    for (auto _ : state) {
        std::vector<double> times;
        double memory_mb = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            for (int computer_starts = 0; computer_starts <= 1; ++computer_starts) {
                Random random(seed * 2 + static_cast<std::uint64_t>(computer_starts));
                Solver solver;
                RowSolver opponent_solver(Convention::misere, k_row_default_max_take);
                ComputerPlayer<RowRules, Solver> computer(rules, solver, Strength::from_level(4),
                                                          random);
                RowPosition position = RowPosition::full(length);
                bool computer_to_move = computer_starts != 0;
                while (!rules.is_over(position)) {
                    RowMove move;
                    if (computer_to_move) {
                        const auto start = std::chrono::steady_clock::now();
                        move = *computer.choose_move(position);
                        const std::chrono::duration<double> took =
                            std::chrono::steady_clock::now() - start;
                        times.push_back(took.count());
                        memory_mb = std::max(
                            memory_mb, static_cast<double>(solver.stats().memory_bytes) / 1e6);
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
        std::sort(times.begin(), times.end());
        state.counters["worst_ms"] = times.back() * 1e3;
        state.counters["median_ms"] = times[times.size() / 2] * 1e3;
        state.counters["moves"] = static_cast<double>(times.size());
        state.counters["MB"] = memory_mb;
    }
}

// The computer's whole first move (level 4) after each first move of the opponent from a full
// row (one of each mirror pair), with a fresh solver: the hardest turn of a game, as the
// computer has no table yet and the opponent's move breaks the row's symmetry.
void BM_RowComputerReplyAfterFirstMove(benchmark::State& state) {
    const int length = static_cast<int>(state.range(0));
    const RowRules rules(Convention::misere, k_row_default_max_take);
    for (auto _ : state) {
        std::vector<double> times;
        double memory_mb = 0;
        for (const auto& [first, position] : after_each_first_move(rules, length)) {
            DefaultRowSolver solver;
            Random random(static_cast<std::uint64_t>(first.start * 4 + first.count));
            ComputerPlayer<RowRules, DefaultRowSolver> computer(rules, solver,
                                                                Strength::from_level(4), random);
            const auto start = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(computer.choose_move(position));
            const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
            times.push_back(took.count());
            memory_mb = std::max(memory_mb, static_cast<double>(solver.stats().memory_bytes) / 1e6);
        }
        std::sort(times.begin(), times.end());
        state.counters["worst_ms"] = times.back() * 1e3;
        state.counters["median_ms"] = times[times.size() / 2] * 1e3;
        state.counters["replies"] = static_cast<double>(times.size());
        state.counters["MB"] = memory_mb;
    }
}

// Lengths 10 and 20 by default, so that CTest's smoke run stays short; for the curve, set
// MARIENBAD_ROW_BENCH_LENGTHS, e.g. "40,50,60,70,80,90,100" (README, "Measurements"):
//   MARIENBAD_ROW_BENCH_LENGTHS=40,60,80,100 build/bench/marienbad_bench
//       --benchmark_filter=RowComputerMoves
std::vector<std::int64_t> computer_move_lengths() {
    std::vector<std::int64_t> lengths;
    const char* text = std::getenv("MARIENBAD_ROW_BENCH_LENGTHS");
    std::string rest = text != nullptr ? text : "10,20";
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        lengths.push_back(std::stoll(rest.substr(0, comma)));
        rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
    }
    return lengths;
}

const bool registered_computer_moves = [] {
    const std::vector<std::int64_t> lengths = computer_move_lengths();
    benchmark::RegisterBenchmark("BM_RowComputerMoves", BM_RowComputerMoves<DefaultRowSolver>)
        ->ArgsProduct({lengths, {0, 1}})
        ->ArgNames({"length", "perfect"})
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
    benchmark::RegisterBenchmark("BM_RowComputerReplyAfterFirstMove",
                                 BM_RowComputerReplyAfterFirstMove)
        ->ArgsProduct({lengths})
        ->ArgNames({"length"})
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
    // The same games with every winning move asked for, as the computer chose before.
    std::vector<std::int64_t> short_lengths;
    std::copy_if(lengths.begin(), lengths.end(), std::back_inserter(short_lengths),
                 [](std::int64_t length) { return length <= 50; });
    if (!short_lengths.empty()) {
        benchmark::RegisterBenchmark("BM_RowComputerMovesAllWinners",
                                     BM_RowComputerMoves<AllWinnersRowSolver>)
            ->ArgsProduct({short_lengths, {0, 1}})
            ->ArgNames({"length", "perfect"})
            ->Unit(benchmark::kMillisecond)
            ->Iterations(1);
    }
    return true;
}();

}  // namespace
}  // namespace marienbad
