// RecordKeeper: the first game of a run is written to the path, each next one to a numbered file
// beside it that did not exist (never one the program did not make), each said once; a path that
// cannot be written, or holds anything but a record, is refused before any game; a write that
// fails is said once.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "catalogue/catalogue.hpp"
#include "games/nim/nim_game.hpp"
#include "games/usage_error.hpp"
#include "records/record_file.hpp"
#include "scratch_directory.hpp"

namespace marienbad::testing {
namespace {

std::unique_ptr<GameSession> nim_game(std::vector<int> piles) {
    return make_session(NimSetup{Convention::normal, NimPosition{std::move(piles)}},
                        {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one, Random(1));
}

nlohmann::json piles_recorded(const std::string& path) {
    return nlohmann::json::parse(read_text(path))["setup"]["piles"];
}

TEST(NumberedRecordPath, PutsTheNumberBeforeTheExtension) {
    EXPECT_EQ(numbered_record_path("game.json", 2), "game-2.json");
    EXPECT_EQ(numbered_record_path("game", 3), "game-3");
    EXPECT_EQ(numbered_record_path("records/a.b.json", 12), "records/a.b-12.json");
    EXPECT_EQ(numbered_record_path("/tmp/g.json", 2), "/tmp/g-2.json");
}

TEST(RecordKeeper, TheFirstGameGoesToThePathTheNextOnesBesideIt) {
    const ScratchDirectory directory;
    const std::string path = directory.file("game.json");
    RecordKeeper keeper(path, "--record");
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({1, 2}), 1), "");
    EXPECT_EQ(piles_recorded(path), nlohmann::json({1, 2}));

    const std::string second = directory.file("game-2.json");
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({3}), 2),
              "This game is recorded in " + second + ".");
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({3, 4}), 2), "");  // said once
    EXPECT_EQ(piles_recorded(second), nlohmann::json({3, 4}));
    EXPECT_EQ(piles_recorded(path), nlohmann::json({1, 2}));  // the first game's record kept

    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({5}), 3),
              "This game is recorded in " + directory.file("game-3.json") + ".");
    EXPECT_EQ(directory.names(),
              (std::set<std::string>{"game.json", "game-2.json", "game-3.json"}));
}

TEST(RecordKeeper, NeverReplacesANumberedFileItDidNotMake) {
    const ScratchDirectory directory;
    const std::string path = directory.file("game.json");
    const std::string theirs = directory.write("game-2.json", "someone's");
    directory.write("game-3.json", "someone else's");
    RecordKeeper keeper(path, "--record");
    keeper.keep(NimGame::description(), *nim_game({1}), 1);
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({2}), 2),
              "This game is recorded in " + directory.file("game-4.json") + ".");
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({3}), 3),
              "This game is recorded in " + directory.file("game-5.json") + ".");
    EXPECT_EQ(read_text(theirs), "someone's");
    EXPECT_EQ(read_text(directory.file("game-3.json")), "someone else's");
    EXPECT_EQ(piles_recorded(directory.file("game-4.json")), nlohmann::json({2}));
}

TEST(RecordKeeper, ReplacesTheRecordAtThePathAsRecordAndResumeAlwaysDid) {
    const ScratchDirectory directory;
    const std::string path =
        directory.write("game.json", record_json(NimGame::description(), *nim_game({2})).dump());
    RecordKeeper keeper(path, "--resume");
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({7}), 1), "");
    EXPECT_EQ(piles_recorded(path), nlohmann::json({7}));
}

TEST(RecordKeeper, WritesOverAnEmptyFile) {
    const ScratchDirectory directory;
    const std::string path = directory.write("game.json", "");
    RecordKeeper keeper(path, "--record");
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({7}), 1), "");
    EXPECT_EQ(piles_recorded(path), nlohmann::json({7}));
}

TEST(RecordKeeper, RefusesBeforeAnyGameAFileThatIsNotARecordAndKeepsIt) {
    const ScratchDirectory directory;
    const std::string path = directory.write("notes.txt", "an older game");
    try {
        RecordKeeper keeper(path, "--record");
        ADD_FAILURE() << "a file that is not a record was taken";
    } catch (const UsageError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "--record: cannot write " + path +
                      ": it is not a Marienbad record, and writing would replace it");
    }
    EXPECT_EQ(read_text(path), "an older game");
}

TEST(RecordKeeper, ThroughALinkWritesTheFileItNamesAndKeepsTheLink) {
    const ScratchDirectory directory;
    std::filesystem::create_symlink("kept/target.json", directory.file("link.json"));
    std::filesystem::create_directory(directory.file("kept"));
    RecordKeeper keeper(directory.file("link.json"), "--record");
    keeper.keep(NimGame::description(), *nim_game({4}), 1);
    EXPECT_TRUE(std::filesystem::is_symlink(directory.file("link.json")));
    EXPECT_EQ(piles_recorded(directory.file("kept/target.json")), nlohmann::json({4}));
}

TEST(RecordKeeper, RefusesAPathThatCannotBeWrittenBeforeAnyGame) {
    const ScratchDirectory directory;
    std::filesystem::create_directory(directory.file("d1"));
    const auto refused = [](const std::string& path) {
        try {
            RecordKeeper keeper(path, "--record");
        } catch (const UsageError& error) {
            return std::string(error.what());
        }
        return std::string();
    };
    EXPECT_EQ(refused(directory.file("d1")), "--record: cannot write " + directory.file("d1") +
                                                 ": it is a directory; give the name of a file");
    EXPECT_EQ(refused(""), "--record: give the name of a file");
    EXPECT_EQ(refused("/dev/null"),
              "--record: cannot write /dev/null: it is not a regular file (a device, a pipe...)");
    EXPECT_EQ(directory.names(), (std::set<std::string>{"d1"}));
}

TEST(RecordKeeper, AWriteThatFailsIsSaidOnce) {
    const ScratchDirectory directory;
    std::filesystem::create_directory(directory.file("sub"));
    const std::string path = directory.file("sub/game.json");
    RecordKeeper keeper(path, "--record");
    std::filesystem::remove(directory.file("sub"));
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({1}), 1),
              "The game can no longer be written to " + path + ".");
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({1}), 1), "");
}

TEST(RecordKeeper, WithoutAPathWritesNothing) {
    RecordKeeper keeper(std::nullopt, "--record");
    EXPECT_EQ(keeper.keep(NimGame::description(), *nim_game({1}), 2), "");
}

}  // namespace
}  // namespace marienbad::testing
