// Questions of the parameter dialogue.
#include "line/setup_questions.hpp"

#include "i18n/i18n.hpp"
#include "line/questions.hpp"
#include "rules/grid_board.hpp"
#include "rules/nim_rules.hpp"
#include "text/participants.hpp"

namespace marienbad {

std::optional<Strength> ask_strength(Console& console) {
    const auto level = ask_integer(
        console, {trf("Computer level from 1 to 4 (1 {0}, 2 {1}, 3 {2}, 4 {3}): ", level_name(1),
                      level_name(2), level_name(3), level_name(4)),
                  k_min_level,
                  k_max_level,
                  {}});
    if (!level) {
        return std::nullopt;
    }
    return Strength::from_level(*level);
}

std::optional<int> ask_nim_columns(Console& console) {
    return ask_integer(
        console, {trf("Number of columns (1-{0}): ", k_nim_max_piles), 1, k_nim_max_piles, {}});
}

std::optional<int> ask_grid_rows(Console& console) {
    return ask_integer(console,
                       {trf("Number of rows ({0}-{1}): ", k_grid_min_size, k_grid_max_size),
                        k_grid_min_size, k_grid_max_size});
}

std::optional<int> ask_grid_columns(Console& console) {
    return ask_integer(console,
                       {trf("Number of columns ({0}-{1}): ", k_grid_min_size, k_grid_max_size),
                        k_grid_min_size, k_grid_max_size});
}

std::optional<FirstPlayer> ask_who_starts(Console& console) {
    console.line(tr("Who starts?"));
    const auto answer = ask_integer(console, {tr("the computer (1) or you (2): "), 1, 2});
    if (!answer) {
        return std::nullopt;
    }
    return *answer == 1 ? FirstPlayer::computer : FirstPlayer::human;
}

}  // namespace marienbad
