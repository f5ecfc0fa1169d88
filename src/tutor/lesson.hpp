// The lesson of any game (`marienbad learn GAME`), each game's own (Game::lesson, built from its
// handout's method): a few exercises, each a few paragraphs of explanation followed by a position
// where the student finds the winning move, and last a whole game to win against level 4 from a
// won position.
//  - Nim (handout 000 §6): two equal columns and the copy; the binary matrix, its column sums and
//    why an even position is lost; the handout's own example; a board without the table; the
//    misère ending; a game on handout 002's board 1, 2, 3, 5, 7.
//  - The grid (handout 001 §3): the 0/1 labels backwards from the sink on an open grid; labelling
//    figure 4's grids in figure 3's order; a game on figure 4's winning grid.
//  - The row (handout 004): won and lost positions by the recursion on small rows; two runs of
//    two; the mirror in normal play; where misère play differs; a game on the full row of 21.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "exercises/exercise.hpp"
#include "text/wording.hpp"

namespace marienbad {

// The lesson of `game` (a game's command: "nim"); std::invalid_argument for another name. Nim's
// piles are named as `wording` says the front end draws them.
Course lesson_course(std::string_view game, const Wording& wording = {});

}  // namespace marienbad
