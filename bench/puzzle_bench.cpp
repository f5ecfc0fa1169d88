// Benchmarks of the puzzle generator (`marienbad puzzle`): one puzzle of each game at each
// difficulty, drawn from seed after seed as a series draws them — the time a puzzle takes, with
// the candidates it drew (a counter: how often the difficulty's claims turn one down), and the
// difficulty measure of the puzzles drawn (exercises/puzzle_level.hpp): the lesson's step they
// need, their legal moves for each winning one (least, mean, most), and how many different
// positions the first 20 seeds give — docs/measurements.md's table of the difficulties.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <limits>
#include <set>

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
    double least_measure = std::numeric_limits<double>::infinity();
    double most_measure = 0;
    double measures = 0;
    for (auto _ : state) {
        Random random(seed++);
        const Puzzle puzzle = generate_puzzle(game, difficulty, random);
        benchmark::DoNotOptimize(puzzle.counts);
        ++puzzles;
        tries += puzzle.tries;
        most_tries = std::max(most_tries, puzzle.tries);
        const double measure = puzzle_measure(puzzle.counts);
        least_measure = std::min(least_measure, measure);
        most_measure = std::max(most_measure, measure);
        measures += measure;
    }
    state.counters["tries"] = static_cast<double>(tries) / static_cast<double>(puzzles);
    state.counters["most_tries"] = most_tries;
    state.counters["step"] = game.puzzle_level(difficulty).step;
    state.counters["measure_least"] = least_measure;
    state.counters["measure_mean"] = measures / static_cast<double>(puzzles);
    state.counters["measure_most"] = most_measure;
    std::set<std::string> positions;
    for (Random::Seed first = 1; first <= 20; ++first) {
        Random random(first);
        positions.insert(game.position_key(generate_puzzle(game, difficulty, random).setup));
    }
    state.counters["positions_in_20"] = static_cast<double>(positions.size());
    state.SetLabel(game.name() + " difficulty " + std::to_string(difficulty));
}
BENCHMARK(GeneratePuzzle)
    ->ArgsProduct({benchmark::CreateDenseRange(0, static_cast<int>(games().size()) - 1, 1),
                   {1, 2, 3, 4, 5}})
    ->ArgNames({"game", "difficulty"})
    ->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace marienbad
