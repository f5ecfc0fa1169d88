// Whole games of the pawn (handout 001) through the real program and its standard input: a person
// against the computer moving first or second, computer against computer, two people at one
// keyboard; every size from 5x5 to 30x30 at every level; the banned cells announced and drawn;
// several pawns. The answers "1" fit every turn (the first destination, or the confirmation of
// the only one), so a game is played to its end whatever grid is drawn.
#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <tuple>

#include "grid_figure_4.hpp"
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

std::string ones(int count) {
    return repeat("1\n", count);
}

std::vector<std::string> grid_command(const std::vector<std::string>& board,
                                      const std::vector<std::string>& more) {
    std::vector<std::string> arguments = {"grid"};
    arguments.insert(arguments.end(), board.begin(), board.end());
    arguments.insert(arguments.end(), more.begin(), more.end());
    return arguments;
}

// The widest grid drawn as handout 001 draws it, every cell as wide as the widest column number: 25
// columns take 78 characters; wider, the cells are one character wide.
constexpr int k_seed_layout_columns = 25;

std::size_t cell_width(int cols) {
    return cols <= k_seed_layout_columns ? std::to_string(cols).size() : 1;
}

// The board's first line: after the room for the row numbers, the column numbers, each ending
// above its cells (every column's up to 25 columns, every other one's past them).
std::string header_line(int rows, int cols) {
    const std::size_t width = cell_width(cols);
    const std::size_t every = cols <= k_seed_layout_columns ? 1 : 2;
    std::string header(std::to_string(rows).size() + static_cast<std::size_t>(cols) * (width + 1),
                       ' ');
    for (int col = 1; col <= cols; col += static_cast<int>(every)) {
        const std::string number = std::to_string(col);
        const std::size_t end =
            std::to_string(rows).size() + static_cast<std::size_t>(col) * (width + 1);
        header.replace(end - number.size(), number.size(), number);
    }
    header.erase(header.find_last_not_of(' ') + 1);
    return header + "\n";
}

// The boards printed, each from its header line to its last row.
std::vector<std::string> boards_in(const std::string& output, int rows, int cols) {
    const std::string header = header_line(rows, cols);
    std::vector<std::string> boards;
    for (auto at = output.find("\n" + header); at != std::string::npos;
         at = output.find("\n" + header, at + 1)) {
        std::size_t end = at + 1;
        for (int line = 0; line <= rows; ++line) {
            end = output.find('\n', end) + 1;
        }
        boards.push_back(output.substr(at + 1, end - at - 1));
    }
    return boards;
}

int count_char(const std::string& text, char wanted) {
    return static_cast<int>(std::count(text.begin(), text.end(), wanted));
}

// The number after `label` on its line, or -1.
int number_after(const std::string& output, const std::string& label) {
    const auto at = output.find(label);
    if (at == std::string::npos) {
        return -1;
    }
    return std::stoi(output.substr(at + label.size()));
}

const char* const k_you_win = "You win! Well played.\n";
const char* const k_computer_wins = "The computer wins. Try again!\n";

struct GridGameCase {
    int rows;
    int cols;
    int level;
    const char* first;
    const char* banned = nullptr;  // --banned, or the count drawn at random
};

void PrintTo(const GridGameCase& game, std::ostream* out) {
    *out << game.rows << "x" << game.cols << " level " << game.level << " first " << game.first;
}

class ProgramGridGame : public ::testing::TestWithParam<GridGameCase> {};

TEST_P(ProgramGridGame, PlayedToTheEndWithABoardAfterEachMove) {
    const GridGameCase& game = GetParam();
    const std::string seed = std::to_string(game.rows * 1000 + game.cols * 10 + game.level);
    std::vector<std::string> arguments = {"grid",
                                          "--rows",
                                          std::to_string(game.rows),
                                          "--cols",
                                          std::to_string(game.cols),
                                          "--level",
                                          std::to_string(game.level),
                                          "--first",
                                          game.first,
                                          "--seed",
                                          seed};
    if (game.banned != nullptr) {
        arguments.insert(arguments.end(), {"--banned", game.banned});
    }
    const ProgramRun result = run(arguments, ones(game.rows + game.cols));
    ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_EQ(result.errors, "");
    const std::string& output = result.output;

    // The banned cells announced are the X's of every board, at most max(rows, cols).
    const int banned = number_after(output, "Banned cells generated: ");
    EXPECT_GE(banned, 0) << output;
    EXPECT_LE(banned, std::max(game.rows, game.cols)) << output;
    if (game.banned != nullptr) {
        EXPECT_EQ(banned, std::stoi(game.banned)) << output;
    }
    const auto boards = boards_in(output, game.rows, game.cols);
    ASSERT_GE(boards.size(), 2u) << output;
    for (const std::string& board : boards) {
        EXPECT_EQ(count_char(board, 'X'), banned) << board;
        EXPECT_EQ(count_char(board, 'O'), 1) << board;
        EXPECT_EQ(count_char(board, '\n'), game.rows + 1) << board;
        // Every line fits an 80-column terminal (the 30 columns handout 001 allows too).
        std::istringstream lines(board);
        for (std::string line; std::getline(lines, line);) {
            EXPECT_LE(line.size(), 80U) << line;
        }
    }
    // The pawn starts on (1,1) and ends in the sink.
    const std::string first_cell = std::string(std::to_string(game.rows).size() - 1, ' ') + "1|" +
                                   std::string(cell_width(game.cols) - 1, ' ') + "O|";
    EXPECT_TRUE(
        boards.front().substr(header_line(game.rows, game.cols).size()).starts_with(first_cell))
        << boards.front();
    EXPECT_TRUE(boards.back().ends_with("O|\n")) << boards.back();

    // One board at the start and one after each move, the person's or the computer's.
    const int person_moves = count_occurrences(output, "---> ");
    const int computer_moves = count_occurrences(output, "The computer moves the pawn to (");
    EXPECT_EQ(static_cast<int>(boards.size()), 1 + person_moves + computer_moves) << output;
    EXPECT_EQ(count_occurrences(output, "Your turn. Type ? for a hint.\n"), person_moves);
    EXPECT_LE(std::abs(person_moves - computer_moves), 1) << output;
    EXPECT_TRUE(contains(output, "Computer: level " + std::to_string(game.level) + " (")) << output;

    // Who moved first, and the winner is whoever pushed the pawn into the sink.
    const auto first_person_turn = output.find("Your turn.");
    const auto first_computer_move = output.find("The computer moves the pawn to (");
    if (std::string(game.first) == "human") {
        EXPECT_LT(first_person_turn, first_computer_move) << output;
    } else {
        EXPECT_LT(first_computer_move, first_person_turn) << output;
    }
    EXPECT_FALSE(contains(output, "error!")) << output;
    const std::string sink =
        "(" + std::to_string(game.rows) + "," + std::to_string(game.cols) + ")";
    const std::string ending = "\nIt's over: the pawn is in the sink.\n";
    if (contains(output, "The computer moves the pawn to " + sink + ".\n")) {
        EXPECT_TRUE(output.ends_with(boards.back() + ending + k_computer_wins)) << output;
    } else {
        EXPECT_TRUE(output.ends_with(boards.back() + ending + k_you_win)) << output;
    }
}

// Each size at each level, the person moving first or second, on grids drawn at random.
std::vector<GridGameCase> every_size_level_and_first() {
    std::vector<GridGameCase> cases;
    for (const auto& [rows, cols, banned] :
         std::vector<std::tuple<int, int, const char*>>{{5, 5, nullptr},
                                                        {9, 12, nullptr},
                                                        {12, 9, nullptr},
                                                        {30, 30, nullptr},
                                                        {5, 30, nullptr},
                                                        {30, 5, nullptr}}) {
        for (int level = 1; level <= 4; ++level) {
            for (const char* first : {"human", "computer"}) {
                cases.push_back({rows, cols, level, first, banned});
            }
        }
    }
    return cases;
}

INSTANTIATE_TEST_SUITE_P(SizesLevelsAndFirst, ProgramGridGame,
                         ::testing::ValuesIn(every_size_level_and_first()),
                         [](const ::testing::TestParamInfo<GridGameCase>& test) {
                             return std::to_string(test.param.rows) + "x" +
                                    std::to_string(test.param.cols) + "Level" +
                                    std::to_string(test.param.level) + "First" + test.param.first;
                         });

TEST(ProgramGridGameOnSeedBoards, PersonFirstOnFigure4LeftLosesToTheVirtuoso) {
    const ProgramRun result =
        run(grid_command(k_figure_4_left, {"--level", "4", "--first", "human", "--seed", "7"}),
            ones(20));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(output.starts_with("Marienbad ")) << output;
    EXPECT_TRUE(contains(output,
                         "Seed: 7 (replay this game with --seed 7)\n"
                         "Game settings:\n"
                         "Banned cells: 2\n"
                         "Game id: grid:5x5:ban=2,4+4,3\n"
                         "Computer: level 4 (virtuoso).\n"
                         "Let's go!\n"
                         "\n"
                         "  1 2 3 4 5\n"
                         "1|O|-|-|-|-|\n"
                         "2|-|-|-|X|-|\n"
                         "3|-|-|-|-|-|\n"
                         "4|-|-|X|-|-|\n"
                         "5|-|-|-|-|-|\n"
                         "\n"
                         "Your turn. Type ? for a hint.\n"
                         "Choose the destination 1:(1,2) 2:(1,3) 3:(2,1) 4:(3,1)\n"
                         "---> 1\n"
                         "\n"
                         "  1 2 3 4 5\n"
                         "1|-|O|-|-|-|\n"))
        << output;
    EXPECT_FALSE(contains(output, "Number of rows")) << output;
    EXPECT_FALSE(contains(output, "Who starts?")) << output;
    EXPECT_TRUE(output.ends_with("The computer moves the pawn to (5,5).\n\n" +
                                 boards_in(output, 5, 5).back() +
                                 "\nIt's over: the pawn is in the sink.\n" + k_computer_wins))
        << output;
}

TEST(ProgramGridGameOnSeedBoards, VirtuosoFirstOnFigure4RightWins) {
    const ProgramRun result =
        run(grid_command(k_figure_4_right, {"--level", "4", "--first", "computer", "--seed", "3"}),
            ones(20));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    // Handout 001 figure 4: the first player wins by going to (1,3) or (2,1).
    EXPECT_TRUE(contains(output, "5|-|-|-|-|-|-|-|\n\nThe computer moves the pawn to (1,3).\n") ||
                contains(output, "5|-|-|-|-|-|-|-|\n\nThe computer moves the pawn to (2,1).\n"))
        << output;
    EXPECT_TRUE(
        output.ends_with(std::string("It's over: the pawn is in the sink.\n") + k_computer_wins))
        << output;
}

TEST(ProgramGridGameModes, ComputerAgainstComputerEndsWithAWinner) {
    for (const std::string seed : {"1", "2", "3"}) {
        const ProgramRun result = run({"grid", "--players", "computer-computer", "--rows", "10",
                                       "--cols", "10", "--level", "2", "--seed", seed});
        EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
        const std::string& output = result.output;
        EXPECT_TRUE(contains(output, "Computer 1 moves the pawn to (")) << output;
        EXPECT_TRUE(contains(output, "Computer 2 moves the pawn to (")) << output;
        EXPECT_FALSE(contains(output, "Your turn")) << output;
        EXPECT_FALSE(contains(output, "Who starts?")) << output;
        EXPECT_FALSE(contains(output, "---> ")) << output;
        const std::string ending = "\nIt's over: the pawn is in the sink.\n";
        EXPECT_TRUE((contains(output, "Computer 1 moves the pawn to (10,10).\n") &&
                     output.ends_with(ending + "Computer 1 wins!\n")) ||
                    (contains(output, "Computer 2 moves the pawn to (10,10).\n") &&
                     output.ends_with(ending + "Computer 2 wins!\n")))
            << output;
    }
}

TEST(ProgramGridGameModes, ComputerAgainstComputerAsksOnlyForTheSizeAndLevel) {
    const ProgramRun result =
        run({"grid", "--players", "computer-computer", "--seed", "4"}, "7\n9\n3\n");
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output,
                         "Game settings:\n"
                         "Number of rows (5-30): 7\n"
                         "Number of columns (5-30): 9\n"
                         "Banned cells generated: "))
        << output;
    EXPECT_TRUE(contains(output,
                         "Computer level from 1 to 4 (1 beginner, 2 medium, 3 expert, "
                         "4 virtuoso): 3\n"
                         "Computer: level 3 (expert).\n"
                         "Let's go!\n"))
        << output;
    EXPECT_TRUE(contains(output, "\n  1 2 3 4 5 6 7 8 9\n")) << output;
    EXPECT_TRUE(contains(output, "\n7|")) << output;
    EXPECT_FALSE(contains(output, "\n8|")) << output;
    EXPECT_TRUE(output.ends_with("Computer 1 wins!\n") || output.ends_with("Computer 2 wins!\n"))
        << output;
}

TEST(ProgramGridGameModes, TwoPeopleBothFromStandardInput) {
    const ProgramRun result =
        run({"grid", "--players", "human-human", "--rows", "8", "--cols", "6", "--seed", "5"},
            ones(14));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_FALSE(contains(output, "omputer")) << "no computer, no level:\n" << output;
    EXPECT_FALSE(contains(output, "Who starts?")) << output;
    EXPECT_TRUE(contains(output, "Player 1, your turn. Type ? for a hint.\n")) << output;
    EXPECT_TRUE(contains(output, "Player 2, your turn. Type ? for a hint.\n")) << output;
    const int turns = count_occurrences(output, ", your turn.");
    EXPECT_EQ(count_occurrences(output, "Player 1 moves the pawn to (") +
                  count_occurrences(output, "Player 2 moves the pawn to ("),
              turns)
        << output;
    EXPECT_TRUE((contains(output, "Player 1 moves the pawn to (8,6).\n") &&
                 output.ends_with("Player 1 wins!\n")) ||
                (contains(output, "Player 2 moves the pawn to (8,6).\n") &&
                 output.ends_with("Player 2 wins!\n")))
        << output;
}

TEST(ProgramGridGameModes, WhoStartsIsAskedWhenNotGiven) {
    const ProgramRun computer_first =
        run(grid_command(k_figure_4_left, {"--level", "4", "--seed", "1"}), "1\n" + ones(20));
    EXPECT_EQ(computer_first.exit_code, 0) << computer_first.output << computer_first.errors;
    EXPECT_TRUE(contains(computer_first.output,
                         "Computer: level 4 (virtuoso).\n"
                         "Who starts?\n"
                         "the computer (1) or you (2): 1\n"
                         "Let's go!\n"))
        << computer_first.output;
    EXPECT_TRUE(contains(computer_first.output, "5|-|-|-|-|-|\n\nThe computer moves the pawn to"))
        << computer_first.output;

    const ProgramRun person_first =
        run(grid_command(k_figure_4_left, {"--level", "4", "--seed", "1"}), "3\n0\n2\n" + ones(20));
    EXPECT_EQ(person_first.exit_code, 0) << person_first.output << person_first.errors;
    EXPECT_TRUE(contains(person_first.output,
                         "the computer (1) or you (2): 3\n"
                         "Please answer with a whole number from 1 to 2.\n"
                         "the computer (1) or you (2): 0\n"
                         "Please answer with a whole number from 1 to 2.\n"
                         "the computer (1) or you (2): 2\n"
                         "Let's go!\n"))
        << person_first.output;
    EXPECT_TRUE(contains(person_first.output, "5|-|-|-|-|-|\n\nYour turn. Type ? for a hint.\n"))
        << person_first.output;
}

TEST(ProgramGridGameDialogue, WrongSizesAreAskedAgain) {
    const ProgramRun result =
        run({"grid", "--players", "computer-computer", "--seed", "8"}, "4\n31\nx\n\n6\n5\n1\n");
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output,
                         "Number of rows (5-30): 4\n"
                         "Please answer with a whole number from 5 to 30.\n"
                         "Number of rows (5-30): 31\n"
                         "Please answer with a whole number from 5 to 30.\n"
                         "Number of rows (5-30): x\n"
                         "Please answer with a whole number from 5 to 30.\n"
                         "Number of rows (5-30): \n"
                         "Please answer with a whole number from 5 to 30.\n"
                         "Number of rows (5-30): 6\n"
                         "Number of columns (5-30): 5\n"))
        << output;
    EXPECT_TRUE(contains(output, "\n6|")) << output;
    EXPECT_TRUE(output.ends_with(" wins!\n")) << output;
}

TEST(ProgramGridGameBannedCells, AsManyAsAskedForWithBanned) {
    for (const std::string banned : {"0", "3", "7"}) {
        const ProgramRun result =
            run({"grid", "--players", "computer-computer", "--rows", "7", "--cols", "6", "--banned",
                 banned, "--level", "1", "--seed", "9"});
        EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
        EXPECT_TRUE(contains(result.output, "Banned cells generated: " + banned + "\n"))
            << result.output;
        for (const std::string& board : boards_in(result.output, 7, 6)) {
            EXPECT_EQ(count_char(board, 'X'), std::stoi(banned)) << board;
        }
    }
}

// Handout 001 §2.2: up to max(R,C) banned cells, on any grid, even long thin ones where few
// random sets of cells satisfy the rules (rejection sampling alone finds none on 5x30).
TEST(ProgramGridGameBannedCells, UpToMaxBannedOnLongThinGrids) {
    for (const auto& [rows, cols] : std::vector<std::pair<std::string, std::string>>{
             {"5", "30"}, {"30", "5"}, {"5", "29"}, {"6", "30"}}) {
        const std::string banned = std::max(
            rows, cols, [](const auto& a, const auto& b) { return std::stoi(a) < std::stoi(b); });
        for (const std::string seed : {"1", "2", "3"}) {
            const ProgramRun result =
                run({"grid", "--players", "computer-computer", "--rows", rows, "--cols", cols,
                     "--banned", banned, "--level", "1", "--seed", seed});
            EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
            const auto boards = boards_in(result.output, std::stoi(rows), std::stoi(cols));
            ASSERT_FALSE(boards.empty()) << result.output;
            EXPECT_EQ(count_char(boards.front(), 'X'), std::stoi(banned)) << boards.front();
        }
    }
}

TEST(ProgramGridGameBannedCells, TheCellsGivenWithBanAreTheXs) {
    const ProgramRun result =
        run(grid_command(k_figure_4_right, {"--players", "computer-computer", "--level", "3"}));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "Banned cells: 5\n")) << result.output;
    EXPECT_FALSE(contains(result.output, "generated")) << result.output;
    const auto boards = boards_in(result.output, 5, 7);
    ASSERT_FALSE(boards.empty());
    EXPECT_EQ(boards.front(),
              "  1 2 3 4 5 6 7\n"
              "1|O|-|-|-|-|-|-|\n"
              "2|-|X|-|-|X|-|-|\n"
              "3|-|X|-|-|-|X|-|\n"
              "4|-|-|-|X|-|-|-|\n"
              "5|-|-|-|-|-|-|-|\n");
}

TEST(ProgramGridGamePawns, ThreePawnsAgainstTheVirtuosoMovingFirst) {
    // Three pawns on (1,1) of value 2: 2 xor 2 xor 2 = 2, the first player wins.
    const ProgramRun result =
        run(grid_command(k_figure_4_right,
                         {"--pawns", "3", "--level", "4", "--first", "computer", "--seed", "6"}),
            ones(40));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "The pawn game with 3 pawns: ")) << output;
    EXPECT_TRUE(contains(output,
                         "  1 2 3 4 5 6 7\n"
                         "1|+|-|-|-|-|-|-|\n"
                         "2|-|X|-|-|X|-|-|\n"
                         "3|-|X|-|-|-|X|-|\n"
                         "4|-|-|-|X|-|-|-|\n"
                         "5|-|-|-|-|-|-|-|\n"
                         "Pawns: 1 (1,1), 2 (1,1), 3 (1,1)\n"
                         "\n"
                         "The computer moves pawn "))
        << output;
    EXPECT_TRUE(contains(output, "Your turn. Type ? for a hint.\nChoose a move:\n  1: pawn "))
        << output;
    EXPECT_FALSE(contains(output, "moves the pawn to")) << output;
    EXPECT_TRUE(
        output.ends_with("5|-|-|-|-|-|-|+|\n"
                         "Pawns: 1 (5,7), 2 (5,7), 3 (5,7)\n"
                         "\n"
                         "It's over: every pawn is in the sink.\n" +
                         std::string(k_computer_wins)))
        << output;
}

TEST(ProgramGridGamePawns, ThreePawnsOnARandomGridToTheEnd) {
    const ProgramRun result = run({"grid", "--rows", "6", "--cols", "8", "--pawns", "3", "--level",
                                   "2", "--first", "human", "--seed", "12"},
                                  ones(3 * (6 + 8)));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "Pawns: 1 (1,1), 2 (1,1), 3 (1,1)\n\nYour turn.")) << output;
    const int moves =
        count_occurrences(output, "---> ") + count_occurrences(output, "The computer moves pawn ");
    EXPECT_EQ(count_occurrences(output, "\nPawns: "), 1 + moves) << output;
    EXPECT_TRUE(contains(output,
                         "Pawns: 1 (6,8), 2 (6,8), 3 (6,8)\n\n"
                         "It's over: every pawn is in the sink.\n"))
        << output;
    EXPECT_TRUE(output.ends_with(k_you_win) || output.ends_with(k_computer_wins)) << output;
}

}  // namespace
}  // namespace marienbad::testing
