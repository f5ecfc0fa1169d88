// The computer's strength: the probability p that it plays its best move (handout 000's
// "difficulte"), the four named levels (handout 001's "niveau"), and the style in which p is
// played. The classic style is the handouts' own: at every move, the best move with probability p,
// else a random move. The adaptive style is handout 002's "plus le jeu est petit, plus on jouera
// avec intelligence": the same p read as a number of mistakes a game, made while the game is big,
// none below a size, each a move a person could make (players/adaptive_strength.hpp). The levels
// are ordered by strength (docs/decisions.md): beginner 0, medium 1/3, expert 2/3, virtuoso 1
// (handout 001 lists medium at 2/3 and expert at 1/3, which would make "expert" the weaker).
#pragma once

#include <optional>
#include <string_view>

namespace marienbad {

inline constexpr int k_min_level = 1;
inline constexpr int k_max_level = 4;

enum class StrengthStyle {
    classic,   // handouts 000 and 001: p at every move, a random move otherwise
    adaptive,  // handout 002: mistakes while the game is big, plausible ones, exact when small
};

struct Strength {
    double best_move_probability = 1.0;  // p in [0, 1]
    StrengthStyle style = StrengthStyle::classic;

    static Strength from_level(int level, StrengthStyle style = StrengthStyle::classic);
    static Strength from_probability(double probability,
                                     StrengthStyle style = StrengthStyle::classic);
    // The named level whose probability this is, if it is one of them.
    std::optional<int> level() const;

    bool operator==(const Strength&) const = default;
};

// The style's name on the command line and in records: "classic", "adaptive".
std::string_view style_name(StrengthStyle style);

}  // namespace marienbad
