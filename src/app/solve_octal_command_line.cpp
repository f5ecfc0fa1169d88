// The options of `solve octal` and their checks: a code, 1 to k_solve_octal_max_heaps heaps, each
// within what the convention's method computes quickly.
#include "app/solve_octal_command_line.hpp"

#include <algorithm>

#include "app/misere_options.hpp"
#include "app/octal_command_line.hpp"
#include "app/option_values.hpp"
#include "app/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

void add_solve_octal_options(CLI::App& command, RawSolveOctalOptions& raw) {
    raw.code_option = command.add_option(
        "code", raw.code, tr("the octal code: 0.777 (the row), 0.77 (Kayles), 0.07, 0.75"));
    raw.code_option->type_name("CODE");
    raw.heaps_option = command.add_option(
        "--heaps", raw.heaps,
        trf("the sizes of the heaps, e.g. 3,5,7: 1 to {0} heaps of 0 to {1} tokens (misère "
            "play: 0 to {2})",
            k_solve_octal_max_heaps, k_solve_octal_max_normal_heap, k_misere_max_heap));
    raw.heaps_option->type_name("3,5,7");
    command.add_flag("--misere", raw.misere,
                     tr("misère play: whoever makes the last move loses (default: normal play)"));
    command.add_flag("--json", raw.json, tr("print one JSON object"));
}

SolveOctalOptions convert_solve_octal_options(const RawSolveOctalOptions& raw) {
    SolveOctalOptions options;
    if (raw.code_option->count() == 0) {
        throw UsageError(tr("solve octal: give a code, e.g. solve octal 0.77 --heaps 3,5,7"));
    }
    options.code = parse_octal_code_option("solve octal", raw.code);
    if (raw.heaps_option->count() == 0) {
        throw UsageError(tr("solve octal: give --heaps, the sizes of the heaps, e.g. 3,5,7"));
    }
    options.convention = raw.misere ? Convention::misere : Convention::normal;
    options.heaps = parse_pile_list("--heaps", raw.heaps);
    if (std::ssize(options.heaps) > k_solve_octal_max_heaps) {
        throw UsageError(trf("--heaps: at most {0} heaps ({1} given)", k_solve_octal_max_heaps,
                             options.heaps.size()));
    }
    if (*std::min_element(options.heaps.begin(), options.heaps.end()) < 0) {
        throw UsageError(tr("--heaps: a heap cannot hold fewer than 0 tokens"));
    }
    const int largest = *std::max_element(options.heaps.begin(), options.heaps.end());
    if (options.convention == Convention::misere && largest > k_misere_max_heap) {
        throw UsageError(
            trf("--heaps: a heap of {0} tokens is more than {1}, the largest solved in misère play "
                "(normal play: up to {2})",
                largest, k_misere_max_heap, k_solve_octal_max_normal_heap));
    }
    if (largest > k_solve_octal_max_normal_heap) {
        throw UsageError(trf("--heaps: a heap of {0} tokens is more than {1}, the largest solved",
                             largest, k_solve_octal_max_normal_heap));
    }
    options.json = raw.json;
    return options;
}

}  // namespace marienbad
