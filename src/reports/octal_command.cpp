// `octal CODE [--count N]`: an octal game's values (without --count, until they prove a period),
// as JSON or as text (the values wrapped in lines, each line headed by the heap size of its first
// value, then the period if proved; the text shows at most the preperiod and one period, or the
// first values, unless --all); a code that parse_octal_code refuses is reported on one line that
// says what is wrong and where.
#include "reports/octal_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/excerpt.hpp"
#include "games/compute_budget.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "octal/octal_game.hpp"

namespace marienbad {
namespace {

// The most values `octal` computes: 2^20, about a second for 0.777; a code whose values are rarely
// rare takes the square of the count and meets the time limit (games/compute_budget.hpp).
constexpr int k_octal_max_count = 1 << 20;
// The most values the text shows without --all: about a screenful (10 lines of 20 values under
// 100, 20 lines of 10 larger ones).
constexpr int k_summary_most_values = 200;

// What is wrong with the text of a code, for a person: the fault and its place (1-based),
// after the command's name.
std::string octal_code_problem_message(std::string_view text, const OctalCodeParse& parse,
                                       std::string_view command) {
    const std::size_t at = parse.error_at;
    const std::string character = character_at(text, at);
    const auto place = static_cast<long long>(at + 1);
    std::string problem;
    switch (parse.error) {
        case OctalCodeError::none:
            return {};
        case OctalCodeError::empty:
            problem = tr("the code is empty");
            break;
        case OctalCodeError::unexpected_character:
            problem =
                trf("'{0}' (character {1}) is neither a digit nor the point", character, place);
            break;
        case OctalCodeError::not_octal_digit:
            problem = trf("'{0}' (character {1}) is not an octal digit, 0 to 7", character, place);
            break;
        case OctalCodeError::missing_point:
            problem = tr("the point is missing: write 0.777, not 777");
            break;
        case OctalCodeError::several_digits_before_point:
            problem = trf("'{0}' (character {1}): one digit at most comes before the point",
                          character, place);
            break;
        case OctalCodeError::bad_digit_before_point:
            problem = trf("'{0}' (character {1}): the digit before the point must be 0 or 4",
                          character, place);
            break;
        case OctalCodeError::no_digit_after_point:
            problem = tr("no digit after the point");
            break;
        case OctalCodeError::too_many_digits:
            problem = trf("more than {0} digits after the point", k_octal_max_digits);
            break;
    }
    return trf("{0}: '{1}' is not an octal code: {2}", command, excerpt(text), problem);
}

std::string json_report(const OctalCode& code, const OctalAnalysis& analysis) {
    nlohmann::ordered_json report;
    report["code"] = to_string(code);
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
    int per_line = std::max(1, (k_report_line_width - heap_width - 1) / (value_width + 1));
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

std::string period_text(const OctalAnalysis& analysis) {
    if (analysis.period) {
        return trf("Period {0} from heap {1} (proved by the octal periodicity theorem).\n",
                   *analysis.period, *analysis.preperiod);
    }
    const auto count = static_cast<long long>(analysis.values.size());
    return ntrf("No period proved within {0} value.\n", "No period proved within {0} values.\n",
                count, count);
}

// Every value computed, then the period if proved.
std::string full_text_report(const OctalCode& code, const OctalAnalysis& analysis) {
    const auto count = static_cast<long long>(analysis.values.size());
    std::string text =
        trf("Octal game {0}: {1} (the heap size starts each line)\n", to_string(code),
            ntrf("{0} value, G(0)", "{0} values, G(0) to G({1})", count, count, count - 1));
    text += values_text(analysis.values);
    return text + period_text(analysis);
}

// How many values the text shows without --all: up to the end of the first period after the
// preperiod when a period is proved (every later value repeats one of them), at most
// k_summary_most_values.
std::size_t summary_count(const OctalAnalysis& analysis) {
    std::size_t shown = analysis.values.size();
    if (analysis.period) {
        shown = std::min(shown, static_cast<std::size_t>(*analysis.preperiod + *analysis.period));
    }
    return std::min(shown, static_cast<std::size_t>(k_summary_most_values));
}

// The first values, the period if proved, and how to see them all.
std::string summary_text_report(const OctalCode& code, const OctalAnalysis& analysis,
                                std::size_t shown) {
    const auto count = static_cast<long long>(analysis.values.size());
    const auto last_shown = static_cast<long long>(shown) - 1;
    std::string text = trf("Octal game {0}: {1}.\n", to_string(code),
                           ntrf("{0} value computed, G(0)", "{0} values computed, G(0) to G({1})",
                                count, count, count - 1));
    const bool whole_period =
        analysis.period &&
        shown == static_cast<std::size_t>(*analysis.preperiod + *analysis.period);
    text +=
        whole_period
            ? trf("The preperiod and one period, G(0) to G({0}) (heap size first on each line):\n",
                  last_shown)
            : trf("The first {0} values, G(0) to G({1}) (heap size first on each line):\n",
                  last_shown + 1, last_shown);
    text += values_text(std::vector<int>(
        analysis.values.begin(), analysis.values.begin() + static_cast<std::ptrdiff_t>(shown)));
    text += period_text(analysis);
    return text + trf("--all prints all {0} values, as --json does.\n", count);
}

std::string text_report(const OctalCode& code, const OctalAnalysis& analysis, bool all) {
    const std::size_t shown = summary_count(analysis);
    return all || shown == analysis.values.size() ? full_text_report(code, analysis)
                                                  : summary_text_report(code, analysis, shown);
}

std::string octal_report(const ParameterValues& values, const ReportContext& context) {
    if (!values.given("code")) {
        throw UsageError(tr("octal: give a code, e.g. octal 0.777 --count 100"));
    }
    const OctalCode code = parse_octal_code_option("octal", values.text("code"));
    // Without --count, what a person asks of a code: its values until they prove a period, as
    // many as --count's default at most.
    const bool until_periodic = values.flag("--until-periodic") || !values.given("--count");
    const int count = values.number("--count");
    ComputeLimit limit =
        compute_limit_of(values, context, [&code, count](const ComputeProgress& progress) {
            return trf("octal {0}: G({1}) of {2}", to_string(code), progress.done, count);
        });
    OctalAnalysis analysis;
    try {
        analysis = until_periodic ? analyse_octal_game_until_periodic(code, count, &limit)
                                  : analyse_octal_game(code, count, &limit);
    } catch (const ComputeLimitReached& reached) {
        const std::uint64_t at = reached.at().done;
        throw UsageError(
            limit_reached_message("octal", reached, limit, trf("G({0})", at),
                                  at > 0 ? trf("--count {0} gives the values computed so far", at)
                                         : tr("ask for another code")));
    }
    return values.flag("--json") ? json_report(code, analysis)
                                 : text_report(code, analysis, values.flag("--all"));
}

}  // namespace

ParameterSpec octal_code_parameter() {
    return {"code", ParameterKind::argument,
            tr("the octal code: 0.777 (the row), 0.77 (Kayles), 0.07, 0.75"), "CODE"};
}

OctalCode parse_octal_code_option(std::string_view command, std::string_view text) {
    const OctalCodeParse parse = parse_octal_code(text);
    if (!parse.code) {
        throw UsageError(octal_code_problem_message(text, parse, command));
    }
    return *parse.code;
}

ReportCommand octal_command() {
    return {
        "octal",
        tr("the values of an octal game and their period: octal 0.77 --count 200"),
        {{"code", ParameterKind::argument, tr("the code: 0.777 (the row), 0.77 (Kayles), 0.07"),
          "CODE"},
         {"--count", ParameterKind::number,
          trf("how many values, G(0) to G(N-1), 1 to {0} (with --until-periodic, the most "
              "computed; without --count, the values until they prove a period, {0} at most)",
              k_octal_max_count),
          "N", 1, k_octal_max_count, k_octal_max_count},
         {"--until-periodic", ParameterKind::flag, tr("stop as soon as the values prove a period")},
         {"--all", ParameterKind::flag,
          trf("print every value computed (else the text stops after the first period, or {0} "
              "values)",
              k_summary_most_values)},
         {"--json", ParameterKind::flag, tr("print one JSON object, every value in it")},
         time_limit_parameter()},
        octal_report};
}

}  // namespace marienbad
