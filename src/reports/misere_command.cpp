// Computes a misère quotient and reports it: as JSON (elements numbered, the multiplication
// table) or as text (words in the generators a, b, c, ... with exponents, as the papers write
// them: a² = 1, b³ = b, bc = ab).
#include "reports/misere_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <vector>

#include "games/compute_budget.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "octal/misere_quotient.hpp"
#include "reports/octal_command.hpp"
#include "text/quotient_words.hpp"

namespace marienbad {
namespace {

std::string element_text(const MisereQuotient& quotient, int element, bool carets) {
    return word_text(quotient.normal_form(element), carets);
}

std::string json_report(const MisereOptions& options, const MisereQuotient& quotient) {
    nlohmann::ordered_json report;
    report["code"] = to_string(options.code);
    report["heaps"] = options.heaps;
    report["order"] = quotient.order();
    report["p_portion"] = quotient.losing_elements();
    std::vector<int> heap_elements;
    for (int heap = 0; heap <= quotient.max_heap(); ++heap) {
        heap_elements.push_back(quotient.heap_element(heap));
    }
    report["heap_elements"] = heap_elements;
    std::vector<std::string> elements;
    for (int x = 0; x < quotient.order(); ++x) {
        elements.push_back(element_text(quotient, x, true));
    }
    report["elements"] = elements;
    report["generators"] = nlohmann::ordered_json::array();
    for (std::size_t g = 0; g < quotient.generator_heaps().size(); ++g) {
        report["generators"].push_back(
            {{"name", generator_name(g)}, {"heap", quotient.generator_heaps()[g]}});
    }
    report["relations"] = nlohmann::ordered_json::array();
    for (const QuotientRelation& relation : quotient.relations()) {
        report["relations"].push_back(
            {word_text(relation.lhs, true), word_text(relation.rhs, true)});
    }
    report["expansion_heaps"] = quotient.expansion_heaps();
    nlohmann::ordered_json table = nlohmann::ordered_json::array();
    std::vector<int> row(static_cast<std::size_t>(quotient.order()));
    for (int x = 0; x < quotient.order(); ++x) {
        for (int y = 0; y < quotient.order(); ++y) {
            row[static_cast<std::size_t>(y)] = quotient.product(x, y);
        }
        table.push_back(row);
    }
    report["table"] = std::move(table);
    return report.dump() + "\n";
}

// The columns a text takes on a terminal: one per character, superscripts included.
int display_width(const std::string& text) {
    return static_cast<int>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0U) != 0x80U;
    }));
}

// Items after a heading, separated by ", " and wrapped at k_report_line_width, continued lines
// indented by two spaces.
std::string wrapped_list(const std::string& heading, const std::vector<std::string>& items) {
    std::string text = heading;
    int column = display_width(heading);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string item = items[i] + (i + 1 < items.size() ? "," : "");
        const int width = display_width(item);
        if (column + 1 + width > k_report_line_width && column > 2) {
            text += "\n ";
            column = 1;
        }
        text += " " + item;
        column += 1 + width;
    }
    return text + "\n";
}

// The element of each heap, in lines headed by the heap of their first element.
std::string heap_elements_text(const MisereQuotient& quotient) {
    std::vector<std::string> words;
    int word_width = 1;
    for (int heap = 0; heap <= quotient.max_heap(); ++heap) {
        words.push_back(element_text(quotient, quotient.heap_element(heap), false));
        word_width = std::max(word_width, display_width(words.back()));
    }
    const int heap_width = static_cast<int>(std::to_string(quotient.max_heap()).size());
    int per_line = std::max(1, (k_report_line_width - heap_width - 1) / (word_width + 1));
    if (per_line >= 10) {
        per_line -= per_line % 10;
    }
    std::string text;
    for (std::size_t first = 0; first < words.size(); first += static_cast<std::size_t>(per_line)) {
        text += fmt::format("{:>{}}:", first, heap_width);
        const std::size_t end = std::min(words.size(), first + static_cast<std::size_t>(per_line));
        for (std::size_t heap = first; heap < end; ++heap) {
            const std::string& word = words[heap];
            text += " " + word +
                    std::string(static_cast<std::size_t>(word_width - display_width(word)), ' ');
        }
        while (!text.empty() && text.back() == ' ') {
            text.pop_back();
        }
        text += '\n';
    }
    return text;
}

std::string text_report(const MisereOptions& options, const MisereQuotient& quotient) {
    const auto order = static_cast<long long>(quotient.order());
    const auto losing = static_cast<long long>(quotient.losing_elements().size());
    std::string text =
        trf("Misère quotient of the octal game {0}, sums of heaps of 0 to {1}\n",
            to_string(options.code), ntrf("{0} token", "{0} tokens", options.heaps, options.heaps));
    text += trf("Order {0}, {1}; proved for every such sum.\n", order,
                ntrf("{0} P-position (losing element)", "{0} P-positions (losing elements)", losing,
                     losing));
    std::vector<std::string> generators;
    for (std::size_t g = 0; g < quotient.generator_heaps().size(); ++g) {
        generators.push_back(
            trf("{0} = heap {1}", generator_name(g), quotient.generator_heaps()[g]));
    }
    if (generators.empty()) {
        text += tr("No generator: every heap is the identity 1.\n");
    } else {
        text += wrapped_list(tr("Generators:"), generators);
    }
    std::vector<std::string> relations;
    for (const QuotientRelation& relation : quotient.relations()) {
        relations.push_back(word_text(relation.lhs, false) + " = " +
                            word_text(relation.rhs, false));
    }
    if (!relations.empty()) {
        text += wrapped_list(tr("Relations:"), relations);
    }
    std::vector<std::string> p_portion;
    for (const int x : quotient.losing_elements()) {
        p_portion.push_back(element_text(quotient, x, false));
    }
    if (p_portion.empty()) {
        text += tr("P-portion: none (no heap has a move: the player to move always wins)\n");
    } else {
        text += wrapped_list(tr("P-portion:"), p_portion);
    }
    std::vector<std::string> changes;
    for (const int heap : quotient.expansion_heaps()) {
        changes.push_back(std::to_string(heap));
    }
    if (!changes.empty()) {
        text += wrapped_list(tr("Heaps where the quotient changed:"), changes);
    }
    text += tr("The element of each heap (the heap starts each line):\n");
    text += heap_elements_text(quotient);
    return text;
}

// What helps when the quotient passes the budget, decided here alone from the budget and the
// largest one --budget takes: fewer heaps always (the quotient is proved to the heap before
// the stop, within this budget), a larger budget only while one is allowed.
std::string past_budget_advice(std::size_t budget, int last_proved_heap) {
    if (budget < static_cast<std::size_t>(k_misere_max_budget)) {
        return trf("ask for --heaps {0} or fewer, or try a larger --budget, up to {1}",
                   last_proved_heap, k_misere_max_budget);
    }
    return trf("{0} is the largest --budget: ask for --heaps {1} or fewer, or another code",
               k_misere_max_budget, last_proved_heap);
}

std::string misere_report(const MisereOptions& options, ComputeLimit& limit) {
    std::optional<QuotientStop> stop;
    std::optional<MisereQuotient> quotient;
    try {
        quotient =
            compute_misere_quotient(options.code, options.heaps, options.budget, &stop, &limit);
    } catch (const ComputeLimitReached& reached) {
        const auto heap = static_cast<int>(reached.at().done);
        throw UsageError(limit_reached_message(
            "misere", reached, limit, trf("heap {0}", heap),
            heap > 0 ? trf("ask for --heaps {0} or fewer", heap - 1) : tr("ask for another code")));
    }
    if (!quotient) {
        throw UsageError(
            trf("misere: no quotient of {0} within the budget of {1} elements at heap {2} (to heap "
                "{3} it has {4}); {5}",
                to_string(options.code), options.budget, stop->heap, stop->heap - 1,
                stop->proved_order, past_budget_advice(options.budget, stop->heap - 1)));
    }
    return options.json ? json_report(options, *quotient) : text_report(options, *quotient);
}

std::string misere_command_report(const ParameterValues& values, const ReportContext& context) {
    MisereOptions options;
    if (!values.given("code")) {
        throw UsageError(tr("misere: give a code, e.g. misere 0.07 --heaps 30"));
    }
    options.code = parse_octal_code_option("misere", values.text("code"));
    if (!values.given("--heaps")) {
        throw UsageError(tr("misere: give --heaps N, the largest heap of the sums"));
    }
    options.heaps = values.number("--heaps");
    options.budget = static_cast<std::size_t>(values.number("--budget"));
    options.json = values.flag("--json");
    ComputeLimit limit =
        compute_limit_of(values, context, [&options](const ComputeProgress& progress) {
            return trf("misere {0}: heap {1} of {2}", to_string(options.code), progress.done,
                       options.heaps);
        });
    return misere_report(options, limit);
}

}  // namespace

ReportCommand misere_command() {
    return {"misere",
            tr("the misère quotient of an octal game, proved: misere 0.07 --heaps 30"),
            {octal_code_parameter(),
             {"--heaps", ParameterKind::number,
              trf("the quotient of every sum of heaps of 0 to N tokens, N from 0 to {0}",
                  k_misere_max_heap),
              "N", 0, k_misere_max_heap},
             {"--budget", ParameterKind::number,
              trf("the most elements the quotient may have, 2 to {0} (default {1})",
                  k_misere_max_budget, k_default_quotient_budget),
              "B", 2, k_misere_max_budget, static_cast<int>(k_default_quotient_budget)},
             {"--json", ParameterKind::flag, tr("print one JSON object")},
             time_limit_parameter()},
            misere_command_report};
}

}  // namespace marienbad
