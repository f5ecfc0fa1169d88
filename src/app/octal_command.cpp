// Computes an octal game's values and reports them as JSON or as text: the values wrapped in
// lines, each line headed by the heap size of its first value, then the period if proved.
#include "app/octal_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "i18n/i18n.hpp"
#include "solvers/octal_game.hpp"

namespace marienbad {
namespace {

// The widest a line of values gets, heap size included.
constexpr int k_line_width = 72;

std::string json_report(const OctalOptions& options, const OctalAnalysis& analysis) {
    nlohmann::ordered_json report;
    report["code"] = to_string(options.code);
    report["count"] = analysis.values.size();
    report["values"] = analysis.values;
    if (analysis.period) {
        report["preperiod"] = *analysis.preperiod;
        report["period"] = *analysis.period;
    }
    return report.dump() + "\n";
}

int digits(long long value) {
    return static_cast<int>(fmt::formatted_size("{}", value));
}

std::string values_text(const std::vector<int>& values) {
    const int value_width = digits(*std::max_element(values.begin(), values.end()));
    const int heap_width = digits(static_cast<long long>(values.size()) - 1);
    // Lines of a round number of values when ten or more fit.
    int per_line = std::max(1, (k_line_width - heap_width - 1) / (value_width + 1));
    if (per_line >= 10) {
        per_line -= per_line % 10;
    }
    std::string text;
    for (std::size_t first = 0; first < values.size();
         first += static_cast<std::size_t>(per_line)) {
        text += fmt::format("{:>{}}:", first, heap_width);
        const std::size_t end = std::min(values.size(), first + static_cast<std::size_t>(per_line));
        for (std::size_t heap = first; heap < end; ++heap) {
            text += fmt::format(" {:>{}}", values[heap], value_width);
        }
        text += '\n';
    }
    return text;
}

std::string text_report(const OctalOptions& options, const OctalAnalysis& analysis) {
    const auto count = static_cast<long long>(analysis.values.size());
    std::string text =
        trf("Octal game {0}: {1} (the heap size starts each line)\n", to_string(options.code),
            ntrf("{0} value, G(0)", "{0} values, G(0) to G({1})", count, count, count - 1));
    text += values_text(analysis.values);
    if (analysis.period) {
        text += trf("Period {0} from heap {1} (proved by the octal periodicity theorem).\n",
                    *analysis.period, *analysis.preperiod);
    } else {
        text += ntrf("No period proved within {0} value.\n",
                     "No period proved within {0} values.\n", count, count);
    }
    return text;
}

}  // namespace

std::string octal_report(const OctalOptions& options) {
    const OctalAnalysis analysis =
        options.until_periodic ? analyse_octal_game_until_periodic(options.code, options.count)
                               : analyse_octal_game(options.code, options.count);
    return options.json ? json_report(options, analysis) : text_report(options, analysis);
}

}  // namespace marienbad
