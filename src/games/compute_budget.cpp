// The report commands' time limit, memory budget, progress line and messages.
#include "games/compute_budget.hpp"

#include <chrono>

#include "i18n/i18n.hpp"

namespace marienbad {

ParameterSpec time_limit_parameter() {
    return {"--time-limit",
            ParameterKind::number,
            trf("stop computing after S seconds, 1 to {0} (default {1})", k_max_time_limit_seconds,
                k_default_time_limit_seconds),
            "S",
            1,
            k_max_time_limit_seconds,
            k_default_time_limit_seconds};
}

ComputeLimit compute_limit_of(const ParameterValues& values, const ReportContext& context,
                              std::function<std::string(const ComputeProgress&)> describe) {
    ComputeLimit::Budget budget;
    budget.time = std::chrono::seconds(values.number("--time-limit"));
    budget.memory_bytes = k_memory_budget_bytes;
    ComputeLimit::Watcher watcher;
    if (context.show_progress) {
        watcher = [show = context.show_progress,
                   describe = std::move(describe)](const ComputeProgress& progress) {
            const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(progress.elapsed);
            show(trf("{0}, {1} s", describe(progress), seconds.count()));
        };
    }
    return ComputeLimit(budget, std::move(watcher));
}

std::string limit_reached_message(std::string_view command, const ComputeLimitReached& reached,
                                  const ComputeLimit& limit, const std::string& where,
                                  const std::string& advice) {
    if (reached.spent() == ComputeBudget::memory) {
        return trf("{0}: stopped at {1}, past the memory budget of {2} MiB: {3}", command, where,
                   limit.budget().memory_bytes >> 20U, advice);
    }
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(limit.budget().time);
    return trf(
        "{0}: stopped after {1} s of computing, at {2}: {3}, or give a larger --time-limit (up to "
        "{4})",
        command, seconds.count(), where, advice, k_max_time_limit_seconds);
}

}  // namespace marienbad
