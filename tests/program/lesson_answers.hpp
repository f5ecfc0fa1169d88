// The answers a student types in line mode to go through a game's lesson, found by playing the
// lesson in-process as line mode plays it (the same seed, the computer's moves at once): each
// question's answer, then a winning move in line mode's words — Nim's column (not asked when one is
// left) and pieces, the row's place and matches, the grid's number in the list, the queen's cell
// (and which queen, when several can go there), Enter for the only move — up to the last game won.
#pragma once

#include <string>
#include <vector>

#include "core/random.hpp"

namespace marienbad::testing {

std::vector<std::string> lesson_answers(const std::string& game, Random::Seed seed);

}  // namespace marienbad::testing
