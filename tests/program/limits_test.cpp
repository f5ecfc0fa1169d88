// The commands that compute at length stay within their limits (docs/guide.md, "Limits"): a
// misère search as deep as its heaps no longer overflows the stack, and a computation past its
// time limit (a nim-sequence, a misère quotient, a sum of heaps, a rating) stops with one line
// saying where it was and what finishes within it (exit 2).
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

std::string heaps_of(int count, int size) {
    std::string heaps = std::to_string(size);
    for (int i = 1; i < count; ++i) {
        heaps += "," + std::to_string(size);
    }
    return heaps;
}

// It died with SIGSEGV: OctalMisereSearch::wins recursed once per move.
TEST(ProgramLimits, ADeepMisereSearchEndsWithOneLine) {
    expect_refused(run({"solve", "octal", "0.6", "--heaps", heaps_of(8, 4096), "--misere",
                        "--time-limit", "5"}),
                   {"solve octal: "});
}

// 300 heaps of 40 took 3.9 GB and 1000 heaps "internal error: std::bad_alloc".
TEST(ProgramLimits, AMisereSearchOfManyHeapsEndsWithOneLine) {
    for (const int heaps : {300, 1000}) {
        const ProgramRun result = run({"solve", "octal", "0.6", "--heaps", heaps_of(heaps, 40),
                                       "--misere", "--time-limit", "5"});
        expect_refused(result, {"solve octal: "});
        EXPECT_FALSE(contains(result.errors, "internal error")) << result.errors;
    }
}

// It ran for minutes with no output: its values take the square of the count.
TEST(ProgramLimits, ANimSequencePastTheTimeLimitSaysWhereItStopped) {
    const std::string code = "0.77777777777777777777";
    expect_refused(run({"octal", code, "--count", "1048576", "--time-limit", "1"}),
                   {"octal: stopped after 1 s of computing, at G(", "--count ",
                    "gives the values computed so far", "--time-limit (up to 3600)"});
    expect_refused(run({"octal", code, "--until-periodic", "--time-limit", "1"}),
                   {"octal: stopped after 1 s of computing"});
    expect_refused(run({"solve", "octal", code, "--heaps", "1048575", "--time-limit", "1"}),
                   {"solve octal: stopped after 1 s of computing, at the Grundy value of heap ",
                    "of 1048575", "ask for fewer or smaller heaps"});
}

TEST(ProgramLimits, AMisereQuotientPastTheTimeLimitSaysWhereItStopped) {
    expect_refused(
        run({"misere", "0.26", "--heaps", "4096", "--budget", "20000", "--time-limit", "1"}),
        {"misere: stopped after 1 s of computing, at heap ", "ask for --heaps "});
}

// 10,000,000 games of the rating ran for as long as they took, and kept every board's results.
TEST(ProgramLimits, ARatingPastTheTimeLimitSaysHowManyGamesFit) {
    expect_refused(run({"rate", "nim", "--piles", "20,20,20,20,20,20,20,20,20,20", "--games",
                        "10000000", "--time-limit", "1"}),
                   {"rate nim: stopped after 1 s of computing, at ", " games: ask for --games ",
                    " or fewer, or give a larger --time-limit (up to 3600)"});
}

TEST(ProgramLimits, TheTimeLimitIsOneSecondToAnHour) {
    expect_refused(run({"octal", "0.7", "--count", "10", "--time-limit", "0"}),
                   {"--time-limit", "1 and 3600"});
    expect_refused(run({"misere", "0.7", "--heaps", "10", "--time-limit", "3601"}),
                   {"--time-limit", "1 and 3600"});
    const ProgramRun within = run({"octal", "0.7", "--count", "10", "--time-limit", "3600"});
    EXPECT_EQ(within.exit_code, 0) << within.errors;
}

TEST(ProgramLimits, TooManyWinningMovesAreRefused) {
    // 0.4: 17 heaps of a million tokens, each with 61,681 winning splits.
    expect_refused(run({"solve", "octal", "0.4", "--heaps", heaps_of(17, 1048575)}),
                   {"solve octal: more than 1000000 winning moves"});
}

}  // namespace
}  // namespace marienbad::testing
