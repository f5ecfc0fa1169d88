// `marienbad solve row`: who wins handout 004's matchstick row and every winning move, as one JSON
// object (0-based places) or as text. Checked by hand on small rows, against the solver
// (misère full rows of 1..14: only the row of one match is lost), by playing each winning
// move and solving again (the row it leaves is lost for the player then to move), and on long
// rows up to the limits of each max-take.
#include <nlohmann/json.hpp>

#include "games/row/row_rules.hpp"
#include "games/row/row_solver.hpp"
#include "octal/octal_game.hpp"
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

using nlohmann::json;

json solve_json(std::vector<std::string> arguments) {
    arguments.insert(arguments.begin(), {"solve", "row"});
    arguments.push_back("--json");
    const ProgramRun result = run(arguments);
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.errors, "");
    EXPECT_EQ(count_lines(result.output), 1) << "one object on one line:\n" << result.output;
    return json::parse(result.output);
}

// The pattern left by a move.
std::string after(std::string pattern, const json& move) {
    const int start = move["start"].get<int>();
    const int count = move["count"].get<int>();
    for (int place = start; place < start + count; ++place) {
        EXPECT_EQ(pattern[static_cast<std::size_t>(place)], '1') << pattern << " " << move;
        pattern[static_cast<std::size_t>(place)] = '0';
    }
    return pattern;
}

// Each winning move of `report` leaves a row lost for the next player (or an empty row, which in
// normal play is lost for the player to move); a lost row has no winning move.
void expect_winning_moves_leave_lost_rows(const json& report, std::vector<std::string> more) {
    const std::string pattern = report["position"];
    EXPECT_EQ(report["outcome"] == "first", !report["winning_moves"].empty()) << pattern;
    for (const json& move : report["winning_moves"]) {
        const std::string left = after(pattern, move);
        if (left.find('1') == std::string::npos) {
            EXPECT_EQ(report["convention"], "normal") << "the last match loses in misère play";
            continue;
        }
        std::vector<std::string> arguments = {"--position", left};
        arguments.insert(arguments.end(), more.begin(), more.end());
        EXPECT_EQ(solve_json(arguments)["outcome"], "second") << pattern << " -> " << left;
    }
}

TEST(ProgramSolveRow, ExactJsonOfAFullRowOfThree) {
    // Taking two matches leaves one, which the opponent must take; taking all three loses.
    const ProgramRun result = run({"solve", "row", "--length", "3", "--json"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.output,
              "{\"game\":\"row\",\"position\":\"111\",\"length\":3,\"max_take\":3,"
              "\"convention\":\"misere\",\"outcome\":\"first\",\"winning_moves\":"
              "[{\"start\":0,\"count\":2},{\"start\":1,\"count\":2}]}\n");
}

TEST(ProgramSolveRow, NormalPlayRowOfThreeByHand) {
    // Take all three, or the middle one (leaving 1 and 1, which the opponent cannot win).
    const json report = solve_json({"--length", "3", "--normal"});
    EXPECT_EQ(report["convention"], "normal");
    EXPECT_EQ(report["outcome"], "first");
    EXPECT_EQ(report["winning_moves"],
              json::parse(R"([{"start":0,"count":3},{"start":1,"count":1}])"));
}

TEST(ProgramSolveRow, PositionWithGapsByHand) {
    // Runs of 2 and 1: taking the run of two leaves one match for the opponent; anything else
    // leaves 1 and 1 or a run of 2, both won by the player who gets them.
    const json report = solve_json({"--position", "1101"});
    EXPECT_EQ(report["position"], "1101");
    EXPECT_EQ(report["length"], 4);
    EXPECT_EQ(report["outcome"], "first");
    EXPECT_EQ(report["winning_moves"], json::parse(R"([{"start":0,"count":2}])"));
    // One match left, in misère play: lost.
    const json lost = solve_json({"--position", "00100"});
    EXPECT_EQ(lost["outcome"], "second");
    EXPECT_EQ(lost["winning_moves"], json::array());
}

TEST(ProgramSolveRow, MisereFullRowsOnlyTheRowOfOneIsLost) {
    for (int length = 1; length <= 14; ++length) {
        const json report = solve_json({"--length", std::to_string(length)});
        EXPECT_EQ(report["position"], std::string(static_cast<std::size_t>(length), '1'));
        EXPECT_EQ(report["outcome"], length == 1 ? "second" : "first") << length;
        if (length <= 8) {
            expect_winning_moves_leave_lost_rows(report, {});
        }
    }
}

TEST(ProgramSolveRow, NormalPlayFullRowOf21TheMiddleWins) {
    const json report = solve_json({"--length", "21", "--normal"});
    EXPECT_EQ(report["outcome"], "first");
    const json& moves = report["winning_moves"];
    // Two runs of 10 (take place 10) or two of 9 (take places 9 to 11): the copycat wins.
    EXPECT_NE(std::find(moves.begin(), moves.end(), json::parse(R"({"start":10,"count":1})")),
              moves.end());
    EXPECT_NE(std::find(moves.begin(), moves.end(), json::parse(R"({"start":9,"count":3})")),
              moves.end());
    expect_winning_moves_leave_lost_rows(report, {"--normal"});
}

TEST(ProgramSolveRow, NormalPlayFollowsTheOctalValues) {
    // In normal play, the row with max-take K is the octal game 0.77...7 (K sevens): a row
    // is lost exactly when the nim-sum of its runs' values is 0.
    const std::vector<int> kayles = analyse_octal_game(consecutive_takes_code(2), 20).values;
    const std::vector<int> row = analyse_octal_game(consecutive_takes_code(3), 20).values;
    for (const auto& [pattern, a, b] :
         std::vector<std::tuple<std::string, std::size_t, std::size_t>>{
             {"1110111", 3, 3},
             {"11110111", 4, 3},
             {"1111100111111", 5, 6},
             {"1111111011111111", 7, 8}}) {
        const json two = solve_json({"--position", pattern, "--normal", "--max-take", "2"});
        EXPECT_EQ(two["max_take"], 2);
        EXPECT_EQ(two["outcome"], (kayles[a] ^ kayles[b]) != 0 ? "first" : "second") << pattern;
        const json three = solve_json({"--position", pattern, "--normal"});
        EXPECT_EQ(three["outcome"], (row[a] ^ row[b]) != 0 ? "first" : "second") << pattern;
    }
}

TEST(ProgramSolveRow, MaxTakeOneIsAboutParity) {
    // One match a move: the player to move takes the last match when there is an odd number.
    const json four = solve_json({"--position", "1101011", "--max-take", "1"});
    EXPECT_EQ(four["max_take"], 1);
    EXPECT_EQ(four["outcome"], "second");  // five matches: the mover takes the last one
    const json normal = solve_json({"--position", "1101011", "--max-take", "1", "--normal"});
    EXPECT_EQ(normal["outcome"], "first");
    EXPECT_EQ(normal["winning_moves"].size(), 5U);  // any match
    const json even = solve_json({"--length", "4", "--max-take", "1"});
    EXPECT_EQ(even["winning_moves"], json::parse(R"([{"start":0,"count":1},{"start":1,"count":1},
        {"start":2,"count":1},{"start":3,"count":1}])"));
}

TEST(ProgramSolveRow, MaxTakeTwoRowOfTwo) {
    // Taking both loses in misère play; taking one leaves the last match to the opponent.
    const json misere = solve_json({"--length", "2", "--max-take", "2"});
    EXPECT_EQ(misere["winning_moves"],
              json::parse(R"([{"start":0,"count":1},{"start":1,"count":1}])"));
    const json normal = solve_json({"--length", "2", "--max-take", "2", "--normal"});
    EXPECT_EQ(normal["winning_moves"], json::parse(R"([{"start":0,"count":2}])"));
}

// Whether `report` lists the move {start, count}.
bool lists_move(const json& report, int start, int count) {
    const json& moves = report["winning_moves"];
    return std::find(moves.begin(), moves.end(), json{{"start", start}, {"count", count}}) !=
           moves.end();
}

TEST(ProgramSolveRow, LongRows) {
    // Misère play with max-take 3, by the rule: taking the middle two of an even row leaves
    // two equal runs (lost for the player to move), and so does the middle one of an odd row.
    const json misere = solve_json({"--length", "100000"});
    EXPECT_EQ(misere["length"], 100000);
    EXPECT_EQ(misere["outcome"], "first");
    EXPECT_TRUE(lists_move(misere, 49999, 2));
    const json odd = solve_json({"--position", std::string(k_row_max_length + 1, '1')});
    EXPECT_TRUE(lists_move(odd, k_row_max_length / 2, 1)) << odd["winning_moves"];
    // The longest rows: normal play (here Kayles, max-take 2) and misère max-take 1.
    const json normal = solve_json(
        {"--length", std::to_string(k_solve_row_max_length), "--normal", "--max-take", "2"});
    EXPECT_EQ(normal["length"], k_solve_row_max_length);
    EXPECT_EQ(normal["outcome"], "first");  // the copycat again
    EXPECT_TRUE(lists_move(normal, k_solve_row_max_length / 2 - 1, 2));
    const json parity =
        solve_json({"--length", std::to_string(k_solve_row_max_length - 1), "--max-take", "1"});
    EXPECT_EQ(parity["outcome"], "second") << "an odd number of matches";
    EXPECT_EQ(parity["winning_moves"], json::array());
}

// Misère play with max-take 2 and 4 to 8, by the misère quotient: up to 2000 places.
constexpr int k_solve_row_quotient_max_length = 2000;

TEST(ProgramSolveRow, MisereByTheQuotientUpToItsLimit) {
    for (const int max_take : {2, 4, 5, 6, 7, 8}) {
        const json report = solve_json(
            {"--position",
             "1" + std::string(static_cast<std::size_t>(k_solve_row_quotient_max_length - 1), '0'),
             "--max-take", std::to_string(max_take)});
        EXPECT_EQ(report["outcome"], "second") << max_take << ": one match, to be taken";
    }
    // Kayles' full row of 2000 places: every winning move, as the solver finds them.
    const json kayles = solve_json(
        {"--length", std::to_string(k_solve_row_quotient_max_length), "--max-take", "2"});
    RowSolver solver(Convention::misere, 2);
    const std::vector<RowMove> winners =
        solver.winning_moves(RowPosition::full(k_solve_row_quotient_max_length));
    ASSERT_EQ(kayles["winning_moves"].size(), winners.size());
    EXPECT_FALSE(winners.empty());
    for (const RowMove& move : winners) {
        EXPECT_TRUE(lists_move(kayles, move.start, move.count)) << move.start;
    }
}

TEST(ProgramSolveRow, TextReportOfALongRowHasNoPattern) {
    const ProgramRun result = run({"solve", "row", "--length", "1000", "--max-take", "1"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_FALSE(contains(result.output, "Places from 0")) << result.output;
    EXPECT_TRUE(contains(result.output, "1000 matches, in places 0-999\n")) << result.output;
}

TEST(ProgramSolveRow, TextReport) {
    const ProgramRun result = run({"solve", "row", "--length", "3"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.output,
              "Row of 3 places, misère play (whoever takes the last match loses), at most 3 "
              "matches a move\n"
              "Places from 0: 111 (1 = a match, 0 = an empty place)\n"
              "3 matches, in places 0-2\n"
              "The player to move wins with perfect play.\n"
              "Winning moves:\n"
              "  take 2 matches from place 0 (places 0 to 1)\n"
              "  take 2 matches from place 1 (places 1 to 2)\n");
}

TEST(ProgramSolveRow, TextReportOfALostRowWithGaps) {
    const ProgramRun result = run({"solve", "row", "--position", "10101", "--max-take", "1"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(contains(result.output, "Row of 5 places")) << result.output;
    EXPECT_TRUE(contains(result.output, "at most 1 match a move")) << result.output;
    EXPECT_TRUE(contains(result.output, "3 matches, in places 0 2 4")) << result.output;
    EXPECT_TRUE(contains(result.output, "The player to move loses against perfect play."));
    EXPECT_FALSE(contains(result.output, "Winning")) << result.output;
}

TEST(ProgramSolveRow, TextReportOfOneMatchMove) {
    const ProgramRun result = run({"solve", "row", "--position", "111", "--normal"});
    EXPECT_TRUE(contains(result.output, "normal play (whoever takes the last match wins)"));
    EXPECT_TRUE(contains(result.output, "  take 3 matches from place 0 (places 0 to 2)\n"));
    EXPECT_TRUE(contains(result.output, "  take 1 match from place 1\n")) << result.output;
}

TEST(ProgramSolveRow, InFrench) {
    const ProgramRun result = run({"--lang", "fr", "solve", "row", "--length", "3"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(contains(result.output, "allumettes")) << result.output;
    EXPECT_TRUE(contains(result.output, "emplacement")) << result.output;
    EXPECT_FALSE(contains(result.output, "Winning")) << result.output;
}

}  // namespace
}  // namespace marienbad::testing
