// Benchmarks of misère quotients (octal/misere_quotient_engine.hpp), each from scratch: the
// reference workloads, handout 004's row 0.777 to heap 300, Kayles (0.77) to heap 120 and Dawson's
// Kayles (0.07) to heap 30, compared with the Java MisereSolver (docs/measurements.md); and the
// longer ones, 0.777 to 1000 and 0.07 to 33, the furthest Plambeck and Siegel took it.
#include <benchmark/benchmark.h>

#include <string_view>

#include "octal/misere_quotient.hpp"

namespace marienbad {
namespace {

// Counters: the quotient's order, its losing elements and the heaps where it changed.
void BM_MisereQuotient(benchmark::State& state, std::string_view text) {
    const OctalCode code = parse_octal_code(text).code.value();
    const int heaps = static_cast<int>(state.range(0));
    for (auto _ : state) {
        MisereQuotientEngine engine(code);
        const bool proved = engine.extend_to(heaps);
        benchmark::DoNotOptimize(proved);
        state.counters["order"] = engine.quotient().monoid.size();
        int losing = 0;
        for (const unsigned char mark : engine.quotient().losing) {
            losing += mark;
        }
        state.counters["p_positions"] = losing;
        state.counters["changes"] = static_cast<double>(engine.expansion_heaps().size());
    }
}
BENCHMARK_CAPTURE(BM_MisereQuotient, row_0_777, "0.777")
    ->Arg(300)
    ->Arg(1000)
    ->ArgName("heaps")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MisereQuotient, kayles_0_77, "0.77")
    ->Arg(120)
    ->ArgName("heaps")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MisereQuotient, dawsons_kayles_0_07, "0.07")
    ->Arg(30)
    ->Arg(33)
    ->ArgName("heaps")
    ->Unit(benchmark::kMillisecond);

// The outcome of a sum of 20 heaps from a kept quotient: the look-ups a game makes per option.
void BM_MisereQuotientOutcome(benchmark::State& state) {
    const MisereQuotient quotient =
        compute_misere_quotient(*parse_octal_code("0.777").code, 300).value();
    std::vector<int> heaps;
    for (int i = 0; i < 20; ++i) {
        heaps.push_back((37 * i + 11) % 301);
    }
    for (auto _ : state) {
        benchmark::DoNotOptimize(quotient.player_to_move_loses(heaps));
    }
}
BENCHMARK(BM_MisereQuotientOutcome);

}  // namespace
}  // namespace marienbad
