// The fixed workloads of `marienbad bench`, their timings and their signature.
#include "app/bench_command.hpp"

#include <fmt/format.h>

#include <chrono>

#include "i18n/i18n.hpp"
#include "workloads/workloads.hpp"

namespace marienbad {

std::string run_bench() {
    // The positions are drawn before any clock starts: only the solvers are timed.
    std::vector<Workload> workloads = nim_workloads();
    for (auto more : {grid_workloads(), row_workloads(), octal_workloads(), misere_workloads()}) {
        for (auto& workload : more) {
            workloads.push_back(std::move(workload));
        }
    }
    std::string report = fmt::format("{:<26}{:>12}{:>14}{:>14}\n", tr("workload"), tr("items"),
                                     tr("time (ms)"), tr("µs per item"));
    Signature signature;
    double total_ms = 0.0;
    for (const auto& workload : workloads) {
        const auto start = std::chrono::steady_clock::now();
        const long long items = workload.run(signature);
        const std::chrono::duration<double, std::milli> elapsed =
            std::chrono::steady_clock::now() - start;
        total_ms += elapsed.count();
        report +=
            fmt::format("{:<26}{:>12}{:>14.1f}{:>14.3f}\n", workload.name, items, elapsed.count(),
                        1000.0 * elapsed.count() / static_cast<double>(items));
    }
    report += fmt::format("{:<26}{:>12}{:>14.1f}\n", tr("total"), "", total_ms);
    report += trf("Signature: {0:016x}\n", signature.value());
    return report;
}

}  // namespace marienbad
