// A person's turn in the pawn game in line mode (line/person_turn.hpp), as handout 001 §5 shows it.
// The destinations numbered on one line, then "---> "; a wrong answer says "error!" with the bounds
// and asks again; a single destination is offered alone, and Enter plays it; "?" shows the hint's
// next step (the labels' method, the grid's labels, the winning destinations) and asks again; the
// end of input
// leaves the game. With several pawns, one move per line, numbered across the pawns, pawns sharing
// a cell offered once.
#include <gtest/gtest.h>

#include <algorithm>

#include "catalogue/catalogue.hpp"
#include "games/grid/grid_board_model.hpp"
#include "games/grid/grid_game.hpp"
#include "line_mode.hpp"
#include "scripted_console.hpp"
#include "support/grid_printers.hpp"
#include "support/small_grids.hpp"

namespace marienbad {
namespace {

using testing::count_occurrences;
using testing::figure_4_right_board;
using testing::ScriptedConsole;
using testing::seed_example_board;

// A person at the console in front of a board of handout 001's figure 4.
struct HumanAtBoard {
    HumanAtBoard(std::string answers, GridBoard board)
        : script(std::move(answers)), rules(std::move(board)) {}

    std::optional<GridMove> choose(std::vector<Cell> pawns) {
        const auto move =
            testing::ask_move(script.console, std::make_unique<TypedSession<GridGame>>(
                                                  GridSetup{rules.board(), std::move(pawns)},
                                                  std::array<SeatPlan, 2>{}, Seat::one, Random(1)));
        if (!move) {
            return std::nullopt;
        }
        return std::get<GridMove>(*move);
    }

    ScriptedConsole script;
    GridRules rules;
};

// Handout 001's figure 4, left: its labels, as the hint's second step shows them.
const char* const k_seed_example_labels =
    "  1 2 3 4 5\n"
    "1|0|1|1|0|1|\n"
    "2|1|0|1|X|0|\n"
    "3|1|1|0|1|1|\n"
    "4|0|1|X|0|1|\n"
    "5|1|0|1|1|0|\n";

// The same board's values, for several pawns.
const char* const k_seed_example_values =
    "  1 2 3 4 5\n"
    "1|0|1|2|0|1|\n"
    "2|2|0|1|X|0|\n"
    "3|3|2|0|3|2|\n"
    "4|0|1|X|0|1|\n"
    "5|1|0|2|1|0|\n";

TEST(GridPersonTurn, SeedExampleFirstMove) {
    HumanAtBoard at("3\n", seed_example_board());
    EXPECT_EQ(at.choose({{0, 0}}), (GridMove{0, {1, 0}}));
    EXPECT_EQ(at.script.transcript(),
              "Choose the destination 1:(1,2) 2:(1,3) 3:(2,1) 4:(3,1)\n"
              "---> 3\n");
}

TEST(GridPersonTurn, SeedExampleJunkThenAGoodAnswer) {
    // Handout 001 §5 from (3,4): "---> a", "erreur !", "---> 4", "erreur !", "---> 2".
    HumanAtBoard at("a\n4\n2\n", seed_example_board());
    EXPECT_EQ(at.choose({{2, 3}}), (GridMove{0, {3, 3}}));
    EXPECT_EQ(at.script.transcript(),
              "Choose the destination 1:(3,5) 2:(4,4) 3:(5,4)\n"
              "---> a\n"
              "error! Answer with a number from 1 to 3.\n"
              "---> 4\n"
              "error! Answer with a number from 1 to 3.\n"
              "---> 2\n");
}

TEST(GridPersonTurn, EveryKindOfJunkIsRefusedAndAskedAgain) {
    HumanAtBoard at("a\n0\n5\n\n1.5\n-1\n 2 \n", seed_example_board());
    EXPECT_EQ(at.choose({{0, 0}}), (GridMove{0, {0, 2}}));
    EXPECT_EQ(at.script.transcript(),
              "Choose the destination 1:(1,2) 2:(1,3) 3:(2,1) 4:(3,1)\n"
              "---> a\n"
              "error! Answer with a number from 1 to 4.\n"
              "---> 0\n"
              "error! Answer with a number from 1 to 4.\n"
              "---> 5\n"
              "error! Answer with a number from 1 to 4.\n"
              "---> \n"
              "error! Answer with a number from 1 to 4.\n"
              "---> 1.5\n"
              "error! Answer with a number from 1 to 4.\n"
              "---> -1\n"
              "error! Answer with a number from 1 to 4.\n"
              "--->  2 \n");
}

TEST(GridPersonTurn, DestinationsNeverCrossABannedCell) {
    // From (2,2) on figure 4 left: (2,3) but not (2,4), banned, nor (2,5) behind it.
    HumanAtBoard at("1\n", seed_example_board());
    EXPECT_EQ(at.choose({{1, 1}}), (GridMove{0, {1, 2}}));
    EXPECT_EQ(at.script.transcript(),
              "Choose the destination 1:(2,3) 2:(3,2) 3:(4,2)\n"
              "---> 1\n");
}

TEST(GridPersonTurn, SinglePossibilityIsPlayedOnEnter) {
    // Handout 001 §5 at (2,3): "Seule possibilité : (3,3)" then "valider --->".
    HumanAtBoard at("\n", seed_example_board());
    EXPECT_EQ(at.choose({{1, 2}}), (GridMove{0, {2, 2}}));
    EXPECT_EQ(at.script.transcript(),
              "Only possibility: (3,3)\n"
              "confirm ---> \n");
}

TEST(GridPersonTurn, SinglePossibilityAlsoAcceptsOne) {
    HumanAtBoard at("1\n", seed_example_board());
    EXPECT_EQ(at.choose({{3, 4}}), (GridMove{0, {4, 4}}));
    EXPECT_EQ(at.script.transcript(),
              "Only possibility: (5,5)\n"
              "confirm ---> 1\n");
}

TEST(GridPersonTurn, SinglePossibilityRefusesAnythingElse) {
    HumanAtBoard at("x\n2\n0\n\n", seed_example_board());
    EXPECT_EQ(at.choose({{1, 2}}), (GridMove{0, {2, 2}}));
    EXPECT_EQ(at.script.transcript(),
              "Only possibility: (3,3)\n"
              "confirm ---> x\n"
              "error! Press Enter to play the only possible move.\n"
              "confirm ---> 2\n"
              "error! Press Enter to play the only possible move.\n"
              "confirm ---> 0\n"
              "error! Press Enter to play the only possible move.\n"
              "confirm ---> \n");
}

TEST(GridPersonTurn, EachQuestionMarkShowsTheNextStepAndAsksAgain) {
    HumanAtBoard at("?\n?\n?\n2\n", seed_example_board());
    EXPECT_EQ(at.choose({{0, 0}}), (GridMove{0, {0, 2}}));
    const std::string transcript = at.script.transcript();
    const std::string question = "Choose the destination 1:(1,2) 2:(1,3) 3:(2,1) 4:(3,1)\n";
    EXPECT_TRUE(transcript.starts_with(question + "---> ?\n"
                                                  "Hint 1/3 (ask again for step 2): label the "
                                                  "cells from the sink back.\n"))
        << transcript;
    EXPECT_NE(transcript.find(question +
                              "---> ?\n"
                              "Hint 2/3 (ask again for the move): this grid's labels.\n" +
                              k_seed_example_labels +
                              "The pawn is on (1,1), labelled 0: the player to move loses "
                              "against perfect play.\n" +
                              question +
                              "---> ?\n"
                              "Hint 3/3: no move wins.\n"
                              "Every cell the pawn can reach, (1,2), (1,3), (2,1) and "
                              "(3,1), is labelled 1: from any of them the opponent "
                              "moves it back to a 0. Play on and hope for a mistake.\n" +
                              question + "---> 2\n"),
              std::string::npos)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Why it works:"), 1) << transcript;
}

TEST(GridPersonTurn, HintNamesTheWinningDestinations) {
    HumanAtBoard at(" ? \n?\n?\n3\n", figure_4_right_board());
    EXPECT_EQ(at.choose({{0, 0}}), (GridMove{0, {1, 0}}));
    const std::string transcript = at.script.transcript();
    EXPECT_NE(transcript.find("Hint 3/3: move the pawn to (1,3) or (2,1).\n"
                              "(1,3) and (2,1) are labelled 0: from any of them the opponent can "
                              "only move the pawn to a 1, and you move it back to a 0 every time, "
                              "up to the sink.\n"),
              std::string::npos)
        << transcript;
    EXPECT_NE(transcript.find("  1 2 3 4 5 6 7\n"
                              "1|1|1|0|1|1|0|1|\n"
                              "2|0|X|1|0|X|1|0|\n"
                              "3|1|X|1|1|0|X|1|\n"
                              "4|1|1|0|X|1|0|1|\n"
                              "5|0|1|1|0|1|1|0|\n"),
              std::string::npos)
        << transcript;
    EXPECT_EQ(
        count_occurrences(transcript, "Choose the destination 1:(1,2) 2:(1,3) 3:(2,1) 4:(3,1)\n"),
        4)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "error!"), 0) << "\"?\" is not a wrong answer";
}

// The only possibility is said again after the hint, which pushed it up the screen.
TEST(GridPersonTurn, QuestionMarkAtTheConfirmationShowsTheHint) {
    HumanAtBoard at("?\n\n", seed_example_board());
    EXPECT_EQ(at.choose({{1, 2}}), (GridMove{0, {2, 2}}));
    const std::string transcript = at.script.transcript();
    EXPECT_TRUE(
        transcript.starts_with("Only possibility: (3,3)\n"
                               "confirm ---> ?\n"
                               "Hint 1/3 (ask again for step 2): label the cells from the "
                               "sink back.\n"))
        << transcript;
    EXPECT_TRUE(
        transcript.ends_with("Only possibility: (3,3)\n"
                             "confirm ---> \n"))
        << transcript;
}

TEST(GridPersonTurn, EndOfInputLeavesTheGame) {
    HumanAtBoard at_destinations("", seed_example_board());
    EXPECT_FALSE(at_destinations.choose({{0, 0}}));
    EXPECT_TRUE(at_destinations.script.transcript().ends_with("---> \n"));

    HumanAtBoard after_junk("x\n9\n", seed_example_board());
    EXPECT_FALSE(after_junk.choose({{0, 0}}));
    EXPECT_EQ(count_occurrences(after_junk.script.transcript(), "error!"), 2);

    HumanAtBoard at_confirmation("", seed_example_board());
    EXPECT_FALSE(at_confirmation.choose({{1, 2}}));
    EXPECT_EQ(at_confirmation.script.transcript(), "Only possibility: (3,3)\nconfirm ---> \n");

    HumanAtBoard after_a_refusal("no\n", seed_example_board());
    EXPECT_FALSE(after_a_refusal.choose({{1, 2}}));
}

TEST(GridPersonTurn, SeveralPawnsOneMovePerLine) {
    // Pawn 1 on (1,1), pawn 2 on (2,3): four moves for pawn 1, then pawn 2's only one.
    HumanAtBoard at("6\n5\n", seed_example_board());
    EXPECT_EQ(at.choose({{0, 0}, {1, 2}}), (GridMove{1, {2, 2}}));
    EXPECT_EQ(at.script.transcript(),
              "Choose a move:\n"
              "  1: pawn 1 to (1,2)\n"
              "  2: pawn 1 to (1,3)\n"
              "  3: pawn 1 to (2,1)\n"
              "  4: pawn 1 to (3,1)\n"
              "  5: pawn 2 to (3,3)\n"
              "---> 6\n"
              "error! Answer with a number from 1 to 5.\n"
              "---> 5\n");
}

TEST(GridPersonTurn, PawnsSharingACellAreOfferedOnce) {
    HumanAtBoard at("4\n", seed_example_board());
    EXPECT_EQ(at.choose({{0, 0}, {0, 0}, {0, 0}}), (GridMove{0, {2, 0}}));
    EXPECT_EQ(at.script.transcript(),
              "Choose a move:\n"
              "  1: pawn 1 to (1,2)\n"
              "  2: pawn 1 to (1,3)\n"
              "  3: pawn 1 to (2,1)\n"
              "  4: pawn 1 to (3,1)\n"
              "---> 4\n");
}

TEST(GridPersonTurn, PawnsInTheSinkOfferNothing) {
    HumanAtBoard at("2\n", seed_example_board());
    EXPECT_EQ(at.choose({{4, 4}, {2, 2}}), (GridMove{1, {2, 4}}));
    EXPECT_EQ(at.script.transcript(),
              "Choose a move:\n"
              "  1: pawn 2 to (3,4)\n"
              "  2: pawn 2 to (3,5)\n"
              "---> 2\n");
}

TEST(GridPersonTurn, SeveralPawnsWithASingleMoveNameThePawn) {
    HumanAtBoard at("\n", seed_example_board());
    EXPECT_EQ(at.choose({{4, 4}, {1, 2}, {1, 2}}), (GridMove{1, {2, 2}}));
    EXPECT_EQ(at.script.transcript(),
              "Only possibility: pawn 2 to (3,3)\n"
              "confirm ---> \n");
}

TEST(GridPersonTurn, SeveralPawnsHintGivesTheXor) {
    HumanAtBoard at("?\n?\n?\n1\n", seed_example_board());
    EXPECT_EQ(at.choose({{0, 0}, {1, 2}}), (GridMove{0, {0, 1}}));
    const std::string transcript = at.script.transcript();
    EXPECT_NE(transcript.find(std::string("---> ?\n"
                                          "Hint 2/3 (ask again for the move): this grid's "
                                          "values.\n") +
                              k_seed_example_values +
                              "The pawns' values: 0 for pawn 1 on (1,1) and 1 for pawn 2 on "
                              "(2,3).\n"
                              "0 xor 1 = 1, not 0: the player to move can win.\n"
                              "Choose a move:\n"),
              std::string::npos)
        << transcript;
    EXPECT_NE(transcript.find("Hint 3/3: move pawn 1 to (1,2) or pawn 2 to (3,3).\n"),
              std::string::npos)
        << transcript;
}

// The moves a person chooses from: every move of every pawn, pawns sharing a cell offered once.
std::vector<GridMove> grid_move_choices(const GridRules& rules, const GridPosition& position) {
    std::vector<GridMove> choices;
    for (const AnyMove& move : grid_board_model(rules.board(), position).offered_moves()) {
        choices.push_back(std::get<GridMove>(move));
    }
    return choices;
}

TEST(GridMoveChoices, EveryPawnsMovesInPawnOrder) {
    const GridRules rules(seed_example_board());
    const GridPosition position{{Cell{0, 0}, Cell{0, 0}, Cell{1, 2}}};
    const std::vector<GridMove> expected{GridMove{0, {0, 1}}, GridMove{0, {0, 2}},
                                         GridMove{0, {1, 0}}, GridMove{0, {2, 0}},
                                         GridMove{2, {2, 2}}};
    EXPECT_EQ(grid_move_choices(rules, position), expected);
}

TEST(GridMoveChoices, SamePositionsAfterEveryChoiceAsAfterEveryLegalMove) {
    // Leaving out a pawn that shares a cell loses no position: the choices reach exactly the
    // positions the legal moves reach, up to which pawn is which.
    const GridRules rules(seed_example_board());
    const GridPosition position{{Cell{1, 2}, Cell{0, 0}, Cell{1, 2}, Cell{4, 4}}};
    const auto sorted_after = [&](const std::vector<GridMove>& moves) {
        std::vector<std::vector<Cell>> positions;
        for (const GridMove& move : moves) {
            GridPosition after = position;
            rules.apply(after, move);
            std::sort(after.pawns.begin(), after.pawns.end());
            positions.push_back(after.pawns);
        }
        std::sort(positions.begin(), positions.end());
        positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
        return positions;
    };
    const auto choices = grid_move_choices(rules, position);
    EXPECT_EQ(choices.size(), 5u);
    EXPECT_EQ(sorted_after(choices), sorted_after(rules.legal_moves(position)));
}

TEST(GridMoveChoices, OnlyPawnOutsideTheSink) {
    const GridRules rules(seed_example_board());
    const GridPosition position{{Cell{4, 4}, Cell{4, 4}, Cell{3, 4}}};
    EXPECT_EQ(grid_move_choices(rules, position), (std::vector<GridMove>{GridMove{2, {4, 4}}}));
}

}  // namespace
}  // namespace marienbad
