// Nim's game id (docs/guide.md, "Game ids"): the piles from column 0, and the rules when misère,
// "nim:1,2,3,5,7:misere"; read back against the limits of a position the program shows (handout
// 000: 1 to 20 columns; up to 63 pieces, a puzzle's largest pile). A position reached in a game is
// a setup of its own: its piles, the same rules.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/id_fields.hpp"
#include "games/nim/nim_game.hpp"
#include "games/nim/nim_options.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

std::string NimGame::id(const NimSetup& setup) {
    return fmt::format("nim:{}{}", fmt::join(setup.start.piles, ","),
                       id_convention_text(setup.convention, Convention::normal));
}

NimSetup NimGame::setup_from_id(std::string_view text) {
    IdFields fields(text);
    const std::string option = tr("the piles");
    std::vector<int> piles = parse_pile_list(option, fields.first(tr("the piles are missing")));
    check_piles(option, piles, k_nim_max_piles, k_nim_max_posed_pieces);
    const Convention convention = id_convention(fields, Convention::normal);
    fields.done("misere, normal");
    return {convention, NimPosition{std::move(piles)}};
}

NimSetup NimGame::setup_at(const NimSetup& setup, const NimPosition& position) {
    return {setup.convention, position};
}

}  // namespace marienbad
