// A person's turn in the matchstick row in line mode (line/person_turn.hpp). The place of the first
// match, then how many; junk answers and impossible moves (no match there, a move across a gap or
// past the row's end) are refused with a reason and asked again; "?" shows the hint; the end of
// input leaves the game.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "games/row/row_game.hpp"
#include "line_mode.hpp"
#include "scripted_console.hpp"

namespace marienbad {
namespace {

using testing::ScriptedConsole;

struct HumanAtRow {
    explicit HumanAtRow(std::string answers, Convention convention = Convention::misere,
                        int max_take = 3)
        : script(std::move(answers)), rules(convention, max_take) {}

    std::optional<RowMove> choose(std::string_view pattern) {
        const auto move = testing::ask_move(
            script.console,
            std::make_unique<TypedSession<RowGame>>(
                RowSetup{rules.convention(), rules.max_take(), parse_row_pattern(pattern).position},
                std::array<SeatPlan, 2>{}, Seat::one, Random(1)));
        if (!move) {
            return std::nullopt;
        }
        return std::get<RowMove>(*move);
    }

    ScriptedConsole script;
    RowRules rules;
};

TEST(RowPersonTurn, PlaceThenCount) {
    HumanAtRow at("4\n2\n");
    EXPECT_EQ(at.choose("1111111"), (RowMove{4, 2}));
    EXPECT_EQ(at.script.transcript(),
              "Place of the first match (0-6): 4\n"
              "Matches to take (1-3): 2\n");
}

TEST(RowPersonTurn, JunkAnswersAreAskedAgain) {
    HumanAtRow at("x\n7\n-1\n3\n0\n4\n1.5\n1\n");
    EXPECT_EQ(at.choose("1111111"), (RowMove{3, 1}));
    const std::string transcript = at.script.transcript();
    EXPECT_EQ(testing::count_occurrences(transcript, "Place of the first match (0-6): "), 4);
    EXPECT_EQ(testing::count_occurrences(transcript, "Matches to take (1-3): "), 4);
}

TEST(RowPersonTurn, NoMatchAtThePlace) {
    HumanAtRow at("2\n3\n1\n");
    EXPECT_EQ(at.choose("1101111"), (RowMove{3, 1}));
    EXPECT_NE(at.script.transcript().find("There is no match at place 2.\n"), std::string::npos);
}

TEST(RowPersonTurn, AMoveAcrossAGapIsRefused) {
    HumanAtRow at("0\n3\n0\n2\n");
    EXPECT_EQ(at.choose("1101111"), (RowMove{0, 2}));
    EXPECT_NE(at.script.transcript().find("Places 0 to 2 are not all matches.\n"),
              std::string::npos)
        << at.script.transcript();
}

TEST(RowPersonTurn, AMovePastTheEndIsRefused) {
    HumanAtRow at("5\n3\n5\n2\n");
    EXPECT_EQ(at.choose("1111111"), (RowMove{5, 2}));
    EXPECT_NE(at.script.transcript().find("The row ends at place 6.\n"), std::string::npos);
}

TEST(RowPersonTurn, MaxTakeOneAsksNoCount) {
    HumanAtRow at("2\n", Convention::misere, 1);
    EXPECT_EQ(at.choose("111"), (RowMove{2, 1}));
    EXPECT_EQ(at.script.transcript(), "Place of the first match (0-2): 2\n");
}

TEST(RowPersonTurn, HintAtEitherQuestion) {
    HumanAtRow at("?\n?\n0\n?\n1\n", Convention::normal);
    EXPECT_EQ(at.choose("1111"), (RowMove{0, 1}));
    const std::string transcript = at.script.transcript();
    EXPECT_NE(transcript.find("Place of the first match (0-3): ?\n"
                              "Hint 1/3 (ask again for step 2): the runs and their values.\n"),
              std::string::npos)
        << transcript;
    EXPECT_NE(transcript.find("Place of the first match (0-3): ?\n"
                              "Hint 2/3 (ask again for the move): the runs of this row.\n"
                              "  places  matches  value\n"
                              "  0 to 3        4      4\n"
                              "The values' xor is 4, not 0: the player to move can win.\n"),
              std::string::npos)
        << transcript;
    // At the count's question, the move: two equal runs, then copy.
    EXPECT_NE(transcript.find("?\nHint 3/3: take 2 matches from place 1.\n"
                              "It leaves two equal runs of 1 match. Whatever the opponent takes "
                              "from one run of a pair, take the same from the other: you always "
                              "have a reply, so the last match is yours.\n"),
              std::string::npos)
        << transcript;
}

TEST(RowPersonTurn, EndOfInputLeaves) {
    HumanAtRow at("");
    EXPECT_EQ(at.choose("111"), std::nullopt);
    HumanAtRow after_place("1\n");
    EXPECT_EQ(after_place.choose("111"), std::nullopt);
}

}  // namespace
}  // namespace marienbad
