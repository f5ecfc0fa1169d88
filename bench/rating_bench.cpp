// Benchmarks of the rating (`marienbad rate`): 2000 games of Nim with 7 random columns, every pair
// of the four levels from both sides, in each style, on one thread and on two (the target:
// under 10 s on 2 cores); and the adaptive computer's move when it errs on the largest board (the
// plausible mistake found among every move of 20 columns).
#include <benchmark/benchmark.h>

#include "catalogue/catalogue.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"
#include "players/computer_player.hpp"
#include "rating/tournament.hpp"

namespace marienbad {
namespace {

void RateNimSevenColumns(benchmark::State& state) {
    TournamentPlan plan;
    plan.game = &find_game("nim")->description();
    plan.values = ParameterValues(plan.game->parameters());
    plan.values.give("--columns", "7");
    plan.games = 2000;
    plan.style = state.range(0) == 0 ? StrengthStyle::classic : StrengthStyle::adaptive;
    plan.threads = static_cast<int>(state.range(1));
    long long games = 0;
    for (auto _ : state) {
        games = run_tournament(plan).games;
        benchmark::DoNotOptimize(games);
    }
    state.counters["games"] = static_cast<double>(games);
    state.SetLabel(plan.style == StrengthStyle::classic ? "classic" : "adaptive");
}
BENCHMARK(RateNimSevenColumns)
    ->ArgsProduct({{0, 1}, {1, 2}})
    ->ArgNames({"adaptive", "threads"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void AdaptiveMistakeOnTwentyColumns(benchmark::State& state) {
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    Random board(20);
    const NimPosition position = random_nim_position(k_nim_max_piles, board);
    Random random(1);
    // Level 2 at a turn where a mistake is as likely as it gets (2 in 3).
    ComputerPlayer<NimRules, NimSolver> computer(
        rules, solver, Strength::from_level(2, StrengthStyle::adaptive), random);
    const int size = position.total_pieces();
    for (auto _ : state) {
        benchmark::DoNotOptimize(computer.choose_move(position, GameCourse{size * 2, size * 2}));
    }
}
BENCHMARK(AdaptiveMistakeOnTwentyColumns)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace marienbad
