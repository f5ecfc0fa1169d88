// Fuzz target: each option value parser, on any text. The first byte chooses the parser, the rest
// is the value: pile lists and pile arguments, banned cells and pawns' cells (through `solve grid`,
// with the board's checks), row positions (through `solve row`), octal codes, heap lists, seeds,
// probabilities, whole numbers in a range, and the named choices. A value is taken or refused
// with a UsageError of one short line; nothing else may happen.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "games/common_parameters.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_options.hpp"
#include "games/option_values.hpp"
#include "games/row/row_game.hpp"
#include "games/usage_error.hpp"
#include "reports/octal_command.hpp"

namespace marienbad {
namespace {

// `solve GAME` with `values` given, its report run.
void solve(const ReportCommand& command,
           const std::vector<std::pair<std::string, std::string>>& values) {
    ParameterValues parameters(command.parameters);
    for (const auto& [name, value] : values) {
        parameters.give(name, value);
    }
    command.report(parameters, {});
}

void parse(std::uint8_t parser, const std::string& value) {
    switch (parser % 12) {
        case 0:
            check_piles("--piles", parse_pile_list("--piles", value), 20, 35);
            break;
        case 1:
            // The words of a shell's arguments.
            parse_pile_arguments(fuzzing::split_at(value, ' '));
            break;
        case 2:
            solve(GridGame::solve_command(), {{"--rows", "7"}, {"--cols", "6"}, {"--ban", value}});
            break;
        case 3:
            solve(GridGame::solve_command(), {{"--rows", "9"}, {"--cols", "9"}, {"--at", value}});
            break;
        case 4:
            solve(RowGame::solve_command(), {{"--position", value}});
            break;
        case 5:
            parse_octal_code_option("octal", value);
            break;
        case 6:
            parse_pile_list("--heaps", value);
            break;
        case 7:
            parse_seed("--seed", value);
            break;
        case 8:
            parse_probability("--difficulty", value);
            break;
        case 9:
            parse_int_value("--columns", value, 1, 20);
            break;
        case 10:
            parse_players_mode("--players", value);
            parse_first_player("--first", value);
            break;
        default:
            parse_ui("--ui", value);
            parse_language_option("--lang", value);
            break;
    }
}

}  // namespace
}  // namespace marienbad

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    marienbad::fuzzing::prepare_process();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const std::string value(marienbad::fuzzing::text_of(data + 1, size - 1));
    try {
        marienbad::parse(data[0], value);
    } catch (const marienbad::UsageError& error) {
        marienbad::fuzzing::check_refusal(error.what(), "option value");
    }
    return 0;
}
