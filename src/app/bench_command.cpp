// The fixed workloads of `marienbad bench`, their timings and their signature.
#include "app/bench_command.hpp"

#include <fmt/format.h>

#include <chrono>

#include "i18n/i18n.hpp"
#include "reports/game_tools.hpp"
#include "reports/octal_workloads.hpp"

namespace marienbad {

std::string run_bench() {
    // The positions are drawn before any clock starts: only the solvers are timed. Each game's
    // workloads in the list's order, then the octal-game theory's.
    std::vector<Workload> workloads;
    std::vector<std::vector<Workload>> parts;
    for (const GameTools* tools : game_tools()) {
        parts.push_back(tools->workloads());
    }
    parts.push_back(octal_workloads());
    parts.push_back(misere_workloads());
    for (auto& part : parts) {
        for (auto& workload : part) {
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
