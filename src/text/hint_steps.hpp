// The graduated hint, for every game: three steps a student asks for one after the other, each
// teaching the game's handout method on the position in front of them. Step 1 names the method
// and the first thing to compute (handout 000's binary matrix, handout 001's labels worked back
// from the sink, handout 004's runs and which lose on their own); step 2 shows that computation
// with the position's numbers; step 3 gives the move and why it wins, or that none does. Once
// per game, with the first step, a few lines say why the method works. The play controller asks
// for one step at a time (play/play_controller.hpp); --explain and `solve` keep the whole
// explanation at once. Each game writes its steps (Game::hint_steps,
// games/<name>/<name>_hint_steps.cpp).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "session/game_setups.hpp"

namespace marienbad {

inline constexpr int k_hint_steps = 3;

struct HintStep {
    std::string title;  // "the binary method"; the last step's: the move, or "no move wins"
    std::string body;   // its lines, each ending with '\n'
};

// One game's steps for a position, and why its method works.
struct HintSteps {
    std::array<HintStep, k_hint_steps> steps;
    std::string why;              // said once per game, with the first step
    std::optional<AnyMove> move;  // the move the last step names (the first it names), if any
};

// Step `step` (1 to k_hint_steps) as the player reads it: "Hint 1/3 (ask again for step 2): the
// binary method." then its lines.
std::string hint_step_text(const HintSteps& steps, int step);

// A position's solution from its steps: the move (or that none wins), then the computation of
// step 2 and the reasoning of step 3, each game's method in its own terms.
std::string solution_from_steps(const HintSteps& steps);

// The why, as the player reads it: "Why it works: ...".
std::string hint_why_text(const HintSteps& steps);

// The last step's list of the winning moves, in words: "It is the only winning move.", "The
// winning moves: a, b or c.", or past k_hint_moves_listed, how many there are and the first ones
// (the board marks them all; --explain lists them all).
inline constexpr std::size_t k_hint_moves_listed = 8;
std::string winning_moves_sentence(const std::vector<std::string>& moves);

}  // namespace marienbad
