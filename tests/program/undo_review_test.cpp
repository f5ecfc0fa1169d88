// Taking turns back and playing them again in line mode ("u" and "r" at any question of a
// person's turn), and the review of the game (--review), in the three games through standard
// input: against the computer undo takes back its reply and the person's move, between two
// people one move; nothing to take back or play again is said so; the review judges every move.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

const std::vector<std::string> k_nim = {"nim",    "--piles", "3,4,5",   "--level", "4",
                                        "--seed", "7",       "--first", "human"};
const char* const k_nim_start =
    "      0  1  2\n"
    "  0   *  *  *\n"
    "  1   *  *  *\n"
    "  2   *  *  *\n"
    "  3      *  *\n"
    "  4         *\n";
// After the person takes 1 from column 0 and the virtuoso takes 1 from column 0 (seed 7).
const char* const k_nim_after_two_moves =
    "      0  1  2\n"
    "  0   *  *  *\n"
    "  1      *  *\n"
    "  2      *  *\n"
    "  3      *  *\n"
    "  4         *\n";

TEST(ProgramUndo, NimTakesBackTheComputersReplyAndThePersonsMoveThenPlaysThemAgain) {
    const ProgramRun result = run(k_nim, "u\n0\n1\nu\nr\n");
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output, std::string("Column (0-2): u\n"
                                                    "There is no move of yours to take back.\n"
                                                    "\n") +
                                            k_nim_start))
        << result.output;
    EXPECT_TRUE(contains(result.output, std::string("The computer takes 1 piece from column 0.\n"
                                                    "\n") +
                                            k_nim_after_two_moves +
                                            "\n"
                                            "Your turn. Type ? for a hint.\n"
                                            "Column (0-2): u\n"
                                            "2 moves taken back.\n"
                                            "\n" +
                                            k_nim_start +
                                            "\n"
                                            "Your turn. Type ? for a hint.\n"
                                            "Column (0-2): r\n"
                                            "2 moves played again.\n"
                                            "\n" +
                                            k_nim_after_two_moves))
        << result.output;
}

TEST(ProgramUndo, NimUndoThenAnotherMoveForgetsWhatWasTakenBack) {
    const ProgramRun result = run(k_nim, "0\n1\nu\n2\n2\nr\n");
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output, "You take 2 pieces from column 2.\n")) << result.output;
    EXPECT_TRUE(contains(result.output, "Column (0-1): r\nThere is no move to play again.\n"))
        << result.output;
}

TEST(ProgramUndo, AtTheSecondQuestionOfATurnToo) {
    const ProgramRun result = run(k_nim, "0\n1\n2\nu\n");
    expect_abandoned(result);
    EXPECT_TRUE(
        contains(result.output, "Pieces to take from column 2 (1-5): u\n2 moves taken back.\n"))
        << result.output;
}

TEST(ProgramUndo, GridShowsTheBoardAgainAfterUndo) {
    const ProgramRun result = run({"grid", "--rows", "5", "--cols", "5", "--ban", "2,4;4,3",
                                   "--level", "4", "--first", "human", "--seed", "1"},
                                  "u\n3\nu\nr\n");
    expect_abandoned(result);
    const std::string start =
        "  1 2 3 4 5\n"
        "1|O|-|-|-|-|\n"
        "2|-|-|-|X|-|\n"
        "3|-|-|-|-|-|\n"
        "4|-|-|X|-|-|\n"
        "5|-|-|-|-|-|\n";
    EXPECT_TRUE(contains(result.output, "---> u\nThere is no move of yours to take back.\n\n" +
                                            start + "\nYour turn. Type ? for a hint.\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output,
                         "Choose the destination 1:(2,3) 2:(3,2) 3:(4,2)\n"
                         "---> u\n"
                         "2 moves taken back.\n"
                         "\n" +
                             start +
                             "\n"
                             "Your turn. Type ? for a hint.\n"
                             "Choose the destination 1:(1,2) 2:(1,3) 3:(2,1) 4:(3,1)\n"
                             "---> r\n"
                             "2 moves played again.\n"
                             "\n"
                             "  1 2 3 4 5\n"
                             "1|-|-|-|-|-|\n"
                             "2|-|O|-|X|-|\n"))
        << result.output;
}

TEST(ProgramUndo, GridConfirmationTakesUAndR) {
    // Two people: player 1 to (1,3), player 2 to (2,3), from where (3,3) is the only move.
    const ProgramRun result = run({"grid", "--rows", "5", "--cols", "5", "--ban", "2,4;4,3",
                                   "--players", "human-human", "--seed", "1"},
                                  "2\n3\nu\n3\n\n");
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output,
                         "Only possibility: (3,3)\n"
                         "confirm ---> u\n"
                         "1 move taken back.\n"))
        << result.output;
    EXPECT_EQ(count_occurrences(result.output, "Player 2 moves the pawn to (2,3).\n"), 2)
        << result.output;
}

TEST(ProgramUndo, RowTakesBackAndPlaysAgain) {
    const ProgramRun result =
        run({"row", "--length", "5", "--level", "4", "--first", "human", "--seed", "1"},
            "0\n1\nu\nr\n");
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output,
                         "|0|1|2|3|4|\n"
                         "| | | | |*|\n"
                         "Your turn. Type ? for a hint.\n"
                         "Place of the first match (0-4): u\n"
                         "2 moves taken back.\n"
                         "\n"
                         "|0|1|2|3|4|\n"
                         "|*|*|*|*|*|\n"
                         "Your turn. Type ? for a hint.\n"
                         "Place of the first match (0-4): r\n"
                         "2 moves played again.\n"
                         "\n"
                         "|0|1|2|3|4|\n"
                         "| | | | |*|\n"))
        << result.output;
}

TEST(ProgramUndo, UndoTheEndOfAGameIsTooLate) {
    // The game is over when the last move is made: no question is left to answer "u" to.
    const ProgramRun result =
        run({"nim", "--piles", "1", "--level", "4", "--first", "human"}, "0\n1\nu\n");
    EXPECT_EQ(result.exit_code, 0) << result.output;
    EXPECT_TRUE(result.output.ends_with("You win! Well played.\n")) << result.output;
}

// The review: "Review of the game:" and one line a move, after the winner.
std::vector<std::string> review_lines(const std::string& output) {
    std::vector<std::string> lines;
    const auto start = output.find("\nReview of the game:\n");
    if (start == std::string::npos) {
        return lines;
    }
    std::size_t at = output.find('\n', start + 1) + 1;
    while (at < output.size()) {
        const auto end = output.find('\n', at);
        lines.push_back(output.substr(at, end - at));
        at = end + 1;
    }
    return lines;
}

TEST(ProgramReview, NimJudgesEveryMove) {
    const ProgramRun result = run(
        {"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "human", "--review"},
        take_one_from_column_zero(12));
    ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
    const auto lines = review_lines(result.output);
    ASSERT_EQ(lines.size(), 12u) << result.output;
    EXPECT_EQ(lines[0],
              "   1. You take 1 piece from column 0. A mistake: it lets the win go. The move that "
              "kept it: take 2 pieces from column 0.");
    EXPECT_EQ(lines[1], "   2. The computer takes 1 piece from column 0. A winning move.");
    EXPECT_EQ(lines[2], "   3. You take 1 piece from column 0. The position was already lost.");
    EXPECT_TRUE(contains(result.output, "The computer wins. Try again!\n\nReview of the game:\n"))
        << result.output;
}

TEST(ProgramReview, GridNamesTheDestinationThatKeptTheWin) {
    const ProgramRun result =
        run({"grid", "--rows", "5", "--cols", "7", "--ban", "2,2;3,2;2,5;3,6;4,4", "--level", "4",
             "--first", "human", "--seed", "1", "--review"},
            repeat("1\n", 10));
    ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
    const auto lines = review_lines(result.output);
    ASSERT_EQ(lines.size(), 8u) << result.output;
    EXPECT_EQ(lines[0],
              "   1. You move the pawn to (1,2). A mistake: it lets the win go. The move that kept "
              "it: (1,3).");
    EXPECT_EQ(lines[1], "   2. The computer moves the pawn to (1,3). A winning move.");
}

TEST(ProgramReview, RowInFrench) {
    const ProgramRun result = run({"--lang", "fr", "row", "--length", "7", "--level", "4",
                                   "--first", "human", "--seed", "1", "--review"},
                                  "0\n1\n1\n1\n2\n1\n3\n1\n4\n1\n5\n1\n6\n1\n");
    ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "Bilan de la partie :\n")) << result.output;
    EXPECT_TRUE(contains(result.output,
                         "   1. Tu prends 1 allumette à partir de l'emplacement 0. Une erreur : la "
                         "victoire s'échappe. Le coup qui la gardait : prends 3 allumettes à "
                         "partir de l'emplacement 2.\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output,
                         "   2. L'ordinateur prend 2 allumettes à partir de l'emplacement 3. Un "
                         "coup gagnant.\n"))
        << result.output;
}

TEST(ProgramReview, ComputerAgainstComputer) {
    const ProgramRun result = run({"nim", "--players", "computer-computer", "--piles", "1,2,3",
                                   "--level", "4", "--seed", "1", "--review"});
    ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
    const auto lines = review_lines(result.output);
    ASSERT_FALSE(lines.empty()) << result.output;
    for (const std::string& line : lines) {
        // 1 2 3 is lost for the first player: the virtuosos never throw a win away.
        EXPECT_FALSE(contains(line, "mistake")) << line;
    }
    EXPECT_TRUE(contains(lines.front(), "Computer 1 takes ")) << lines.front();
    EXPECT_TRUE(contains(lines.front(), "The position was already lost.")) << lines.front();
}

TEST(ProgramReview, NotShownWithoutTheOption) {
    const ProgramRun result = run(k_nim, take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0);
    EXPECT_FALSE(contains(result.output, "Review")) << result.output;
}

}  // namespace
}  // namespace marienbad::testing
