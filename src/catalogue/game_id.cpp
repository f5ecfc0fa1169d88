// Game ids read and written: the game's name here, its fields by the game.
#include "catalogue/game_id.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "catalogue/catalogue.hpp"
#include "core/excerpt.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The characters an id may hold: none is special in an address's fragment or to a shell.
bool is_id_character(char character) {
    return (character >= 'a' && character <= 'z') || (character >= '0' && character <= '9') ||
           character == ':' || character == ',' || character == '+' || character == '=';
}

std::string game_names() {
    std::vector<std::string> names;
    for (const Game* game : games()) {
        names.push_back(game->name());
    }
    return fmt::format("{}", fmt::join(names, ", "));
}

}  // namespace

IdentifiedGame parse_game_id(std::string_view given) {
    // Spaces and line ends around it: an id copied with the end of its line.
    const std::size_t first = given.find_first_not_of(" \t\r\n");
    const std::string_view trimmed =
        first == std::string_view::npos
            ? std::string_view()
            : given.substr(first, given.find_last_not_of(" \t\r\n") - first + 1);
    const auto refuse = [&](const std::string& why) {
        throw UsageError(trf("'{0}' is not a game id: {1}", excerpt(trimmed), why));
    };
    if (trimmed.empty()) {
        refuse(tr("it is empty"));
    }
    if (trimmed.size() > k_game_id_max_characters) {
        refuse(trf("it is longer than {0} characters", k_game_id_max_characters));
    }
    std::string id(trimmed);
    for (std::size_t at = 0; at < id.size(); ++at) {
        if (id[at] >= 'A' && id[at] <= 'Z') {
            id[at] = static_cast<char>(id[at] - 'A' + 'a');
        }
        if (!is_id_character(id[at])) {
            refuse(trf("it holds '{0}' (an id holds letters, digits and : , + = only)",
                       character_at(trimmed, at)));
        }
    }
    const std::size_t colon = id.find(':');
    const std::string name = id.substr(0, colon);
    const Game* game = find_game(name);
    if (game == nullptr) {
        refuse(trf("it starts with the game's name, one of {0}, then ':'", game_names()));
    }
    try {
        return {game, game->setup_from_id(colon == std::string::npos
                                              ? std::string_view()
                                              : std::string_view(id).substr(colon + 1))};
    } catch (const UsageError& error) {
        refuse(error.what());
    }
    return {};  // not reached: refuse throws
}

std::string game_id(const AnySetup& setup) {
    return game_of(setup).id(setup);
}

std::string game_id_now(const GameSession& session) {
    return session.is_over() ? game_id(session.setup()) : game_id(session.setup_now());
}

}  // namespace marienbad
