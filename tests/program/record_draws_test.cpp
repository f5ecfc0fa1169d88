// A record at the bound of the random draws a record may say, through the real program: resumed,
// played on, written and read back, it goes on exactly as a game that never stopped (the
// generator's stream starts over at the bound rather than counting past it).
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "program_test_support.hpp"
#include "record_directory.hpp"

namespace marienbad::testing {
namespace {

// The most draws a record may say (docs/guide.md, "Records").
constexpr std::uint64_t k_most_draws = 100'000'000;

// A Nim game of 1, 4 and 5 pieces left, the person to move, against a computer that plays its
// best move half of the time (so that its moves depend on the draws), `draws` numbers drawn.
std::string nim_record(std::uint64_t draws) {
    return nim_record_json(0.5, draws).dump();
}

std::string closing_line(const std::string& output) {
    return output.substr(output.rfind('\n', output.size() - 2) + 1);
}

class ProgramRecordDraws : public ::testing::TestWithParam<std::uint64_t> {};

// A record of 99,999,999 draws, resumed and answered twice, was written with 100,000,001 draws,
// which replay then refused as damaged: the game was lost.
TEST_P(ProgramRecordDraws, AGameResumedAtTheBoundIsWrittenReadBackAndGoesOnUnchanged) {
    const RecordDirectory directory;
    const std::string rest = take_one_from_column_zero(10);
    // The game played to its end at once.
    const std::string whole = directory.write("whole.json", nim_record(GetParam()));
    const ProgramRun played = run({"nim", "--resume", whole}, rest);
    ASSERT_EQ(played.exit_code, 0) << played.output << played.errors;

    // The same game stopped after one move of the person's and the computer's reply.
    const std::string halves = directory.write("halves.json", nim_record(GetParam()));
    expect_abandoned(run({"nim", "--resume", halves}, "0\n1\n"));
    const nlohmann::json stopped = read_json(halves);
    ASSERT_EQ(stopped["moves"].size(), 4U) << stopped.dump();
    EXPECT_LE(stopped["draws"].get<std::uint64_t>(), k_most_draws) << stopped.dump();
    const ProgramRun replay = run({"replay", halves});
    EXPECT_EQ(replay.exit_code, 0) << replay.errors;
    EXPECT_EQ(replay.errors, "");

    // Resumed again, it ends as the game that never stopped.
    const ProgramRun resumed = run({"nim", "--resume", halves}, rest.substr(4));
    ASSERT_EQ(resumed.exit_code, 0) << resumed.output << resumed.errors;
    EXPECT_EQ(read_json(halves)["moves"], read_json(whole)["moves"]);
    EXPECT_EQ(closing_line(resumed.output), closing_line(played.output));
}

INSTANTIATE_TEST_SUITE_P(AtTheBound, ProgramRecordDraws,
                         ::testing::Values(k_most_draws - 1, k_most_draws));

}  // namespace
}  // namespace marienbad::testing
