// Where --record may write, through the real program: a file that holds anything but a Marienbad
// record is refused before the game, with one line, and kept as it was; a record of ours, or an
// empty file, is written over.
#include <nlohmann/json.hpp>

#include "program_test_support.hpp"
#include "record_directory.hpp"

namespace marienbad::testing {
namespace {

// A record of a Nim game that is not over.
std::string unfinished_nim_record() {
    return nim_record_json().dump();
}

std::vector<std::string> recorded_short_game(const std::string& record) {
    return {"nim", "--piles", "1,2", "--level", "4", "--first", "human", "--record", record};
}

// --record replaced a file the program had not made, with no move played.
TEST(ProgramRecordOverwrite, AFileThatIsNotARecordIsRefusedBeforeTheGameAndKept) {
    const RecordDirectory directory;
    const std::vector<std::pair<std::string, std::string>> kept = {
        {"notes.txt", "my notes\n"},
        {"data.json", R"({"name": "not a game"})"},
        {"other.json", R"({"format": "another-program", "version": 1})"},
        {"list.json", "[1, 2, 3]"},
        {"cut.json", unfinished_nim_record().substr(0, 40)}};
    for (const auto& [name, content] : kept) {
        const std::string path = directory.write(name, content);
        expect_refused(run(recorded_short_game(path), "0\n1\n"),
                       {"--record", name, "not a Marienbad record"});
        EXPECT_EQ(read_text(path), content);
        // --resume's record may go to another file only on the same terms.
        const std::string resumed = directory.write("resumed.json", unfinished_nim_record());
        expect_refused(run({"nim", "--resume", resumed, "--record", path}, "0\n1\n"),
                       {"--record", name, "not a Marienbad record"});
        EXPECT_EQ(read_text(path), content);
    }
}

TEST(ProgramRecordOverwrite, ARecordOfOursOrAnEmptyFileIsWrittenOver) {
    const RecordDirectory directory;
    for (const std::string& content : {unfinished_nim_record(), std::string(), std::string("\n")}) {
        const std::string path = directory.write("game.json", content);
        const ProgramRun result = run(recorded_short_game(path), "0\n1\n");
        ASSERT_EQ(result.exit_code, 0) << result.output << result.errors;
        EXPECT_EQ(read_json(path)["setup"]["piles"], (nlohmann::json{1, 2}));
    }
}

}  // namespace
}  // namespace marienbad::testing
