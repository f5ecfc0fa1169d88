// The small tables a lesson and a refused move show, in the handouts' own terms: Nim's piles as
// handout 000 §6's binary matrix (8 bits, the bit worth 128 first, each pile a row, the sum of each
// bit column under it), the grid's cells labelled 0 or 1 as handout 001's figure 4 labels them
// (0: the player to move there loses), and the row's runs of matches as handout 004's recursion
// reads them.
#pragma once

#include <string>
#include <vector>

#include "rules/grid_board.hpp"
#include "rules/row_rules.hpp"
#include "solvers/grid_solver.hpp"
#include "text/wording.hpp"

namespace marienbad {

// "column" or "row", as the front end draws Nim's piles; `count` chooses the plural.
std::string pile_word(const Wording& wording, int count = 1);

// The binary matrix of `piles`: a line of the bits' worths, a line a pile ("column 2: 0 0 0 0 1
// 1 1 0 = 14"), then the sums of the bit columns.
std::string nim_matrix_table(const std::vector<int>& piles, const Wording& wording);
// "0 0 0 2 3 5 4 3": the sums of the bit columns, 8 bits at least.
std::string nim_column_sums(const std::vector<int>& piles);
// The worths of the bit columns whose sums are odd, largest first.
std::vector<int> nim_odd_worths(const std::vector<int>& piles);

// Handout 001's labels: 1 where the value is not 0, 0 where it is, X for a banned cell, the
// columns numbered on top and the rows on the left from 1.
std::string grid_label_table(const GridGrundyTable& table);

// "runs of 3 and 5 matches", "a run of 4 matches", "no match".
std::string row_runs_text(const RowPosition& position);

}  // namespace marienbad
