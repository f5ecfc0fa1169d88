// `play ID` read into a game, and `solve ID` into its game's `solve` command.
#include "app/game_id_commands.hpp"

#include <algorithm>

#include "app/command_line.hpp"
#include "catalogue/game_id.hpp"
#include "core/excerpt.hpp"
#include "games/common_parameters.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "reports/game_tools.hpp"

namespace marienbad {
namespace {

constexpr const char* k_id_parameter = "id";

// The options the program and the menu take before a command, those that take a value: what
// precedes the command's name is skipped with them.
bool takes_a_value(std::string_view option) {
    if (option == "--lang") {
        return true;
    }
    const std::vector<ParameterSpec> menu = menu_parameters();
    return std::any_of(menu.begin(), menu.end(), [&](const ParameterSpec& spec) {
        return spec.name == option &&
               (spec.kind == ParameterKind::number || spec.kind == ParameterKind::text);
    });
}

}  // namespace

std::string play_command_help() {
    return tr("play the position a game id names, as every interface shows it (\"Game id: ...\")");
}

std::vector<ParameterSpec> play_command_parameters() {
    std::vector<ParameterSpec> specs{{.name = k_id_parameter,
                                      .kind = ParameterKind::argument,
                                      .help = tr("the game id: the game's name, then its position "
                                                 "and rules, as the guide writes them"),
                                      .value_name = "ID",
                                      .required = true}};
    for (ParameterSpec& common : common_game_parameters()) {
        specs.push_back(std::move(common));
    }
    return specs;
}

PlayById play_by_id(const ParameterValues& values) {
    IdentifiedGame identified = parse_game_id(values.text(k_id_parameter));
    const GameDescription& game = identified.game->description();
    ParameterValues played(play_parameters(game));
    for (const ParameterSpec& spec : values.specs()) {
        if (spec.name != k_id_parameter && values.given(spec.name)) {
            played.give_all(spec.name, values.texts(spec.name));
        }
    }
    return {&game, std::move(identified.setup), std::move(played)};
}

std::vector<std::string> with_solve_id_expanded(std::vector<std::string> arguments) {
    for (std::size_t i = 1; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        if (argument.starts_with("-")) {
            if (argument.find('=') == std::string::npos && takes_a_value(argument)) {
                ++i;
            }
            continue;
        }
        // The command: `solve`, then an id rather than a game's name?
        if (argument != "solve" || i + 1 >= arguments.size() ||
            arguments[i + 1].find(':') == std::string::npos || arguments[i + 1].starts_with("-")) {
            return arguments;
        }
        for (std::size_t after = i + 2; after < arguments.size(); ++after) {
            if (arguments[after] != "--json" && arguments[after] != "--explain") {
                throw UsageError(
                    trf("solve {0}: '{1}' cannot follow a game id (only --json and "
                        "--explain can)",
                        excerpt(arguments[i + 1]), excerpt(arguments[after])));
            }
        }
        const IdentifiedGame identified = parse_game_id(arguments[i + 1]);
        std::vector<std::string> solve =
            tools_of(*identified.game).solve_arguments(identified.setup);
        solve.insert(solve.begin(), identified.game->name());
        arguments.erase(arguments.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        arguments.insert(arguments.begin() + static_cast<std::ptrdiff_t>(i) + 1, solve.begin(),
                         solve.end());
        return arguments;
    }
    return arguments;
}

}  // namespace marienbad
