// The options of `misere` and their checks.
#include "app/misere_command_line.hpp"

#include "app/octal_command_line.hpp"
#include "app/option_values.hpp"
#include "app/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

void add_misere_options(CLI::App& command, RawMisereOptions& raw) {
    raw.code_option = command.add_option(
        "code", raw.code, tr("the octal code: 0.777 (the row), 0.77 (Kayles), 0.07, 0.75"));
    raw.code_option->type_name("CODE");
    raw.heaps_option = command.add_option(
        "--heaps", raw.heaps,
        trf("the quotient of every sum of heaps of 0 to N tokens, N from 0 to {0}",
            k_misere_max_heap));
    raw.heaps_option->type_name("N");
    raw.budget_option =
        command.add_option("--budget", raw.budget,
                           trf("the most elements the quotient may have, 2 to {0} (default {1})",
                               k_misere_max_budget, k_default_quotient_budget));
    raw.budget_option->type_name("B");
    command.add_flag("--json", raw.json, tr("print one JSON object"));
}

MisereOptions convert_misere_options(const RawMisereOptions& raw) {
    MisereOptions options;
    if (raw.code_option->count() == 0) {
        throw UsageError(tr("misere: give a code, e.g. misere 0.07 --heaps 30"));
    }
    options.code = parse_octal_code_option("misere", raw.code);
    if (raw.heaps_option->count() == 0) {
        throw UsageError(tr("misere: give --heaps N, the largest heap of the sums"));
    }
    options.heaps = parse_int_value("--heaps", raw.heaps, 0, k_misere_max_heap);
    if (raw.budget_option->count() > 0) {
        options.budget = static_cast<std::size_t>(
            parse_int_value("--budget", raw.budget, 2, k_misere_max_budget));
    }
    options.json = raw.json;
    return options;
}

}  // namespace marienbad
