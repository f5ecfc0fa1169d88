// The matchstick row's id (docs/guide.md, "Game ids"): the places from place 0, 1 a match and 0 an
// empty place, then the most a move takes when it is not handout 004's 3 and the rules when they
// are normal play, "row:1101110:take=4:normal"; read back against a game's length (200 places).
// A position reached in a game is a setup of its own: the places as they are, the same rules.
#include "core/excerpt.hpp"
#include "games/id_fields.hpp"
#include "games/row/row_game.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

std::string RowGame::id(const RowSetup& setup) {
    std::string id = "row:" + setup.start.pattern();
    if (setup.max_take != k_row_default_max_take) {
        id += ":take=" + std::to_string(setup.max_take);
    }
    return id + id_convention_text(setup.convention, Convention::misere);
}

RowSetup RowGame::setup_from_id(std::string_view text) {
    IdFields fields(text);
    const std::string_view pattern =
        fields.first(tr("the places are missing (1 a match, 0 an empty place, such as 1101110)"));
    const RowPatternParse parse = parse_row_pattern(pattern);
    if (!parse.ok()) {
        throw UsageError(trf(
            "the places: '{0}' is not a row of 1 to {1} places (1 a match, 0 an empty place) with "
            "a match",
            excerpt(pattern), k_row_max_length));
    }
    int max_take = k_row_default_max_take;
    if (const auto take = fields.value("take")) {
        max_take = parse_int_value(tr("the most a move takes"), *take, 1, k_row_largest_max_take);
    }
    const Convention convention = id_convention(fields, Convention::misere);
    fields.done("take=, normal, misere");
    return {convention, max_take, parse.position};
}

RowSetup RowGame::setup_at(const RowSetup& setup, const RowPosition& position) {
    return {setup.convention, setup.max_take, position};
}

}  // namespace marienbad
