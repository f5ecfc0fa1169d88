// Benchmarks of Nim's solvers and computer player: the nim-sum solver, handout 000's explanation,
// the computer's move (including the search for the most resilient move from a lost position),
// and the brute-force solver the tests use as a reference.
#include <benchmark/benchmark.h>

#include <vector>

#include "core/brute_force_solver.hpp"
#include "core/random.hpp"
#include "games/nim/nim_explanation.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"
#include "players/move_choice.hpp"

namespace marienbad {
namespace {

std::vector<NimPosition> boards(int pile_count, int count) {
    Random random(static_cast<Random::Seed>(pile_count));
    std::vector<NimPosition> positions;
    for (int i = 0; i < count; ++i) {
        positions.push_back(random_nim_position(pile_count, random));
    }
    return positions;
}

// The largest board a game offers with nim-sum 0: every move of the computer's search loses.
NimPosition lost_twenty_pile_board() {
    NimPosition position = boards(k_nim_max_piles, 1).front();
    int rest = 0;
    for (std::size_t i = 1; i < position.piles.size(); ++i) {
        rest ^= position.piles[i];
    }
    position.piles.front() = rest == 0 ? position.piles[1] : rest;
    if (nim_sum(position) != 0) {
        position.piles.push_back(nim_sum(position));
    }
    return position;
}

void BM_NimWinningMoves(benchmark::State& state) {
    const auto positions = boards(static_cast<int>(state.range(0)), 1024);
    const NimSolver solver(state.range(1) == 0 ? Convention::normal : Convention::misere);
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(solver.winning_moves(positions[i++ % positions.size()]));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_NimWinningMoves)->ArgsProduct({{3, 7, 20}, {0, 1}})->ArgNames({"piles", "misere"});

void BM_NimExplanation(benchmark::State& state) {
    const auto positions = boards(static_cast<int>(state.range(0)), 1024);
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(
            explain_nim_position(positions[i++ % positions.size()], Convention::normal));
    }
}
BENCHMARK(BM_NimExplanation)->Arg(7)->Arg(20)->ArgName("piles");

void BM_NimComputerMoveFromLostBoard(benchmark::State& state) {
    const NimRules rules(Convention::normal);
    NimSolver solver(rules.convention());
    Random random(1);
    const NimPosition position = lost_twenty_pile_board();
    for (auto _ : state) {
        benchmark::DoNotOptimize(best_move(rules, solver, position, random));
    }
    state.counters["moves_searched"] = static_cast<double>(position.total_pieces());
}
BENCHMARK(BM_NimComputerMoveFromLostBoard)->Unit(benchmark::kMicrosecond);

// Every position of up to 4 piles of up to `max` pieces, solved from scratch.
void BM_NimBruteForce(benchmark::State& state) {
    const int max = static_cast<int>(state.range(0));
    const NimRules rules(Convention::misere);
    for (auto _ : state) {
        BruteForceSolver solver(rules);
        benchmark::DoNotOptimize(solver.player_to_move_wins(NimPosition{{max, max, max, max}}));
        state.counters["positions"] = static_cast<double>(solver.positions_solved());
    }
}
BENCHMARK(BM_NimBruteForce)->Arg(4)->Arg(7)->ArgName("max")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace marienbad
