// The pawn game's explanation at the edges of a game: a pawn already in the sink has no move
// to explain, and pawns sharing a cell list each winning move once. What the values say comes
// before the table of values, and the answer of the hint before both.
#include <gtest/gtest.h>

#include "games/grid/grid_explanation_text.hpp"
#include "support/small_grids.hpp"
#include "text/scripted_console.hpp"

namespace marienbad {
namespace {

using testing::contains;
using testing::count_occurrences;

TEST(GridExplanationText, APawnInTheSinkHasNothingLeftToExplain) {
    const GridRules rules(GridBoard(5, 5));
    const GridSolver solver(rules);
    const std::string text = render_grid_explanation(rules, solver, GridPosition{{{4, 4}}});
    EXPECT_TRUE(text.starts_with("The pawn is in the sink: the game is over.\n")) << text;
    EXPECT_FALSE(contains(text, "every move")) << text;
}

TEST(GridExplanationText, EveryPawnInTheSinkEndsTheGame) {
    const GridRules rules(GridBoard(5, 5));
    const GridSolver solver(rules);
    const std::string text = render_grid_explanation(rules, solver, GridPosition{{{4, 4}, {4, 4}}});
    EXPECT_TRUE(contains(text, "(xor, as in Nim).\nEvery pawn is in the sink: the game is over.\n"))
        << text;
}

TEST(GridExplanationText, PawnsSharingACellListEachWinningMoveOnce) {
    // Three pawns on (1,1) of handout 001 figure 4's winning grid: the xor is (1,1)'s value, and
    // each winning destination is named once, for pawn 1.
    const GridRules rules(testing::figure_4_right_board());
    const GridSolver solver(rules);
    const GridPosition position = grid_start_position(rules.board(), 3);
    ASSERT_TRUE(solver.player_to_move_wins(position));
    const std::string text = render_grid_explanation(rules, solver, position);
    EXPECT_TRUE(
        contains(text, "A winning move makes the xor 0: pawn 1 to (1,3) or pawn 1 to (2,1).\n"))
        << text;
    EXPECT_EQ(count_occurrences(text, "pawn 2 to"), 0) << text;
    EXPECT_EQ(count_occurrences(text, "pawn 3 to"), 0) << text;
}

TEST(GridExplanationText, TheVerdictComesBeforeTheTable) {
    const GridRules rules(testing::figure_4_right_board());
    const GridSolver solver(rules);
    const std::string text = render_grid_explanation(rules, solver, GridPosition{{{0, 0}}});
    EXPECT_TRUE(
        text.starts_with("The pawn is on (1,1), of value 2: moving it to a cell of value 0 "
                         "wins: (1,3) or (2,1).\n"
                         "Value of each cell"))
        << text;
}

TEST(GridExplanationText, TheAnswerNamesEveryWinningDestination) {
    const GridRules rules(testing::figure_4_right_board());
    const GridSolver solver(rules);
    EXPECT_EQ(grid_winning_answer(explain_grid_position(rules, solver, GridPosition{{{0, 0}}})),
              "move the pawn to (1,3) or (2,1)");
    EXPECT_EQ(grid_winning_answer(
                  explain_grid_position(rules, solver, GridPosition{{{0, 0}, {0, 0}, {0, 0}}})),
              "move pawn 1 to (1,3) or pawn 1 to (2,1)");
    const GridRules lost(testing::seed_example_board());
    const GridSolver lost_solver(lost);
    EXPECT_EQ(grid_winning_answer(explain_grid_position(lost, lost_solver, GridPosition{{{0, 0}}})),
              std::nullopt);
}

}  // namespace
}  // namespace marienbad
