// check_write_target and write_file_atomically: what may be written is decided before anything is
// written, a write is whole or nothing, a file that exists keeps its mode and is replaced only when
// allowed, and nothing of ours is ever left behind, even when the disk is full.
#include "records/safe_file.hpp"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

#include "scratch_directory.hpp"

namespace marienbad::testing {
namespace {

mode_t mode_of(const std::string& path) {
    struct stat status {};
    EXPECT_EQ(stat(path.c_str(), &status), 0) << path;
    return static_cast<mode_t>(status.st_mode & 07777U);
}

TEST(WriteTarget, AnAbsentFileInADirectoryThatExists) {
    const ScratchDirectory directory;
    const WriteTarget target = check_write_target(directory.file("game.json"));
    EXPECT_EQ(target.problem, TargetProblem::none);
    EXPECT_EQ(target.path, directory.file("game.json"));
    EXPECT_FALSE(target.through_link);
    // Trying the directory left nothing in it.
    EXPECT_TRUE(directory.names().empty());
}

TEST(WriteTarget, ARegularFileThatMayBeWritten) {
    const ScratchDirectory directory;
    const std::string path = directory.write("game.json", "old");
    EXPECT_EQ(check_write_target(path).problem, TargetProblem::none);
    EXPECT_EQ(read_text(path), "old");
}

TEST(WriteTarget, RefusesWhatIsNotAFileName) {
    const ScratchDirectory directory;
    std::filesystem::create_directory(directory.file("d1"));
    EXPECT_EQ(check_write_target("").problem, TargetProblem::empty);
    EXPECT_EQ(check_write_target(directory.file("d1")).problem, TargetProblem::directory);
    EXPECT_EQ(check_write_target(directory.file("d1") + "/").problem, TargetProblem::directory);
    EXPECT_EQ(check_write_target(directory.file("new") + "/").problem, TargetProblem::directory);
}

TEST(WriteTarget, RefusesDevicesAndPipes) {
    const ScratchDirectory directory;
    EXPECT_EQ(check_write_target("/dev/null").problem, TargetProblem::not_regular);
    EXPECT_EQ(check_write_target("/dev/full").problem, TargetProblem::not_regular);
    ASSERT_EQ(mkfifo(directory.file("pipe").c_str(), 0600), 0);
    EXPECT_EQ(check_write_target(directory.file("pipe")).problem, TargetProblem::not_regular);
}

TEST(WriteTarget, RefusesAReadOnlyFileEvenToTheSuperUser) {
    const ScratchDirectory directory;
    const std::string path = directory.write("game.json", "old");
    ASSERT_EQ(chmod(path.c_str(), 0444), 0);
    EXPECT_EQ(check_write_target(path).problem, TargetProblem::read_only);
}

TEST(WriteTarget, RefusesAPlaceWithoutADirectory) {
    const ScratchDirectory directory;
    EXPECT_EQ(check_write_target(directory.file("no/such/g.json")).problem,
              TargetProblem::missing_directory);
    const std::string file = directory.write("file", "");
    EXPECT_EQ(check_write_target(file + "/g.json").problem, TargetProblem::missing_directory);
}

TEST(WriteTarget, RefusesADirectoryThatMayNotBeWritten) {
    // /proc takes no new file from anyone, the super-user included (a directory closed with
    // chmod would not stop the super-user, who runs the tests in CI).
    EXPECT_EQ(check_write_target("/proc/marienbad-g.json").problem,
              TargetProblem::directory_closed);
}

TEST(WriteTarget, ASymbolicLinkStandsForTheFileItNames) {
    const ScratchDirectory directory;
    const std::string file = directory.write("target.json", "old");
    std::filesystem::create_symlink("target.json", directory.file("link.json"));
    const WriteTarget target = check_write_target(directory.file("link.json"));
    EXPECT_EQ(target.problem, TargetProblem::none);
    EXPECT_TRUE(target.through_link);
    EXPECT_TRUE(std::filesystem::equivalent(target.path, file));
    // A link to a file that does not exist yet stands for it too.
    std::filesystem::create_symlink("new.json", directory.file("to-new.json"));
    const WriteTarget to_new = check_write_target(directory.file("to-new.json"));
    EXPECT_EQ(to_new.problem, TargetProblem::none);
    EXPECT_EQ(std::filesystem::path(to_new.path).filename(), "new.json");
    // A link to a device or a directory is refused as they are.
    std::filesystem::create_symlink("/dev/null", directory.file("null.json"));
    EXPECT_EQ(check_write_target(directory.file("null.json")).problem, TargetProblem::not_regular);
}

TEST(WriteTarget, RefusesALoopOfLinks) {
    const ScratchDirectory directory;
    std::filesystem::create_symlink("b", directory.file("a"));
    std::filesystem::create_symlink("a", directory.file("b"));
    EXPECT_EQ(check_write_target(directory.file("a")).problem, TargetProblem::link_loop);
}

TEST(WriteFileAtomically, ReplacesAFileKeepingItsMode) {
    const ScratchDirectory directory;
    const std::string path = directory.write("game.json", "old");
    ASSERT_EQ(chmod(path.c_str(), 0640), 0);
    EXPECT_EQ(write_file_atomically(path, "new\n", true), WriteOutcome::written);
    EXPECT_EQ(read_text(path), "new\n");
    EXPECT_EQ(mode_of(path), 0640U);
    EXPECT_EQ(directory.names(), (std::set<std::string>{"game.json"}));
}

TEST(WriteFileAtomically, ANewFileTakesTheUsualMode) {
    const ScratchDirectory directory;
    const mode_t mask = umask(0022);
    EXPECT_EQ(write_file_atomically(directory.file("game.json"), "new\n", true),
              WriteOutcome::written);
    umask(mask);
    EXPECT_EQ(mode_of(directory.file("game.json")), 0644U);
}

TEST(WriteFileAtomically, NeverReplacesWhenNotAllowed) {
    const ScratchDirectory directory;
    const std::string path = directory.write("game-2.json", "someone's");
    EXPECT_EQ(write_file_atomically(path, "ours", false), WriteOutcome::exists);
    EXPECT_EQ(read_text(path), "someone's");
    EXPECT_EQ(write_file_atomically(directory.file("game-3.json"), "ours", false),
              WriteOutcome::written);
    EXPECT_EQ(read_text(directory.file("game-3.json")), "ours");
    EXPECT_EQ(directory.names(), (std::set<std::string>{"game-2.json", "game-3.json"}));
}

TEST(WriteFileAtomically, LeavesAnotherFileWithAPartNameAlone) {
    const ScratchDirectory directory;
    const std::string part = directory.write("game.json.part", "someone's");
    EXPECT_EQ(write_file_atomically(directory.file("game.json"), "ours", true),
              WriteOutcome::written);
    EXPECT_EQ(read_text(part), "someone's");
}

TEST(WriteFileAtomically, DoesNotReplaceWhatTurnedIntoSomethingElse) {
    const ScratchDirectory directory;
    std::filesystem::create_directory(directory.file("d1"));
    EXPECT_EQ(write_file_atomically(directory.file("d1"), "ours", true), WriteOutcome::failed);
    ASSERT_EQ(mkfifo(directory.file("pipe").c_str(), 0600), 0);
    EXPECT_EQ(write_file_atomically(directory.file("pipe"), "ours", true), WriteOutcome::failed);
    EXPECT_EQ(directory.names(), (std::set<std::string>{"d1", "pipe"}));
    EXPECT_TRUE(std::filesystem::is_fifo(directory.file("pipe")));
}

TEST(WriteFileAtomically, AFullDiskLeavesTheFileAsItWasAndNothingBehind) {
    const ScratchDirectory directory;
    const std::string path = directory.write("game.json", "old");
    // The system refuses to grow a file past 16 bytes, as a full disk would refuse it.
    rlimit before{};
    ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &before), 0);
    rlimit small = before;
    small.rlim_cur = 16;
    ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &small), 0);
    const WriteOutcome outcome =
        write_file_atomically(path, std::string(1000, 'x'), true);  // survives SIGXFSZ
    ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &before), 0);
    EXPECT_EQ(outcome, WriteOutcome::failed);
    EXPECT_EQ(read_text(path), "old");
    EXPECT_EQ(directory.names(), (std::set<std::string>{"game.json"}));
}

TEST(WriteFileAtomically, AMissingDirectoryFails) {
    const ScratchDirectory directory;
    EXPECT_EQ(write_file_atomically(directory.file("gone/game.json"), "ours", true),
              WriteOutcome::failed);
}

}  // namespace
}  // namespace marienbad::testing
