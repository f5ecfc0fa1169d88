// Records (--record FILE, replay FILE, --resume FILE) through the real program, for the three
// games: the record holds the game as JSON and is written as the game goes; replay shows every
// move, the end and the review; a game stopped by the end of the input and resumed goes on
// exactly as it would have without stopping (the same computer moves, even at a level that
// plays at random); a damaged or foreign file is refused with one line and exit code 2, never a
// crash.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>

#include "program_test_support.hpp"
#include "record_directory.hpp"

namespace marienbad::testing {
namespace {

TEST(ProgramRecord, HoldsTheGameAsJson) {
    const RecordDirectory directory;
    const std::string path = directory.file("nim.json");
    const ProgramRun result = run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7",
                                   "--first", "human", "--record", path},
                                  take_one_from_column_zero(12));
    ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
    const nlohmann::json record = read_json(path);
    EXPECT_EQ(record["format"], "marienbad-record");
    EXPECT_EQ(record["version"], 1);
    EXPECT_EQ(record["game"], "nim");
    EXPECT_EQ(record["setup"], (nlohmann::json{{"piles", {3, 4, 5}}, {"convention", "normal"}}));
    EXPECT_EQ(record["players"], "human-computer");
    EXPECT_EQ(record["difficulty"], 1.0);
    EXPECT_EQ(record["first"], 1);
    EXPECT_EQ(record["seed"], 7);
    const int moves = count_occurrences(result.output, " piece from column ") +
                      count_occurrences(result.output, " pieces from column ");
    ASSERT_EQ(record["moves"].size(), static_cast<std::size_t>(moves)) << record.dump();
    EXPECT_EQ(record["moves"][0], (nlohmann::json{{"pile", 0}, {"take", 1}}));
    EXPECT_FALSE(std::filesystem::exists(path + ".part"));
}

TEST(ProgramRecord, HoldsEachComputersStrengthAndTheStyle) {
    const RecordDirectory directory;
    const std::string path = directory.file("two.json");
    const ProgramRun result =
        run({"nim", "--players", "computer-computer", "--piles", "3,4,5", "--level", "2,4",
             "--style", "adaptive", "--seed", "7", "--record", path});
    ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "Computer 1: level 2 (medium, adaptive); computer 2: level 4 (virtuoso, "
                         "adaptive)."))
        << result.output;
    const nlohmann::json record = read_json(path);
    ASSERT_TRUE(record["difficulty"].is_array()) << record.dump();
    EXPECT_DOUBLE_EQ(record["difficulty"][0].get<double>(), 1.0 / 3.0);
    EXPECT_DOUBLE_EQ(record["difficulty"][1].get<double>(), 1.0);
    EXPECT_EQ(record["style"], "adaptive");
    const ProgramRun replay = run({"replay", path});
    EXPECT_EQ(replay.exit_code, 0) << replay.errors;
    // One level for both: one number, and no style when classic.
    const std::string classic = directory.file("classic.json");
    ASSERT_EQ(run({"nim", "--players", "computer-computer", "--piles", "3,4,5", "--level", "3",
                   "--seed", "7", "--record", classic})
                  .exit_code,
              0);
    EXPECT_DOUBLE_EQ(read_json(classic)["difficulty"].get<double>(), 2.0 / 3.0);
    EXPECT_FALSE(read_json(classic).contains("style"));
}

TEST(ProgramRecord, IsWrittenAsTheGameGoes) {
    const RecordDirectory directory;
    const std::string path = directory.file("row.json");
    const ProgramRun result = run({"row", "--length", "9", "--level", "4", "--seed", "1", "--first",
                                   "human", "--record", path},
                                  "0\n1\n");
    expect_abandoned(result);
    const nlohmann::json record = read_json(path);
    EXPECT_EQ(record["game"], "row");
    EXPECT_EQ(record["setup"]["position"], "111111111");
    EXPECT_EQ(record["setup"]["max_take"], 3);
    EXPECT_EQ(record["setup"]["convention"], "misere");
    ASSERT_EQ(record["moves"].size(), 2u) << "the person's move and the computer's reply";
    EXPECT_EQ(record["moves"][0], (nlohmann::json{{"start", 0}, {"count", 1}}));
}

TEST(ProgramRecord, UndoneMovesLeaveTheRecord) {
    const RecordDirectory directory;
    const std::string path = directory.file("grid.json");
    const ProgramRun result =
        run({"grid", "--rows", "5", "--cols", "5", "--ban", "2,4;4,3", "--level", "4", "--first",
             "human", "--seed", "1", "--record", path},
            "3\nu\n");
    expect_abandoned(result);
    const nlohmann::json record = read_json(path);
    EXPECT_TRUE(record["moves"].empty()) << record.dump();
    EXPECT_EQ(record["setup"]["banned"], (nlohmann::json{{1, 3}, {3, 2}}));
    EXPECT_EQ(record["setup"]["pawns"], (nlohmann::json{{0, 0}}));
}

// The person's answers that play `moves` (the record's moves of seat 1) in Nim or the row:
// "pile\ntake\n" or "start\ncount\n" for each.
std::string answers_for(const nlohmann::json& moves, std::size_t first, std::size_t last) {
    std::string answers;
    for (std::size_t i = first; i < last && i < moves.size(); i += 2) {
        const auto& move = moves[i];
        const auto values = move.contains("pile") ? std::pair{move["pile"], move["take"]}
                                                  : std::pair{move["start"], move["count"]};
        answers += values.first.dump() + "\n" + values.second.dump() + "\n";
    }
    return answers;
}

struct ResumeCase {
    const char* name;
    std::vector<std::string> arguments;  // a game against the computer at level 2
    std::string answers;                 // enough to finish it
    bool one_line_answers;               // the grid: "1" each turn; else from the record
};

void PrintTo(const ResumeCase& resume, std::ostream* out) {
    *out << resume.name;
}

class ProgramResume : public ::testing::TestWithParam<ResumeCase> {};

TEST_P(ProgramResume, GoesOnExactlyAsIfTheGameHadNeverStopped) {
    const ResumeCase& resume = GetParam();
    const RecordDirectory directory;
    // The whole game at once.
    const std::string whole = directory.file("whole.json");
    const ProgramRun played = run(with(resume.arguments, {"--record", whole}), resume.answers);
    ASSERT_EQ(played.exit_code, 0) << played.output << played.errors;
    const nlohmann::json moves = read_json(whole)["moves"];
    ASSERT_GE(moves.size(), 6u);
    // The same game stopped after the person's second move, then resumed.
    const std::string halves = directory.file("halves.json");
    const std::string before = resume.one_line_answers ? "1\n1\n" : answers_for(moves, 0, 4);
    const std::string after =
        resume.one_line_answers ? resume.answers : answers_for(moves, 4, moves.size());
    expect_abandoned(run(with(resume.arguments, {"--record", halves}), before));
    EXPECT_EQ(read_json(halves)["moves"].size(), 4u);
    const ProgramRun resumed = run({resume.arguments.front(), "--resume", halves}, after);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output << resumed.errors;
    EXPECT_TRUE(contains(
        resumed.output, "Resuming the game recorded in " + halves + " (seed 5): 4 moves played.\n"))
        << resumed.output;
    EXPECT_EQ(read_json(halves)["moves"], moves);
    const auto last_line = [](const std::string& output) {
        return output.substr(output.rfind('\n', output.size() - 2) + 1);
    };
    EXPECT_EQ(last_line(resumed.output), last_line(played.output));
}

// The coach helps a resumed game: --coach may be given with --resume, and speaks after the
// person's first move that lets the win go.
TEST(ProgramResumeCoach, TheCoachMayBeAskedForAResumedGame) {
    const RecordDirectory directory;
    const std::string path = directory.file("coached.json");
    // 3 4 5 less 2 from column 0 (the winning move): the computer's reply leaves a won position.
    expect_abandoned(run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "5", "--first",
                          "human", "--record", path},
                         "0\n2\n"));
    const ProgramRun resumed =
        run({"nim", "--resume", path, "--coach"}, take_one_from_column_zero(12));
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output << resumed.errors;
    EXPECT_TRUE(contains(resumed.output,
                         "Coach: that move lets the win go; on the board before it, what kept "
                         "it: "))
        << resumed.output;
}

// Redo survives --resume. A game stopped just after an undo goes on, once resumed, with
// r playing again what was taken back, exactly as the game that never stopped.
TEST(ProgramResumeRedo, WhatWasTakenBackIsPlayedAgainAfterResuming) {
    const RecordDirectory directory;
    const std::vector<std::string> game = {"nim",    "--piles", "3,4,5",   "--level", "2",
                                           "--seed", "5",       "--first", "human"};
    const std::string rest = take_one_from_column_zero(12);
    const std::string whole = directory.file("whole.json");
    const ProgramRun played = run(with(game, {"--record", whole}), "0\n1\nu\nr\n" + rest);
    ASSERT_EQ(played.exit_code, 0) << played.output << played.errors;

    const std::string stopped = directory.file("stopped.json");
    expect_abandoned(run(with(game, {"--record", stopped}), "0\n1\nu\n"));
    const nlohmann::json record = read_json(stopped);
    EXPECT_TRUE(record["moves"].empty()) << record.dump();
    ASSERT_EQ(record["taken_back"].size(), 2U) << record.dump();
    EXPECT_EQ(record["taken_back"][0], (nlohmann::json{{"pile", 0}, {"take", 1}}));
    EXPECT_EQ(record["taken_back"][1], read_json(whole)["moves"][1]);

    const ProgramRun replay = run({"replay", stopped});
    ASSERT_EQ(replay.exit_code, 0) << replay.errors;
    EXPECT_TRUE(contains(replay.output,
                         "2 moves taken back, which r plays again when the game is resumed:\n"
                         "1. You take 1 piece from column 0.\n2. The computer takes "))
        << replay.output;

    const ProgramRun resumed = run({"nim", "--resume", stopped}, "r\n" + rest);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output << resumed.errors;
    EXPECT_FALSE(contains(resumed.output, "There is no move to play again.")) << resumed.output;
    EXPECT_EQ(read_json(stopped)["moves"], read_json(whole)["moves"]);
    EXPECT_EQ(resumed.output.substr(resumed.output.rfind("\n", resumed.output.size() - 2)),
              played.output.substr(played.output.rfind("\n", played.output.size() - 2)));
}

INSTANTIATE_TEST_SUITE_P(
    EveryGame, ProgramResume,
    ::testing::Values(
        ResumeCase{"Nim",
                   {"nim", "--columns", "4", "--level", "2", "--seed", "5", "--first", "human"},
                   take_one_from_column_zero(4 * 35),
                   false},
        ResumeCase{"NimAdaptive",
                   {"nim", "--columns", "5", "--level", "2", "--style", "adaptive", "--seed", "5",
                    "--first", "human"},
                   take_one_from_column_zero(5 * 35),
                   false},
        ResumeCase{"Grid",
                   {"grid", "--rows", "8", "--cols", "9", "--level", "2", "--seed", "5", "--first",
                    "human"},
                   repeat("1\n", 40),
                   true},
        ResumeCase{"Row",
                   {"row", "--length", "16", "--level", "2", "--seed", "5", "--first", "human"},
                   [] {
                       std::string input;
                       for (int place = 0; place < 16; ++place) {
                           input += std::to_string(place) + "\n1\n";
                       }
                       return input;
                   }(),
                   false}),
    [](const ::testing::TestParamInfo<ResumeCase>& test) { return test.param.name; });

TEST(ProgramReplay, ShowsEveryMoveTheEndAndTheReview) {
    const RecordDirectory directory;
    const std::string path = directory.file("grid.json");
    ASSERT_EQ(run({"grid", "--rows", "5", "--cols", "7", "--ban", "2,2;3,2;2,5;3,6;4,4", "--level",
                   "4", "--first", "human", "--seed", "1", "--record", path},
                  repeat("1\n", 10))
                  .exit_code,
              0);
    const ProgramRun replay = run({"replay", path});
    ASSERT_EQ(replay.exit_code, 0) << replay.errors;
    EXPECT_EQ(replay.errors, "");
    const std::string& output = replay.output;
    EXPECT_TRUE(output.starts_with("Marienbad ")) << output;
    EXPECT_TRUE(contains(output, "The game recorded in " + path +
                                     " (seed 1): 8 moves.\n\n"
                                     "  1 2 3 4 5 6 7\n"
                                     "1|O|-|-|-|-|-|-|\n"))
        << output;
    EXPECT_TRUE(contains(output, "\n1. You move the pawn to (1,2).\n  1 2 3 4 5 6 7\n1|-|O|"))
        << output;
    EXPECT_TRUE(contains(output, "\n8. The computer moves the pawn to (5,7).\n")) << output;
    EXPECT_TRUE(contains(output,
                         "It's over: the pawn is in the sink.\n"
                         "The computer wins. Try again!\n"
                         "\n"
                         "Review of the game:\n"
                         "   1. You move the pawn to (1,2). A mistake: it lets the win go. The "
                         "move that kept it: (1,3).\n"))
        << output;
}

TEST(ProgramReplay, AnUnfinishedGameStopsWhereTheRecordStops) {
    const RecordDirectory directory;
    const std::string path = directory.file("nim.json");
    expect_abandoned(run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first",
                          "human", "--record", path},
                         "0\n1\n"));
    const ProgramRun replay = run({"--lang", "fr", "replay", path});
    ASSERT_EQ(replay.exit_code, 0) << replay.errors;
    EXPECT_TRUE(contains(replay.output, "1. Tu prends 1 pièce de la colonne 0.\n"))
        << replay.output;
    EXPECT_TRUE(contains(replay.output, "2. L'ordinateur prend 1 pièce de la colonne 0.\n"))
        << replay.output;
    EXPECT_TRUE(
        contains(replay.output, "L'enregistrement s'arrête ici : la partie n'est pas terminée.\n"))
        << replay.output;
}

// A record that is fine, to damage.
nlohmann::json good_nim_record() {
    return nim_record_json();
}

nlohmann::json with_field(const std::string& key, nlohmann::json value) {
    nlohmann::json record = good_nim_record();
    record[key] = std::move(value);
    return record;
}

nlohmann::json without_field(const std::string& key) {
    nlohmann::json record = good_nim_record();
    record.erase(key);
    return record;
}

// A record whose setup is `depth` arrays one inside the next.
std::string nested_in_setup(int depth) {
    std::string text = with_field("setup", 0).dump();
    const std::string nested = std::string(static_cast<std::size_t>(depth), '[') +
                               std::string(static_cast<std::size_t>(depth), ']');
    text.replace(text.find("\"setup\":0"), std::string("\"setup\":0").size(),
                 "\"setup\":" + nested);
    return text;
}

struct BadRecord {
    const char* name;
    std::string content;
    const char* mentions;  // what the message must say
};

void PrintTo(const BadRecord& bad, std::ostream* out) {
    *out << bad.name;
}

class ProgramBadRecord : public ::testing::TestWithParam<BadRecord> {};

TEST_P(ProgramBadRecord, RefusedByReplayAndResumeWithOneLine) {
    const RecordDirectory directory;
    const std::string path = directory.write("bad.json", GetParam().content);
    expect_refused(run({"replay", path}), {std::string("replay: ") + path});
    expect_refused(run({"replay", path}), {GetParam().mentions});
    expect_refused(run({"nim", "--resume", path}, "0\n1\n"), {GetParam().mentions});
}

INSTANTIATE_TEST_SUITE_P(
    Records, ProgramBadRecord,
    ::testing::Values(
        BadRecord{"NotJson", "this is not JSON\n", "not a Marienbad record"},
        BadRecord{"Empty", "", "not a Marienbad record"},
        // A record cut short is a damaged record (it once said "not a Marienbad record").
        BadRecord{"HalfARecord", good_nim_record().dump().substr(0, 60), "damaged: cut short"},
        BadRecord{"CutShortNearItsEnd",
                  [] {
                      const std::string whole = good_nim_record().dump();
                      return whole.substr(0, whole.size() - 5);
                  }(),
                  "damaged: cut short"},
        BadRecord{"TakenBackNotAList", with_field("taken_back", "x").dump(),
                  "damaged: \"taken_back\""},
        BadRecord{"TakenBackThatCannotBePlayed",
                  with_field("taken_back", {{{"pile", 0}, {"take", 9}}}).dump(),
                  "damaged: the moves of \"taken_back\" cannot be played there"},
        BadRecord{"NestedDeepInTheSetup", nested_in_setup(100'000), "damaged: nested more than"},
        BadRecord{"NestedAFewLevelsTooDeep", nested_in_setup(20), "damaged: nested more than"},
        BadRecord{"DrawsBeyondAnyGame",
                  with_field("draws", std::numeric_limits<std::uint64_t>::max()).dump(),
                  "damaged: \"draws\" is more than 100000000"},
        BadRecord{"VersionWithAFraction", with_field("version", 1.0).dump(),
                  "damaged: \"version\""},
        BadRecord{"VersionAsText", with_field("version", "1").dump(), "damaged: \"version\""},
        BadRecord{"AnInvalidByte",
                  [] {
                      std::string text = good_nim_record().dump();
                      text.insert(text.find("nim") + 1, "\xff");
                      return text;
                  }(),
                  "damaged: not valid JSON at byte"},
        BadRecord{"LargerThanAnyRecord",
                  with_field("players", std::string(2'000'000, 'x')).dump(),
                  "not a Marienbad record: larger than any record (1048576 bytes at most)"},
        BadRecord{"AList", "[1, 2, 3]", "not a Marienbad record"},
        BadRecord{"AnotherFormat", with_field("format", "chess-pgn").dump(),
                  "not a Marienbad record"},
        BadRecord{"FormatNotText", with_field("format", 3).dump(), "not a Marienbad record"},
        BadRecord{"AnotherVersion", with_field("version", 2).dump(), "another version"},
        BadRecord{"UnknownGame", with_field("game", "chess").dump(), "unknown game, 'chess'"},
        BadRecord{"NoSetup", without_field("setup").dump(), "damaged: \"setup\""},
        BadRecord{"EmptyPile",
                  with_field("setup", {{"piles", {3, 0}}, {"convention", "normal"}}).dump(),
                  "damaged: \"piles\""},
        BadRecord{"PileTooLarge",
                  with_field("setup", {{"piles", {36}}, {"convention", "normal"}}).dump(),
                  "damaged: \"piles\""},
        BadRecord{"UnknownConvention",
                  with_field("setup", {{"piles", {3}}, {"convention", "both"}}).dump(),
                  "damaged: \"convention\""},
        BadRecord{"UnknownPlayers", with_field("players", "everyone").dump(), "everyone"},
        BadRecord{"DifficultyTwo", with_field("difficulty", 2).dump(), "damaged: \"difficulty\""},
        BadRecord{"DifficultyOfThreeSeats", with_field("difficulty", {0.5, 1, 1}).dump(),
                  "damaged: \"difficulty\""},
        BadRecord{"SecondDifficultyTwo", with_field("difficulty", {0.5, 2}).dump(),
                  "damaged: \"difficulty\""},
        BadRecord{"UnknownStyle", with_field("style", "clever").dump(), "damaged: \"style\""},
        BadRecord{"FirstSeatThree", with_field("first", 3).dump(), "damaged: \"first\""},
        BadRecord{"NegativeSeed", with_field("seed", -1).dump(), "damaged: \"seed\""},
        BadRecord{"SeedAsText", with_field("seed", "42").dump(), "damaged: \"seed\""},
        BadRecord{"MovesNotAList", with_field("moves", "all of them").dump(), "damaged: \"moves\""},
        BadRecord{"IllegalMove", with_field("moves", {{{"pile", 0}, {"take", 4}}}).dump(),
                  "damaged: move 1 cannot be played there"},
        BadRecord{"MoveOfAnotherGame", with_field("moves", {{{"start", 0}, {"count", 1}}}).dump(),
                  "damaged: \"pile\""},
        BadRecord{"MoveNotAnObject", with_field("moves", {7}).dump(), "damaged: \"moves\""},
        BadRecord{"MovesAfterTheEnd",
                  [] {
                      nlohmann::json record =
                          with_field("setup", {{"piles", {1}}, {"convention", "normal"}});
                      record["moves"] = {{{"pile", 0}, {"take", 1}}, {{"pile", 0}, {"take", 1}}};
                      return record.dump();
                  }(),
                  "damaged: move 2 cannot be played there"}),
    [](const ::testing::TestParamInfo<BadRecord>& test) { return test.param.name; });

// A grid's record, damaged in its last move.
TEST(ProgramBadRecord, AMoveNestedDeepIsRefusedBeforeItIsWalked) {
    const RecordDirectory directory;
    const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
    const std::string path = directory.write(
        "grid.json",
        R"({"format":"marienbad-record","version":1,"game":"grid",)"
        R"("setup":{"rows":5,"cols":5,"banned":[],"pawns":[[0,0]]},"players":"human-human",)"
        R"("difficulty":1.0,"first":1,"seed":1,"draws":0,"moves":[{"pawn":0,"to":)" +
            deep + "}]}");
    expect_refused(run({"replay", path}), {"damaged: nested more than 16 deep"});
    expect_refused(run({"grid", "--resume", path}), {"damaged: nested more than 16 deep"});
}

// A field of half a megabyte is quoted by a few dozen characters: the message stays short.
TEST(ProgramBadRecord, ALongFieldIsQuotedShort) {
    const RecordDirectory directory;
    const std::string path =
        directory.write("long.json", with_field("game", std::string(500'000, 'c')).dump());
    const ProgramRun replay = run({"replay", path});
    expect_refused(replay, {"unknown game, 'cccccccccc", "…'"});
    EXPECT_LT(replay.errors.size(), 300U) << replay.errors;
    const std::string newline =
        directory.write("newline.json", with_field("game", "che\nss\x01").dump());
    expect_refused(run({"replay", newline}), {"unknown game, 'che\\nss\\x01'"});
}

TEST(ProgramBadRecord, ADirectoryOrAPipeIsNotARecord) {
    const RecordDirectory directory;
    std::filesystem::create_directory(directory.file("d1"));
    expect_refused(run({"replay", directory.file("d1")}), {"is a directory, not a record"});
    expect_refused(run({"nim", "--resume", directory.file("d1")}),
                   {"is a directory, not a record"});
    ASSERT_EQ(mkfifo(directory.file("pipe").c_str(), 0600), 0);
    expect_refused(run({"replay", directory.file("pipe")}), {"not a regular file, not a record"});
    expect_refused(run({"replay", "/dev/zero"}), {"not a regular file, not a record"});
}

TEST(ProgramBadRecord, AMissingFile) {
    const RecordDirectory directory;
    expect_refused(run({"replay", directory.file("nowhere.json")}), {"cannot read"});
    expect_refused(run({"grid", "--resume", directory.file("nowhere.json")}), {"cannot read"});
}

TEST(ProgramBadRecord, ARecordOfAnotherGame) {
    const RecordDirectory directory;
    const std::string path = directory.write("nim.json", good_nim_record().dump());
    expect_refused(run({"row", "--resume", path}), {"the record of a game of nim, not of row"});
}

// A row longer than the game offers (200 places, with every rule).
TEST(ProgramBadRecord, ARowLongerThanItsRulesOffer) {
    const RecordDirectory directory;
    nlohmann::json record = good_nim_record();
    record["game"] = "row";
    record["setup"] = {
        {"position", std::string(201, '1')}, {"max_take", 2}, {"convention", "misere"}};
    record["moves"] = nlohmann::json::array();
    const std::string path = directory.write("long.json", record.dump());
    expect_refused(run({"replay", path}), {"damaged", "1 to 200 places"});
    expect_refused(run({"row", "--resume", path}), {"damaged", "1 to 200 places"});
}

TEST(ProgramBadRecord, AFinishedGameIsNotResumed) {
    const RecordDirectory directory;
    const std::string path = directory.file("over.json");
    ASSERT_EQ(
        run({"nim", "--piles", "2", "--level", "4", "--first", "human", "--record", path}, "0\n2\n")
            .exit_code,
        0);
    expect_refused(run({"nim", "--resume", path}), {"is over"});
    EXPECT_EQ(run({"replay", path}).exit_code, 0);
}

TEST(ProgramBadRecord, SettingsComeFromTheRecord) {
    const RecordDirectory directory;
    const std::string path = directory.write("nim.json", good_nim_record().dump());
    expect_refused(run({"nim", "--resume", path, "--piles", "1,2"}), {"leave out --piles"});
    expect_refused(run({"nim", "--resume", path, "--level", "2"}), {"leave out --level"});
}

TEST(ProgramBadRecord, ARecordThatCannotBeWritten) {
    const RecordDirectory directory;
    expect_refused(
        run({"nim", "--piles", "1,2", "--record", directory.file("no/such/directory/g.json")}),
        {"--record: cannot write"});
}

// --record once wrote PATH.part and renamed it over PATH, whatever PATH was.
std::vector<std::string> short_nim_game(const std::string& record) {
    return {"nim", "--piles", "1,2", "--level", "4", "--first", "human", "--record", record};
}

std::set<std::string> names_in(const RecordDirectory& directory) {
    std::set<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(directory.file(""))) {
        names.insert(entry.path().filename().string());
    }
    return names;
}

TEST(ProgramRecordPath, WhatIsNotAFileIsRefusedBeforeTheGameStarts) {
    const RecordDirectory directory;
    std::filesystem::create_directory(directory.file("d1"));
    ASSERT_EQ(mkfifo(directory.file("pipe").c_str(), 0600), 0);
    const std::vector<std::pair<std::string, std::string>> refused = {
        {directory.file("d1"), "it is a directory"},
        {directory.file("d1") + "/", "it is a directory"},
        {"", "--record: give the name of a file"},
        {"/dev/null", "/dev/null: it is not a regular file"},
        {"/dev/full", "/dev/full: it is not a regular file"},
        {directory.file("pipe"), "it is not a regular file"}};
    for (const auto& [path, mention] : refused) {
        // Nothing printed on the standard output: no game started.
        expect_refused(run(short_nim_game(path), "0\n1\n"), {"--record", mention});
    }
    EXPECT_TRUE(std::filesystem::is_character_file("/dev/null"));
    EXPECT_EQ(names_in(directory), (std::set<std::string>{"d1", "pipe"}));
}

TEST(ProgramRecordPath, AReadOnlyFileIsRefusedAndKept) {
    const RecordDirectory directory;
    const std::string path = directory.write("kept.json", "someone's");
    std::filesystem::permissions(path, std::filesystem::perms::owner_read);
    expect_refused(run(short_nim_game(path), "0\n1\n"), {"--record", "it is read-only"});
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    std::ifstream file(path);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(file), {}), "someone's");
}

TEST(ProgramRecordPath, ASymbolicLinkRecordsTheFileItNames) {
    const RecordDirectory directory;
    std::filesystem::create_symlink("target.json", directory.file("link.json"));
    const ProgramRun result = run(short_nim_game(directory.file("link.json")), "0\n1\n");
    ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(std::filesystem::is_symlink(directory.file("link.json")));
    EXPECT_EQ(read_json(directory.file("target.json"))["game"], "nim");
    EXPECT_EQ(read_json(directory.file("link.json"))["game"], "nim");
}

TEST(ProgramRecordPath, TheModeIsKeptAndNothingElseIsLeftOrTouched) {
    const RecordDirectory directory;
    const std::string path = directory.write("game.json", good_nim_record().dump());
    const std::string part = directory.write("game.json.part", "someone's");
    std::filesystem::permissions(path, std::filesystem::perms::owner_read |
                                           std::filesystem::perms::owner_write |
                                           std::filesystem::perms::group_read);
    const ProgramRun result = run(short_nim_game(path), "0\n1\n");
    ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_EQ(read_json(path)["game"], "nim");
    EXPECT_EQ(std::filesystem::status(path).permissions(), std::filesystem::perms::owner_read |
                                                               std::filesystem::perms::owner_write |
                                                               std::filesystem::perms::group_read);
    std::ifstream kept(part);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), "someone's");
    EXPECT_EQ(names_in(directory), (std::set<std::string>{"game.json", "game.json.part"}));
}

TEST(ProgramBadRecord, ReplayWithoutAFile) {
    expect_refused(run({"replay"}), {"replay: give the file of a record"});
}

}  // namespace
}  // namespace marienbad::testing
