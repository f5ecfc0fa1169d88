// Benchmarks of the puzzle generator (`marienbad puzzle`): one puzzle of each game at each
// difficulty, drawn from seed after seed as a series draws them — the time a puzzle takes, with
// the candidates it drew (a counter: how often the difficulty's conditions turn one down).
#include <benchmark/benchmark.h>

#include "catalogue/catalogue.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {
namespace {

// Every game of the list, by its index.
void GeneratePuzzle(benchmark::State& state) {
    const Game& game = *games().at(static_cast<std::size_t>(state.range(0)));
    const int difficulty = static_cast<int>(state.range(1));
    Random::Seed seed = 1;
    long long puzzles = 0;
    long long tries = 0;
    int most_tries = 0;
    for (auto _ : state) {
        Random random(seed++);
        const Puzzle puzzle = generate_puzzle(game, difficulty, random);
        benchmark::DoNotOptimize(puzzle.counts);
        ++puzzles;
        tries += puzzle.tries;
        most_tries = std::max(most_tries, puzzle.tries);
    }
    state.counters["tries"] = static_cast<double>(tries) / static_cast<double>(puzzles);
    state.counters["most_tries"] = most_tries;
    state.SetLabel(game.name() + " difficulty " + std::to_string(difficulty));
}
BENCHMARK(GeneratePuzzle)
    ->ArgsProduct({benchmark::CreateDenseRange(0, static_cast<int>(games().size()) - 1, 1),
                   {1, 2, 3, 4, 5}})
    ->ArgNames({"game", "difficulty"})
    ->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace marienbad
