// How a front end draws the board, where that changes the words of what it shows: Nim's piles are
// columns as handout 000 draws them (line mode, the terminal), or rows as handout 002 draws them
// (the window, and the terminal when it turns the board to fit). Every text that names a pile
// takes a Wording; every other word is the same either way.
#pragma once

namespace marienbad {

struct Wording {
    bool piles_as_rows = false;  // "row 2", "the rows below it", "lignes"
};

}  // namespace marienbad
