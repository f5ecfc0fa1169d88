// The queen's explanation in words (Wythoff's game), for --explain, `solve` and the hint's steps:
// what decides the position (one queen: the cells labelled 0, found from the sink back as handout
// 001 labels the pawn's grid, which fall on Wythoff's pairs; several: each cell's value and their
// xor, or in misère play the search), the tables of labels and values, the pairs, the move.
#pragma once

#include <optional>
#include <string>

#include "games/queen/queen_explanation.hpp"

namespace marienbad {

// The whole explanation, its verdict first.
std::string render_queen_explanation(const QueenExplanation& explanation);
// The move the explanation arrives at, in words ("move the queen to (3,4) or (5,2)"); none when
// no move wins.
std::optional<std::string> queen_winning_answer(const QueenExplanation& explanation);

// The labels of the part of the board the explanation covers (its region), 0 for a cell where the
// player to move with a lone queen loses and 1 elsewhere, the rows and columns numbered as the
// board numbers them; nothing when it covers none.
std::string queen_labels_table(const QueenExplanation& explanation);
// The same cells' values (several queens in normal play).
std::string queen_values_table(const QueenExplanation& explanation);
// "(0,0) (1,2) (3,5) (4,7)", the explanation's pairs counted from the sink, "…" where some are
// left out; in misère play the three nearest the sink as misère has them.
std::string queen_pairs_text(const QueenExplanation& explanation);
// "(3,4), 2 rows above and 1 column left of the sink"
std::string queen_place_text(QueenCell cell, WythoffPosition distances);

}  // namespace marienbad
