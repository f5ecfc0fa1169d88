// `marienbad misere CODE --heaps N` and `marienbad solve octal CODE --heaps ...` as a person or
// a script runs them: Dawson's Kayles' quotient to heap 30 in JSON (360 elements, its table
// and P-portion agreeing with the engine), 0.75's R8 as the papers write it, in French too, the
// budget's message and its advice (a larger budget only below the largest); sums of octal
// heaps solved in both conventions with the method named, each winning move replayed through
// the program.
#include <nlohmann/json.hpp>

#include "octal/misere_quotient.hpp"
#include "octal/octal_position_solver.hpp"
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

using nlohmann::json;

json json_of(std::vector<std::string> arguments) {
    arguments.push_back("--json");
    const ProgramRun result = run(arguments);
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.errors, "");
    EXPECT_EQ(count_lines(result.output), 1) << "one object on one line";
    return json::parse(result.output);
}

OctalCode code_of(const char* text) {
    return parse_octal_code(text).code.value();
}

TEST(ProgramMisere, DawsonsKaylesToHeap30) {
    const json report = json_of({"misere", "0.07", "--heaps", "30"});
    EXPECT_EQ(report["code"], "0.07");
    EXPECT_EQ(report["heaps"], 30);
    ASSERT_EQ(report["order"], 360);
    const auto losing = report["p_portion"].get<std::vector<int>>();
    EXPECT_EQ(losing.size(), 65U);
    const auto heap_elements = report["heap_elements"].get<std::vector<int>>();
    ASSERT_EQ(heap_elements.size(), 31U);
    EXPECT_EQ(heap_elements[0], 0);
    EXPECT_EQ(heap_elements[1], 0);  // a heap of one token has no move
    const auto table = report["table"].get<std::vector<std::vector<int>>>();
    ASSERT_EQ(table.size(), 360U);
    for (int x = 0; x < 360; ++x) {
        ASSERT_EQ(table[static_cast<std::size_t>(x)].size(), 360U);
        EXPECT_EQ(table[0][static_cast<std::size_t>(x)], x);  // 0 is the identity
    }
    // The table and the P-portion say what the engine says of every sum of two or three heaps.
    const MisereQuotient quotient = compute_misere_quotient(code_of("0.07"), 30).value();
    const auto element = [&](int heap) { return heap_elements[static_cast<std::size_t>(heap)]; };
    const auto times = [&](int x, int y) {
        return table[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)];
    };
    const auto is_losing = [&](int x) {
        return std::find(losing.begin(), losing.end(), x) != losing.end();
    };
    for (int a = 0; a <= 30; ++a) {
        for (int b = a; b <= 30; ++b) {
            EXPECT_EQ(times(element(a), element(b)), times(element(b), element(a)));
            for (const int c : {2, 7, 30}) {
                const std::vector<int> sum = {a, b, c};
                ASSERT_EQ(is_losing(times(times(element(a), element(b)), element(c))),
                          quotient.player_to_move_loses(sum))
                    << a << " + " << b << " + " << c;
            }
        }
    }
    EXPECT_EQ(report["expansion_heaps"].get<std::vector<int>>(),
              (std::vector<int>{2, 4, 10, 14, 25, 27, 30}));
    EXPECT_EQ(report["elements"][0], "1");
    EXPECT_EQ(report["generators"][0]["name"], "a");
    EXPECT_EQ(report["generators"][0]["heap"], 2);
}

TEST(ProgramMisere, R8AsThePapersWriteIt) {
    const ProgramRun result = run({"misere", "0.75", "--heaps", "20"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    const std::string& text = result.output;
    EXPECT_TRUE(text.starts_with(
        "Misère quotient of the octal game 0.75, sums of heaps of 0 to 20 tokens\n"))
        << text;
    EXPECT_TRUE(contains(text,
                         "Order 8, 2 P-positions (losing elements); proved for every such "
                         "sum.\n"))
        << text;
    EXPECT_TRUE(contains(text, "Generators: a = heap 1, b = heap 2, c = heap 5\n")) << text;
    EXPECT_TRUE(contains(text, "Relations: a² = 1, b³ = b, bc = ab, c² = b²\n")) << text;
    EXPECT_TRUE(contains(text, "P-portion: a, b²\n")) << text;
    EXPECT_TRUE(contains(text, "Heaps where the quotient changed: 1, 2, 5\n")) << text;
    EXPECT_TRUE(contains(text, " 0: 1   a   b   a   b   c   b   c   b   ab²\n")) << text;

    const json report = json_of({"misere", "0.75", "--heaps", "20"});
    EXPECT_EQ(report["relations"],
              json::parse(R"([["a^2","1"],["b^3","b"],["bc","ab"],["c^2","b^2"]])"));
    std::vector<std::string> p_portion;
    for (const auto& element : report["p_portion"]) {
        p_portion.push_back(report["elements"][element.get<std::size_t>()]);
    }
    EXPECT_EQ(p_portion, (std::vector<std::string>{"a", "b^2"}));
}

TEST(ProgramMisere, InFrench) {
    const ProgramRun result = run({"--lang", "fr", "misere", "0.75", "--heaps", "20"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(result.output.starts_with(
        "Quotient misère du jeu octal 0.75, sommes de tas de 0 à 20 jetons\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "Relations : a² = 1, b³ = b, bc = ab, c² = b²\n"))
        << result.output;
    EXPECT_FALSE(contains(result.output, "Generators")) << result.output;
}

TEST(ProgramMisere, PastTheBudgetNamesTheHeap) {
    // Proved to heap 24 (24 elements); 144 at heap 25.
    expect_refused(run({"misere", "0.07", "--heaps", "40", "--budget", "100"}),
                   {"heap 25", "budget of 100 elements", "to heap 24 it has 24"});
}

TEST(ProgramMisere, PastABudgetBelowTheLargestAdvisesALargerOneAndSaysHowLarge) {
    expect_refused(run({"misere", "0.07", "--heaps", "40", "--budget", "100"}),
                   {"--heaps 24 or fewer", "a larger --budget, up to 20000"});
}

TEST(ProgramMisere, PastTheLargestBudgetAdvisesOnlyWhatCanHelp) {
    // 0.6 stops at heap 17, its quotient proved to heap 16 (304 elements), at once.
    const ProgramRun result = run({"misere", "0.6", "--heaps", "40", "--budget", "20000"});
    expect_refused(result, {"heap 17", "budget of 20000 elements", "to heap 16 it has 304",
                            "20000 is the largest --budget", "--heaps 16 or fewer"});
    EXPECT_FALSE(contains(result.errors, "larger")) << result.errors;
    // What it advises works: the heaps it names, with the same budget.
    const ProgramRun fewer = run({"misere", "0.6", "--heaps", "16", "--budget", "20000"});
    EXPECT_EQ(fewer.exit_code, 0) << fewer.errors;
    EXPECT_TRUE(contains(fewer.output, "Order 304,")) << fewer.output;
}

TEST(ProgramMisere, PastTheLargestBudgetInFrench) {
    const ProgramRun result =
        run({"--lang", "fr", "misere", "0.6", "--heaps", "40", "--budget", "20000"});
    expect_refused(result, {"20000", "--heaps 16", "un autre code"});
    EXPECT_FALSE(contains(result.errors, "ask for")) << result.errors;
    EXPECT_FALSE(contains(result.errors, "essaie")) << result.errors;
}

json solve_json(const char* code, const std::string& heaps, bool misere) {
    std::vector<std::string> arguments = {"solve", "octal", code, "--heaps", heaps};
    if (misere) {
        arguments.push_back("--misere");
    }
    return json_of(arguments);
}

std::string heap_list(const std::vector<int>& heaps) {
    std::string text;
    for (const int heap : heaps) {
        text += (text.empty() ? "" : ",") + std::to_string(heap);
    }
    return text;
}

// Every winning move the program gives leaves a sum it says is lost for the player to move.
void expect_moves_replay(const char* code, const std::vector<int>& heaps, bool misere) {
    const json report = solve_json(code, heap_list(heaps), misere);
    for (const auto& move : report["winning_moves"]) {
        std::vector<int> after = heaps;
        const auto heap = move["heap"].get<std::size_t>();
        EXPECT_EQ(after[heap] - move["remove"].get<int>(),
                  move["leave"][0].get<int>() + move["leave"][1].get<int>());
        after[heap] = move["leave"][0].get<int>();
        after.push_back(move["leave"][1].get<int>());
        EXPECT_EQ(solve_json(code, heap_list(after), misere)["outcome"], "second")
            << code << " after " << move.dump();
    }
}

TEST(ProgramSolveOctal, MisereByTheQuotient) {
    const json report = solve_json("0.07", "3,5,7", true);
    EXPECT_EQ(report["game"], "octal");
    EXPECT_EQ(report["code"], "0.07");
    EXPECT_EQ(report["heaps"], json::parse("[3,5,7]"));
    EXPECT_EQ(report["convention"], "misere");
    EXPECT_EQ(report["method"], "quotient");
    EXPECT_EQ(report["outcome"], "first");
    const OctalSolution solution =
        solve_octal_sum(code_of("0.07"), {3, 5, 7}, Convention::misere).value();
    ASSERT_EQ(report["winning_moves"].size(), solution.winning_moves.size());
    EXPECT_EQ(report["winning_moves"][0], json::parse(R"({"heap":0,"remove":2,"leave":[1,0]})"));
    expect_moves_replay("0.07", {3, 5, 7}, true);
    expect_moves_replay("0.777", {10, 20, 30, 1}, true);
    expect_moves_replay("0.77", {1, 4, 9, 12}, true);
}

TEST(ProgramSolveOctal, NormalByGrundyValues) {
    const json report = solve_json("0.07", "3,5,7", false);
    EXPECT_EQ(report["convention"], "normal");
    EXPECT_EQ(report["method"], "grundy");
    EXPECT_EQ(report["outcome"], "second");  // G = 1, 0, 1
    EXPECT_EQ(report["winning_moves"], json::array());
    expect_moves_replay("0.77", {70, 71, 1000}, false);
    expect_moves_replay("4.7", {3, 4, 9}, false);
}

TEST(ProgramSolveOctal, MisereBySearchPastTheBudget) {
    const json report = solve_json("0.6", "3,18", true);
    EXPECT_EQ(report["method"], "search");
    EXPECT_EQ(report["outcome"], "second");
    const ProgramRun text = run({"solve", "octal", "0.6", "--heaps", "3,18", "--misere"});
    EXPECT_TRUE(contains(text.output, "Decided by exhaustive search")) << text.output;
    EXPECT_TRUE(contains(text.output, "heap 17")) << text.output;
}

TEST(ProgramSolveOctal, Text) {
    const ProgramRun result = run({"solve", "octal", "0.07", "--heaps", "3,5,7", "--misere"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.output,
              "Octal game 0.07, heaps 3 5 7 (numbered from 0), misère play (whoever makes the "
              "last move loses)\n"
              "Decided by the misère quotient of the sums of heaps of 0 to 7 tokens (6 elements, "
              "proved).\n"
              "The player to move wins with perfect play.\n"
              "Winning moves:\n"
              "  heap 0 (3 tokens): take 2, leave 1\n"
              "  heap 1 (5 tokens): take 2, leave 3\n"
              "  heap 1 (5 tokens): take 2, leave 2 and 1\n"
              "  heap 2 (7 tokens): take 2, leave 5\n"
              "  heap 2 (7 tokens): take 2, leave 3 and 2\n");
    const ProgramRun normal = run({"solve", "octal", "0.77", "--heaps", "1,2,3"});
    EXPECT_TRUE(contains(normal.output,
                         "Decided by the Grundy values of the heaps, 1 2 3: "
                         "nim-sum 0.\n"))
        << normal.output;
    EXPECT_TRUE(contains(normal.output, "The player to move loses against perfect play.\n"));
}

TEST(ProgramSolveOctal, NoMoveLeft) {
    // Dawson's Kayles' heaps of one token have no move: misère play is won, normal play lost.
    const ProgramRun misere = run({"solve", "octal", "0.07", "--heaps", "1,1,0", "--misere"});
    EXPECT_TRUE(contains(misere.output, "No move is left: the player to move has won"))
        << misere.output;
    const ProgramRun normal = run({"solve", "octal", "0.07", "--heaps", "1"});
    EXPECT_TRUE(contains(normal.output, "No move is left: the player to move has lost.\n"))
        << normal.output;
    EXPECT_EQ(solve_json("0.07", "1,1,0", true)["outcome"], "first");
    EXPECT_EQ(solve_json("0.07", "1", false)["outcome"], "second");
}

TEST(ProgramSolveOctal, InFrench) {
    const ProgramRun result =
        run({"--lang", "fr", "solve", "octal", "0.07", "--heaps", "3,5,7", "--misere"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(result.output.starts_with("Jeu octal 0.07, tas 3 5 7 (numérotés à partir de 0)"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "quotient misère")) << result.output;
    EXPECT_FALSE(contains(result.output, "Winning")) << result.output;
}

}  // namespace
}  // namespace marienbad::testing
