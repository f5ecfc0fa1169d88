// A lesson as a sheet a teacher prints (`marienbad learn GAME --print`, and the same sheet in the
// window and the web page): the title, then each exercise — its explanations, its board as line
// mode draws it, its questions with room for the answer, what is asked — and at the end the
// answers, each with why: every question's, and each position's solution (the winning move and
// the method's reasoning, Game::solution). As plain text, or as Markdown (boards and tables in
// code blocks), in the language of the moment.
#pragma once

#include <string>
#include <string_view>

#include "tutor/course_commands.hpp"

namespace marienbad {

// The sheet of `game`'s lesson (a game's command: "nim"); std::invalid_argument for another name.
std::string lesson_sheet(std::string_view game, SheetFormat format);

}  // namespace marienbad
