// Benchmarks of the octal-game solvers (handout 004's row is 0.777): the sparse-space method to
// 2^20 values of 0.777, of Kayles (0.77) and of Dawson's Kayles (0.07); the definition's
// quadratic method at smaller counts for comparison; Kayles and Dawson's Kayles computed until
// their periods are proved, as `marienbad octal` does.
#include <benchmark/benchmark.h>

#include <string_view>

#include "octal/octal_code.hpp"
#include "octal/octal_game.hpp"
#include "octal/octal_naive_values.hpp"
#include "octal/sparse_space_values.hpp"

namespace marienbad {
namespace {

OctalCode code_of(std::string_view text) {
    return parse_octal_code(text).code.value();
}

// Counters: the heaps with a rare value and Winning Ways' bitmask, the bits of value whose
// parity is not counted (the complement of the mask).
void BM_OctalSparseSpace(benchmark::State& state, std::string_view text) {
    const OctalCode code = code_of(text);
    const int count = static_cast<int>(state.range(0));
    for (auto _ : state) {
        SparseSpaceValues sequence(code);
        sequence.extend_to(count);
        benchmark::DoNotOptimize(sequence.values().data());
        state.counters["rare_heaps"] = sequence.rare_position_count();
        state.counters["bitmask"] = static_cast<double>(~sequence.mask());
    }
    state.SetItemsProcessed(state.iterations() * count);
}
BENCHMARK_CAPTURE(BM_OctalSparseSpace, row_0_777, "0.777")
    ->RangeMultiplier(4)
    ->Range(1 << 14, 1 << 20)
    ->ArgName("count")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_OctalSparseSpace, kayles_0_77, "0.77")
    ->Arg(1 << 20)
    ->ArgName("count")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_OctalSparseSpace, dawsons_kayles_0_07, "0.07")
    ->Arg(1 << 20)
    ->ArgName("count")
    ->Unit(benchmark::kMillisecond);

void BM_OctalNaive(benchmark::State& state, std::string_view text) {
    const OctalCode code = code_of(text);
    const int count = static_cast<int>(state.range(0));
    for (auto _ : state) {
        benchmark::DoNotOptimize(naive_octal_values(code, count).data());
    }
    state.SetItemsProcessed(state.iterations() * count);
}
BENCHMARK_CAPTURE(BM_OctalNaive, row_0_777, "0.777")
    ->RangeMultiplier(4)
    ->Range(1 << 12, 1 << 14)
    ->ArgName("count")
    ->Unit(benchmark::kMillisecond);

void BM_OctalUntilPeriodic(benchmark::State& state, std::string_view text) {
    const OctalCode code = code_of(text);
    for (auto _ : state) {
        const OctalAnalysis analysis = analyse_octal_game_until_periodic(code, 1 << 20);
        benchmark::DoNotOptimize(analysis.values.data());
        state.counters["values"] = static_cast<double>(analysis.values.size());
        state.counters["preperiod"] = analysis.preperiod.value_or(-1);
        state.counters["period"] = analysis.period.value_or(-1);
    }
}
BENCHMARK_CAPTURE(BM_OctalUntilPeriodic, kayles_0_77, "0.77")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_OctalUntilPeriodic, dawsons_kayles_0_07, "0.07")
    ->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace marienbad
