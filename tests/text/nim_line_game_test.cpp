// Whole games of Nim in line mode (line/line_game.hpp), a person (from a script) against the
// perfect computer: the rules stated, the board after each move, the computer's moves announced
// (and explained with --explain), emptied columns removed, and the winner declared.
#include <gtest/gtest.h>

#include <memory>

#include "catalogue/catalogue.hpp"
#include "games/nim/nim_game.hpp"
#include "line_mode.hpp"
#include "match/match.hpp"
#include "scripted_console.hpp"
#include "support/boards_as_text.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

using testing::render_nim_board;

using testing::count_occurrences;
using testing::ScriptedConsole;

// A person at seat one against the virtuoso computer at seat two.
struct TextGame {
    TextGame(std::string answers, Convention rules, std::uint64_t seed_of_the_computer = 7)
        : script(std::move(answers)), convention(rules), seed(seed_of_the_computer) {}

    MatchResult play(std::vector<int> piles, Seat first, bool explain = false) {
        PlayController game = testing::line_mode_game(
            std::make_unique<TypedSession<NimGame>>(
                NimSetup{convention, NimPosition{std::move(piles)}},
                std::array<SeatPlan, 2>{SeatPlan{}, SeatPlan{false, Strength::from_level(4)}},
                first, Random(seed)),
            explain, true);
        play_line_game(script.console, game,
                       {NimGame::description().setup_dialogue(), ReviewOffer::none});
        return {game.session().winner(), static_cast<int>(game.session().history().size())};
    }

    ScriptedConsole script;
    Convention convention;
    std::uint64_t seed;
};

TEST(NimLineGame, PersonWinsAWholeGame) {
    // 1 2: take 1 from column 1 leaves 1 1; the computer must take one; the person takes the last.
    TextGame game("1\n1\n0\n1\n", Convention::normal);
    const MatchResult result = game.play({1, 2}, Seat::one);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::one);
    EXPECT_EQ(result.moves_played, 3);
    const std::string transcript = game.script.transcript();
    EXPECT_NE(transcript.find("Whoever takes the last piece wins."), std::string::npos);
    // The board before each turn: the start, after the person's move, after the computer's.
    EXPECT_NE(transcript.find(render_nim_board(NimPosition{{1, 2}})), std::string::npos);
    EXPECT_NE(transcript.find("You take 1 piece from column 1.\n\n" +
                              render_nim_board(NimPosition{{1, 1}})),
              std::string::npos)
        << transcript;
    EXPECT_NE(transcript.find(render_nim_board(NimPosition{{1}}) + "\nYour turn."),
              std::string::npos)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Your turn. Type ? for a hint."), 2) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "The computer plays.\n"), 1) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "The computer takes 1 piece from column "), 1)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript,
                                "is empty: it is removed and the columns after it "
                                "move left."),
              1)
        << transcript;
    EXPECT_TRUE(transcript.ends_with("You take 1 piece from column 0.\n\nYou win! Well played.\n"))
        << transcript;
}

TEST(NimLineGame, ComputerWinsFromAZeroPosition) {
    // 1 3 2 has nim-sum 0: whatever the person does, the virtuoso wins.
    std::string answers;
    for (int turn = 0; turn < 6; ++turn) {
        answers += "0\n1\n";
    }
    TextGame game(answers, Convention::normal);
    const MatchResult result = game.play({1, 3, 2}, Seat::one);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::two);
    const std::string transcript = game.script.transcript();
    EXPECT_TRUE(transcript.starts_with("Nim: take one or more pieces from a single column."))
        << transcript;
    EXPECT_NE(transcript.find("      0  1  2\n  0   *  *  *\n  1      *  *\n  2      *\n"),
              std::string::npos)
        << transcript;
    EXPECT_GE(count_occurrences(transcript, "The computer takes "), 1);
    EXPECT_EQ(count_occurrences(transcript, "The computer takes "),
              count_occurrences(transcript, "The computer plays.\n"));
    EXPECT_TRUE(transcript.ends_with("\nThe computer wins. Try again!\n")) << transcript;
}

TEST(NimLineGame, ComputerMovingFirstAnnouncesItsMove) {
    // 3: the computer takes all three and wins at once.
    TextGame game("", Convention::normal);
    const MatchResult result = game.play({3}, Seat::two);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::two);
    const std::string transcript = game.script.transcript();
    EXPECT_NE(transcript.find("The computer plays.\nThe computer takes 3 pieces from column 0.\n"),
              std::string::npos)
        << transcript;
    EXPECT_EQ(transcript.find("Your turn."), std::string::npos) << transcript;
}

TEST(NimLineGame, RemovedColumnIsAnnouncedAndTheBoardShiftsLeft) {
    // 2 1 3: the person empties column 0; the board redrawn has two columns, 1 and 3 pieces.
    TextGame game("0\n2\n", Convention::normal);
    game.play({2, 1, 3}, Seat::one);
    const std::string transcript = game.script.transcript();
    EXPECT_NE(transcript.find("You take 2 pieces from column 0.\n"
                              "Column 0 is empty: it is removed and the columns after it move "
                              "left.\n\n" +
                              render_nim_board(NimPosition{{1, 3}})),
              std::string::npos)
        << transcript;
}

TEST(NimLineGame, JunkAnswersAreRefusedAndTheGameGoesOn) {
    TextGame game("x\n\n-1\n5\n1\n9\n1\n0\n1\n", Convention::normal);
    const MatchResult result = game.play({1, 2}, Seat::one);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::one);
    const std::string transcript = game.script.transcript();
    EXPECT_EQ(count_occurrences(transcript, "Please answer with a whole number from 0 to 1."), 4)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Please answer with a whole number from 1 to 2."), 1)
        << transcript;
}

TEST(NimLineGame, EndOfInputAbandonsTheGame) {
    TextGame game("0\n", Convention::normal);
    const MatchResult result = game.play({1, 3, 2}, Seat::one);
    EXPECT_FALSE(result.winner);
    const std::string transcript = game.script.transcript();
    EXPECT_TRUE(transcript.ends_with("\nEnd of input: the game is abandoned.\n")) << transcript;
    EXPECT_EQ(transcript.find("You win"), std::string::npos) << transcript;
    EXPECT_EQ(transcript.find("The computer wins"), std::string::npos) << transcript;
}

TEST(NimLineGame, MisereGameSaysWhoTookTheLastPiece) {
    // Misère 2: the person takes one and the computer must take the last piece.
    TextGame game("0\n1\n", Convention::misere);
    const MatchResult result = game.play({2}, Seat::one);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::one);
    const std::string transcript = game.script.transcript();
    EXPECT_TRUE(
        transcript.starts_with("Misère Nim: take one or more pieces from a single column. "
                               "Whoever takes the last piece loses."))
        << transcript;
    EXPECT_TRUE(transcript.ends_with("The computer took the last piece.\nYou win! Well played.\n"))
        << transcript;
}

TEST(NimLineGame, MiserePersonTakingTheLastPieceLoses) {
    TextGame game("0\n1\n", Convention::misere);
    const MatchResult result = game.play({1}, Seat::one);
    ASSERT_TRUE(result.winner);
    EXPECT_EQ(*result.winner, Seat::two);
    EXPECT_TRUE(game.script.transcript().ends_with(
        "You took the last piece.\nThe computer wins. Try again!\n"))
        << game.script.transcript();
}

TEST(NimLineGame, ExplainShowsWhyAfterEachComputerMove) {
    std::string answers;
    for (int turn = 0; turn < 6; ++turn) {
        answers += "0\n1\n";
    }
    TextGame game(answers, Convention::normal);
    game.play({1, 3, 2}, Seat::one, true);
    const std::string transcript = game.script.transcript();
    const int computer_moves = count_occurrences(transcript, "The computer takes ");
    EXPECT_GE(computer_moves, 1);
    EXPECT_EQ(count_occurrences(transcript, "Why the computer played this:\n"), computer_moves)
        << transcript;
    EXPECT_NE(transcript.find("every sum becomes even"), std::string::npos) << transcript;
}

TEST(NimLineGame, WithoutExplainTheComputerDoesNotExplain) {
    TextGame game("1\n1\n0\n1\n", Convention::normal);
    game.play({1, 2}, Seat::one);
    const std::string transcript = game.script.transcript();
    EXPECT_EQ(transcript.find("Why the computer played this:"), std::string::npos) << transcript;
    EXPECT_EQ(transcript.find("sums"), std::string::npos) << transcript;
}

TEST(NimLineGame, SameSeedSameTranscript) {
    const auto transcript_of = [](std::uint64_t seed) {
        std::string answers;
        for (int turn = 0; turn < 20; ++turn) {
            answers += "0\n1\n";
        }
        TextGame game(answers, Convention::normal, seed);
        game.play({5, 7, 9, 11}, Seat::one);
        return game.script.transcript();
    };
    EXPECT_EQ(transcript_of(3), transcript_of(3));
}

// A person at a terminal is asked at the end whether to see the review of the game.
std::string game_with_review_offer(const std::string& answers) {
    ScriptedConsole script(answers);
    PlayController game = testing::line_mode_game(
        std::make_unique<TypedSession<NimGame>>(
            NimSetup{Convention::normal, NimPosition{{1, 2}}},
            std::array<SeatPlan, 2>{SeatPlan{}, SeatPlan{false, Strength::from_level(4)}},
            Seat::one, Random(7)),
        false, true);
    play_line_game(script.console, game,
                   {NimGame::description().setup_dialogue(), ReviewOffer::ask});
    return script.transcript();
}

TEST(NimLineGame, TheReviewOnRequestAtTheEnd) {
    const std::string transcript = game_with_review_offer("1\n1\n0\n1\nr\n");
    EXPECT_TRUE(transcript.ends_with(
        "You win! Well played.\n"
        "Type r and Enter for the review of the game, or just Enter: r\n"
        "\n"
        "Review of the game:\n"
        "   1. You take 1 piece from column 1. A winning move.\n"
        "   2. The computer takes 1 piece from column 0. The position was already lost.\n"
        "   3. You take 1 piece from column 0. A winning move.\n"))
        << transcript;
}

TEST(NimLineGame, NoReviewWhenNotAskedFor) {
    const std::string transcript = game_with_review_offer("1\n1\n0\n1\n\n");
    EXPECT_TRUE(
        transcript.ends_with("You win! Well played.\n"
                             "Type r and Enter for the review of the game, or just Enter: \n"))
        << transcript;
}

TEST(NimLineGame, AnotherAnswerToTheReviewQuestionIsAskedAgain) {
    const std::string transcript = game_with_review_offer("1\n1\n1\ny\nr\n");
    EXPECT_NE(transcript.find("Type r and Enter for the review of the game, or just Enter: y\n"
                              "Please answer r for the review, or just Enter to end.\n"
                              "Type r and Enter for the review of the game, or just Enter: r\n"),
              std::string::npos)
        << transcript;
    EXPECT_NE(transcript.find("Review of the game:"), std::string::npos) << transcript;
}

}  // namespace
}  // namespace marienbad
