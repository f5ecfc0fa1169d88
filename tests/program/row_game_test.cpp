// Whole games of the matchstick row (handout 004) through the real program and its standard
// input: a person against the computer, computer against computer to the end (handout 004's
// jeuOrdiOrdi), two people, every level, normal play, --max-take, replay by --seed, French,
// the end of input, junk answers, and the menu's game 3. The person's answers try the places
// in increasing order, each with "1" match: the person always takes the leftmost match, so a
// place refused (no match) is followed by a "1" refused too, and the answers stay in step.
#include "games/row/row_rules.hpp"
#include "games/row/row_solver.hpp"
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

// Enough answers for the person to finish any game on a row of `length` places.
std::string leftmost_matches(int length) {
    std::string input;
    for (int place = 0; place < length; ++place) {
        input += std::to_string(place) + "\n1\n";
    }
    return input;
}

std::vector<std::string> row_command(std::vector<std::string> more) {
    std::vector<std::string> arguments = {"row"};
    arguments.insert(arguments.end(), more.begin(), more.end());
    return arguments;
}

bool ends_with_a_winner(const std::string& output) {
    return output.ends_with("You win! Well played.\n") ||
           output.ends_with("The computer wins. Try again!\n") ||
           output.ends_with("Computer 1 wins!\n") || output.ends_with("Computer 2 wins!\n") ||
           output.ends_with("Player 1 wins!\n") || output.ends_with("Player 2 wins!\n");
}

TEST(ProgramRowGame, PersonAgainstTheComputerToTheEnd) {
    for (const char* first : {"human", "computer"}) {
        const ProgramRun result =
            run(row_command({"--level", "4", "--first", first}), leftmost_matches(21));
        EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
        const std::string& output = result.output;
        EXPECT_TRUE(output.starts_with("Marienbad ")) << output;
        EXPECT_TRUE(contains(output,
                             "The matchstick row: take 1 to 3 matches standing side by side, "
                             "with no empty place between them. Whoever takes the last match "
                             "loses.\n"))
            << output;
        EXPECT_TRUE(contains(output, "Seed: ")) << output;
        EXPECT_TRUE(contains(output, "| 0| 1| 2|")) << output;
        EXPECT_TRUE(contains(output, "The computer takes ")) << output;
        EXPECT_TRUE(contains(output, "Place of the first match (0-20): ")) << output;
        EXPECT_TRUE(contains(output, " took the last match.\n")) << output;
        EXPECT_TRUE(ends_with_a_winner(output)) << output;
        // The virtuoso wins the full row of 21 whoever starts... when it starts.
        if (std::string(first) == "computer") {
            EXPECT_TRUE(output.ends_with("The computer wins. Try again!\n")) << output;
        }
    }
}

TEST(ProgramRowGame, ComputerAgainstComputerToTheEnd) {
    const ProgramRun result =
        run(row_command({"--players", "computer-computer", "--level", "4", "--length", "30"}));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "Computer 1 takes ")) << result.output;
    EXPECT_TRUE(contains(result.output, "Computer 2 takes ")) << result.output;
    EXPECT_TRUE(ends_with_a_winner(result.output)) << result.output;
}

// "Computer 1" or "Computer 2", whichever made the first move.
std::string first_mover(const std::string& output) {
    return output.find("\nComputer 1 takes ") < output.find("\nComputer 2 takes ") ? "Computer 1"
                                                                                   : "Computer 2";
}

TEST(ProgramRowGame, LongestRowComputerAgainstComputer) {
    const ProgramRun result =
        run(row_command({"--players", "computer-computer", "--level", "4", "--length",
                         std::to_string(k_row_max_length), "--seed", "1", "--explain"}));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "190|191|192|193|194|195|196|197|198|199|\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "Why the computer played this:\n")) << result.output;
    // The full row is won for the first player, and the perfect computers play it out.
    EXPECT_TRUE(result.output.ends_with(first_mover(result.output) + " wins!\n")) << result.output;
}

// Misère play with max-take 2 (Kayles) and 8 by the misère quotient, on the longest row: the
// perfect computers play it out, the first mover winning exactly when the solver says so.
TEST(ProgramRowGame, LongestRowsByTheQuotient) {
    for (const int max_take : {2, 8}) {
        const ProgramRun result =
            run(row_command({"--players", "computer-computer", "--level", "4", "--length",
                             std::to_string(k_row_max_length), "--max-take",
                             std::to_string(max_take), "--seed", "3", "--explain"}));
        EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
        EXPECT_TRUE(
            contains(result.output, "this is the misère quotient of the row's game, 0." +
                                        std::string(static_cast<std::size_t>(max_take), '7')))
            << result.output;
        RowSolver solver(Convention::misere, max_take);
        const bool first_wins = solver.player_to_move_wins(RowPosition::full(k_row_max_length));
        const std::string first = first_mover(result.output);
        const std::string second = first == "Computer 1" ? "Computer 2" : "Computer 1";
        EXPECT_TRUE(result.output.ends_with((first_wins ? first : second) + " wins!\n"))
            << max_take << result.output;
    }
}

TEST(ProgramRowGame, FrenchExplanationOfTheMisereRule) {
    const ProgramRun result = run({"--lang", "fr", "row", "--level", "4", "--first", "computer",
                                   "--length", "21", "--explain", "--seed", "5"},
                                  leftmost_matches(21));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "cas 1")) << result.output;
    EXPECT_TRUE(contains(result.output, "10 allumettes : 0, 0, 0 et 0")) << result.output;
    EXPECT_FALSE(contains(result.output, "Misère rule")) << result.output;
}

TEST(ProgramRowGame, FrenchExplanationOfTheQuotient) {
    const ProgramRun result =
        run({"--lang", "fr", "row", "--max-take", "2", "--level", "4", "--first", "computer",
             "--length", "21", "--explain", "--seed", "5"},
            leftmost_matches(21));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "c'est le quotient misère du jeu de la rangée, 0.77 (Plambeck et "
                         "Siegel).\n"
                         "Prouvé pour toute position de groupes d'au plus 21 allumettes"))
        << result.output;
    EXPECT_TRUE(contains(result.output, ", un élément perdant : le joueur dont c'est le tour perd"))
        << result.output;
    EXPECT_FALSE(contains(result.output, "misère quotient")) << result.output;
}

TEST(ProgramRowGame, TwoPeople) {
    const ProgramRun result = run(row_command({"--players", "human-human", "--length", "5"}),
                                  "0\n1\n1\n1\n2\n1\n3\n1\n4\n1\n");
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_FALSE(contains(result.output, "Computer level")) << result.output;
    EXPECT_TRUE(contains(result.output, " takes 1 match from place 0.\n")) << result.output;
    // Five moves of one match: whoever started took the last match and loses.
    EXPECT_TRUE(contains(result.output, " took the last match.\n")) << result.output;
    EXPECT_TRUE(ends_with_a_winner(result.output)) << result.output;
}

TEST(ProgramRowGame, EveryLevel) {
    for (const char* level : {"1", "2", "3", "4"}) {
        const ProgramRun result = run(row_command({"--first", "human", "--length", "25"}),
                                      std::string(level) + "\n" + leftmost_matches(25));
        EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
        EXPECT_TRUE(contains(result.output, "Computer level from 1 to 4")) << result.output;
        EXPECT_TRUE(ends_with_a_winner(result.output)) << result.output;
    }
}

TEST(ProgramRowGame, NormalPlayAndMaxTakeTwo) {
    const ProgramRun result = run(row_command({"--normal", "--max-take", "2", "--level", "4",
                                               "--first", "human", "--explain"}),
                                  leftmost_matches(21));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "The matchstick row: take 1 to 2 matches standing side by side, with no "
                         "empty place between them. Whoever takes the last match wins.\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "Matches to take (1-2): ")) << result.output;
    EXPECT_TRUE(contains(result.output, "like a Nim pile of ")) << result.output;
    EXPECT_TRUE(ends_with_a_winner(result.output)) << result.output;
}

TEST(ProgramRowGame, ReplayBySeed) {
    const std::vector<std::string> arguments =
        row_command({"--players", "computer-computer", "--level", "2", "--seed", "42"});
    const ProgramRun first = run(arguments);
    const ProgramRun second = run(arguments);
    EXPECT_EQ(first.exit_code, 0);
    EXPECT_EQ(first.output, second.output);
    EXPECT_TRUE(contains(first.output, "Seed: 42")) << first.output;
}

TEST(ProgramRowGame, French) {
    const ProgramRun result =
        run({"--lang", "fr", "row", "--level", "4", "--first", "human", "--length", "10"},
            "x\n" + leftmost_matches(10));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "allumette")) << result.output;
    EXPECT_FALSE(contains(result.output, "matches")) << result.output;
}

TEST(ProgramRowGame, EndOfInputExitsWithThree) {
    expect_abandoned(run(row_command({"--level", "4", "--first", "human"}), "0\n"));
    expect_abandoned(run(row_command({"--first", "human"}), ""));
}

TEST(ProgramRowGame, JunkAnswersAreRefused) {
    const ProgramRun result = run(row_command({"--level", "4", "--first", "human"}),
                                  "abc\n99\n\n0\n9\n?\n?\n?\n" + leftmost_matches(21));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "?\nHint 3/3: take ")) << result.output;
    EXPECT_TRUE(ends_with_a_winner(result.output)) << result.output;
}

TEST(ProgramRowMenu, GameThreeIsTheRow) {
    // Game 3; misère rules; level 4; then the person's answers, whoever starts.
    const ProgramRun result = run({}, "3\n1\n4\n" + leftmost_matches(21));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    // The menu's line says nothing of the rules, which are asked next (it used to call the row
    // misère and then offer normal play).
    EXPECT_TRUE(contains(result.output, menu_number(3) +
                                            "The matchstick row: take matches side by side, 1 to "
                                            "3 a move (the limit can go up to 8)\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "Choose a game (" + menu_range() +
                                            "): 3\n"
                                            "Rules:\n"
                                            "  1. misère play: whoever takes the last match loses\n"
                                            "  2. normal play: whoever takes the last match wins\n"
                                            "Choose the rules (1-2): 1\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "Whoever takes the last match loses.\n")) << result.output;
    EXPECT_TRUE(ends_with_a_winner(result.output)) << result.output;
}

// The row's help and menu said "take 1 to 3 matches" although --max-take goes to 8.
TEST(ProgramRowGame, ItsHelpSaysHowFarTheLimitGoes) {
    const ProgramRun help = run({"--help"});
    EXPECT_TRUE(contains(help.output,
                         "play the matchstick row: take matches side by side, 1 to 3 "
                         "a move (--max-take sets the limit, up to 8)"))
        << help.output;
    EXPECT_FALSE(contains(help.output, "take 1 to 3 matches")) << help.output;
}

TEST(ProgramRowMenu, NormalRulesFromTheMenu) {
    const ProgramRun result = run({}, "3\n2\n1\n" + leftmost_matches(21));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "Whoever takes the last match wins.\n")) << result.output;
    EXPECT_TRUE(ends_with_a_winner(result.output)) << result.output;
}

TEST(ProgramRowMenu, EndOfInputAtTheRulesOrTheLevel) {
    for (const char* input : {"3\n", "3\n1\n"}) {
        expect_abandoned(run({}, input));
    }
}

}  // namespace
}  // namespace marienbad::testing
