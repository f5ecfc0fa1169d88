// `marienbad solve grid`: who wins on a grid and every winning move, as one JSON object (0-based
// cells, the table of Grundy values with null for banned cells) or as text. Handout 001 figure 4's
// two boards: the left one lost for the first player, the right one won by going to (1,3) or
// (2,1), with the tables' 0 and non-0 cells where the figure has its 0 and 1 nimbers.
#include <nlohmann/json.hpp>

#include "grid_figure_4.hpp"
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

using nlohmann::json;

// `solve grid` on one of figure 4's boards.
std::vector<std::string> solve_figure_4(const std::vector<std::string>& board) {
    std::vector<std::string> arguments = {"solve", "grid"};
    arguments.insert(arguments.end(), board.begin(), board.end());
    return arguments;
}

json solve_json(const std::vector<std::string>& arguments) {
    const ProgramRun result = run(with(arguments, {"--json"}));
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.errors, "");
    EXPECT_EQ(count_lines(result.output), 1) << "one object on one line:\n" << result.output;
    return json::parse(result.output);
}

// Handout 001's nimbers from the "grundy" table: 0 stays 0, any other value is 1, null is -1.
std::vector<std::vector<int>> nimbers(const json& grundy) {
    std::vector<std::vector<int>> rows;
    for (const json& row : grundy) {
        std::vector<int> values;
        for (const json& value : row) {
            values.push_back(value.is_null() ? -1 : (value.get<int>() == 0 ? 0 : 1));
        }
        rows.push_back(values);
    }
    return rows;
}

TEST(ProgramSolveGrid, Figure4LeftExactJson) {
    const ProgramRun result = run(with(solve_figure_4(k_figure_4_left), {"--json"}));
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.output,
              "{\"game\":\"grid\",\"rows\":5,\"cols\":5,\"banned\":[[1,3],[3,2]],"
              "\"pawns\":[[0,0]],\"outcome\":\"second\",\"winning_moves\":[],"
              "\"grundy\":[[0,1,2,0,1],[2,0,1,null,0],[3,2,0,3,2],[0,1,null,0,1],"
              "[1,0,2,1,0]]}\n");
}

TEST(ProgramSolveGrid, Figure4LeftTheFirstPlayerLoses) {
    const json report = solve_json(solve_figure_4(k_figure_4_left));
    EXPECT_EQ(report["game"], "grid");
    EXPECT_EQ(report["rows"], 5);
    EXPECT_EQ(report["cols"], 5);
    EXPECT_EQ(report["banned"], json::parse("[[1,3],[3,2]]"));
    EXPECT_EQ(report["pawns"], json::parse("[[0,0]]"));
    EXPECT_EQ(report["outcome"], "second");
    EXPECT_EQ(report["winning_moves"], json::array());
    // Handout 001 figure 4, left.
    const std::vector<std::vector<int>> figure{
        {0, 1, 1, 0, 1}, {1, 0, 1, -1, 0}, {1, 1, 0, 1, 1}, {0, 1, -1, 0, 1}, {1, 0, 1, 1, 0}};
    EXPECT_EQ(nimbers(report["grundy"]), figure);
}

TEST(ProgramSolveGrid, Figure4RightTheFirstPlayerWins) {
    const json report = solve_json(solve_figure_4(k_figure_4_right));
    EXPECT_EQ(report["rows"], 5);
    EXPECT_EQ(report["cols"], 7);
    EXPECT_EQ(report["banned"], json::parse("[[1,1],[1,4],[2,1],[2,5],[3,3]]"));
    EXPECT_EQ(report["outcome"], "first");
    // (1,3) and (2,1), 0-based.
    EXPECT_EQ(report["winning_moves"],
              json::parse(R"([{"pawn":0,"to":[0,2]},{"pawn":0,"to":[1,0]}])"));
    // Handout 001 figure 4, right.
    const std::vector<std::vector<int>> figure{{1, 1, 0, 1, 1, 0, 1},
                                               {0, -1, 1, 0, -1, 1, 0},
                                               {1, -1, 1, 1, 0, -1, 1},
                                               {1, 1, 0, -1, 1, 0, 1},
                                               {0, 1, 1, 0, 1, 1, 0}};
    EXPECT_EQ(nimbers(report["grundy"]), figure);
}

TEST(ProgramSolveGrid, TwoPawnsOnTheStartAlwaysLoseForTheFirstPlayer) {
    // Whatever the first player does with one pawn, the second copies it with the other.
    for (const auto& board : {solve_figure_4(k_figure_4_left), solve_figure_4(k_figure_4_right)}) {
        const json report = solve_json(with(board, {"--pawns", "2"}));
        EXPECT_EQ(report["pawns"], json::parse("[[0,0],[0,0]]"));
        EXPECT_EQ(report["outcome"], "second");
        EXPECT_EQ(report["winning_moves"], json::array());
    }
}

TEST(ProgramSolveGrid, PawnsWhereverAtSays) {
    // (1,1) of value 0 and (2,3) of value 1: pawn 1 to (1,2) (value 1) or pawn 2 to (3,3).
    const json report = solve_json(with(solve_figure_4(k_figure_4_left), {"--at", "1,1;2,3"}));
    EXPECT_EQ(report["pawns"], json::parse("[[0,0],[1,2]]"));
    EXPECT_EQ(report["outcome"], "first");
    EXPECT_EQ(report["winning_moves"],
              json::parse(R"([{"pawn":0,"to":[0,1]},{"pawn":1,"to":[2,2]}])"));

    const json sink = solve_json(with(solve_figure_4(k_figure_4_left), {"--at", "5,5"}));
    EXPECT_EQ(sink["outcome"], "second") << "the game is over: the player to move has lost";
    EXPECT_EQ(sink["winning_moves"], json::array());

    const json one_step = solve_json(with(solve_figure_4(k_figure_4_left), {"--at", "4,5"}));
    EXPECT_EQ(one_step["outcome"], "first");
    EXPECT_EQ(one_step["winning_moves"], json::parse(R"([{"pawn":0,"to":[4,4]}])"));
}

TEST(ProgramSolveGrid, NoBannedCells) {
    const json report = solve_json({"solve", "grid", "--rows", "5", "--cols", "5"});
    EXPECT_EQ(report["banned"], json::array());
    EXPECT_EQ(report["grundy"][4][4], 0);
    EXPECT_EQ(report["grundy"][4][3], 1);
    EXPECT_EQ(report["grundy"][4][2], 2);
    for (const json& row : report["grundy"]) {
        for (const json& value : row) {
            EXPECT_FALSE(value.is_null());
        }
    }
}

TEST(ProgramSolveGrid, LargerThanAGameIsAllowed) {
    const json report = solve_json({"solve", "grid", "--rows", "100", "--cols", "60"});
    EXPECT_EQ(report["grundy"].size(), 100u);
    EXPECT_EQ(report["grundy"][0].size(), 60u);
}

TEST(ProgramSolveGrid, TextForAWinningPosition) {
    const ProgramRun result = run(solve_figure_4(k_figure_4_right));
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.output,
              "Grid of 5 rows and 7 columns, banned cells: (2,2) (2,5) (3,2) (3,6) (4,4)\n"
              "  1 2 3 4 5 6 7\n"
              "1|O|-|-|-|-|-|-|\n"
              "2|-|X|-|-|X|-|-|\n"
              "3|-|X|-|-|-|X|-|\n"
              "4|-|-|-|X|-|-|-|\n"
              "5|-|-|-|-|-|-|-|\n"
              "The player to move wins with perfect play.\n"
              "Winning moves:\n"
              "  (1,3)\n"
              "  (2,1)\n"
              "\n"
              "The pawn is on (1,1), of value 2: moving it to a cell of value 0 wins: (1,3) or "
              "(2,1).\n"
              "Value of each cell (0: whoever must move from it loses against perfect play):\n"
              "  1 2 3 4 5 6 7\n"
              "1|2|1|0|3|2|0|1|\n"
              "2|0|X|1|0|X|1|0|\n"
              "3|1|X|2|1|0|X|2|\n"
              "4|2|1|0|X|3|0|1|\n"
              "5|0|2|1|0|2|1|0|\n");
}

TEST(ProgramSolveGrid, TextForALosingPosition) {
    const ProgramRun result = run(solve_figure_4(k_figure_4_left));
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(output.starts_with("Grid of 5 rows and 5 columns, banned cells: (2,4) (4,3)\n"))
        << output;
    EXPECT_TRUE(contains(output, "The player to move loses against perfect play.\n")) << output;
    EXPECT_FALSE(contains(output, "Winning move")) << output;
    EXPECT_TRUE(contains(output, "The pawn is on (1,1), of value 0: ")) << output;
}

TEST(ProgramSolveGrid, TextWithSeveralPawnsAndNoBannedCells) {
    const ProgramRun result =
        run({"solve", "grid", "--rows", "5", "--cols", "5", "--at", "2,3;1,1"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(
        output.starts_with("Grid of 5 rows and 5 columns, banned cells: none\n"
                           "  1 2 3 4 5\n"
                           "1|2|-|-|-|-|\n"
                           "2|-|-|1|-|-|\n"))
        << output;
    EXPECT_TRUE(contains(output, "Pawns: 1 (2,3), 2 (1,1)\n")) << output;
    EXPECT_TRUE(contains(output, "The pawns' values: ")) << output;
    EXPECT_TRUE(contains(output, "  pawn ")) << output;
}

TEST(ProgramSolveGrid, JsonDoesNotDependOnTheLanguage) {
    const ProgramRun english = run(with(solve_figure_4(k_figure_4_right), {"--json"}));
    const ProgramRun french =
        run(with({"--lang", "fr"}, with(solve_figure_4(k_figure_4_right), {"--json"})));
    EXPECT_EQ(french.exit_code, 0);
    EXPECT_EQ(french.output, english.output);
}

TEST(ProgramSolveGrid, TextInFrench) {
    const ProgramRun result = run(with({"--lang", "fr"}, solve_figure_4(k_figure_4_right)));
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(result.output.starts_with(
        "Grille de 5 lignes et 7 colonnes, cases bannies : (2,2) (2,5) (3,2) (3,6) (4,4)\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "(1,3) ou (2,1).\n")) << result.output;
}

}  // namespace
}  // namespace marienbad::testing
