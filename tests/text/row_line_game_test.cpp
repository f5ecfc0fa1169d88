// Whole games of the matchstick row in line mode (line/line_game.hpp): the rules sentence, the row
// before each turn, every move announced with its plural, --explain after the computer's
// moves, computer against computer to the end (handout 004's jeuOrdiOrdi), who took the last
// match and who wins in misère and in normal play, and the end of input.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "games/row/row_game.hpp"
#include "games/row/row_wording.hpp"
#include "line_mode.hpp"
#include "match/match.hpp"
#include "scripted_console.hpp"
#include "support/boards_as_text.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

using testing::render_row_board;

using testing::count_occurrences;
using testing::ScriptedConsole;

struct RowTextTable {
    explicit RowTextTable(std::string answers, Convention convention = Convention::misere,
                          int max_take = 3)
        : script(std::move(answers)), rules(convention, max_take) {}

    MatchResult play_against_computer(Seat first, int length, bool explain = false) {
        PlayController game = testing::line_mode_game(
            std::make_unique<TypedSession<RowGame>>(
                RowSetup{rules.convention(), rules.max_take(), RowPosition::full(length)},
                std::array<SeatPlan, 2>{SeatPlan{}, SeatPlan{false, Strength::from_level(4)}},
                first, Random(7)),
            explain, false);
        play_line_game(script.console, game,
                       {RowGame::description().setup_dialogue(), ReviewOffer::none});
        return {game.session().winner(), static_cast<int>(game.session().history().size())};
    }

    ScriptedConsole script;
    RowRules rules;
};

TEST(RowLineGame, RulesSentences) {
    EXPECT_EQ(row_rules_sentence(RowRules(Convention::misere, 3)),
              "The matchstick row: take 1 to 3 matches standing side by side, with no empty "
              "place between them. Whoever takes the last match loses.");
    EXPECT_EQ(row_rules_sentence(RowRules(Convention::normal, 1)),
              "The matchstick row: take 1 match at a time. Whoever takes the last match wins.");
}

TEST(RowLineGame, ThePersonTakesTheLastMatchAndLosesInMisere) {
    // Two matches, the computer first: it takes one (either), the person must take the last:
    // "0" is refused when the computer took the match at place 0.
    RowTextTable table("0\n1\n1\n");
    const MatchResult result = table.play_against_computer(Seat::two, 2);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::two);
    const std::string transcript = table.script.transcript();
    EXPECT_NE(transcript.find(render_row_board(RowPosition::full(2))), std::string::npos);
    EXPECT_NE(transcript.find("The computer takes 1 match from place "), std::string::npos)
        << transcript;
    EXPECT_NE(transcript.find("Your turn. Type ? for a hint.\n"), std::string::npos);
    EXPECT_NE(transcript.find("You take 1 match from place "), std::string::npos);
    EXPECT_TRUE(transcript.ends_with("You took the last match.\nThe computer wins. Try again!\n"))
        << transcript;
}

TEST(RowLineGame, NormalPlayTheLastMatchWins) {
    RowTextTable table("0\n3\n", Convention::normal);
    const MatchResult result = table.play_against_computer(Seat::one, 3);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::one);
    EXPECT_TRUE(
        table.script.transcript().ends_with("You took the last match.\nYou win! Well played.\n"))
        << table.script.transcript();
}

TEST(RowLineGame, ExplainAfterTheComputersMove) {
    RowTextTable table("0\n1\n", Convention::misere);
    table.play_against_computer(Seat::two, 7, true);
    const std::string transcript = table.script.transcript();
    EXPECT_NE(transcript.find("Why the computer played this:\n"
                              "This move wins: it leaves the opponent a lost position.\n"
                              "The row is made of 1 run of 7 matches, at places 0 to 6.\n"),
              std::string::npos)
        << transcript;
    EXPECT_NE(transcript.find("The run of 7 matches plays like a Nim pile of 3: the nim-sum is "
                              "3.\n"
                              "Runs of 1, 4, 5 and 10 matches: 0, 0, 0 and 0.\n"
                              "Misère rule, case 1: "),
              std::string::npos)
        << transcript;
    EXPECT_NE(transcript.find("A winning move: "), std::string::npos) << transcript;
}

TEST(RowLineGame, ComputerAgainstComputerPlaysToTheEnd) {
    ScriptedConsole script("");
    PlayController game = testing::line_mode_game(
        std::make_unique<TypedSession<RowGame>>(
            RowSetup{Convention::misere, 3, RowPosition::full(21)},
            std::array<SeatPlan, 2>{SeatPlan{false, Strength::from_level(4)},
                                    SeatPlan{false, Strength::from_level(1)}},
            Seat::one, Random(11)),
        false, false);
    play_line_game(script.console, game, {RowGame::description().setup_dialogue()});
    const MatchResult result{game.session().winner(),
                             static_cast<int>(game.session().history().size())};
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::one);  // the full row of 21 is won with perfect play
    const std::string transcript = script.transcript();
    EXPECT_EQ(count_occurrences(transcript, "Computer 1 takes") +
                  count_occurrences(transcript, "Computer 2 takes"),
              result.moves_played);
    EXPECT_TRUE(transcript.ends_with("Computer 2 took the last match.\nComputer 1 wins!\n"))
        << transcript;
}

TEST(RowLineGame, EndOfInputLeavesTheGame) {
    RowTextTable table("");
    const MatchResult result = table.play_against_computer(Seat::one, 5);
    EXPECT_FALSE(result.winner);
    EXPECT_TRUE(table.script.transcript().ends_with("End of input: the game is abandoned.\n"))
        << table.script.transcript();
}

}  // namespace
}  // namespace marienbad
