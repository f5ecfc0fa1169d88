// Bad command lines of `misere` and `solve octal`: no code or one that is not an octal code
// (named, with the character at fault), heaps and budgets out of range or not numbers, too many
// heaps, heaps too large for the convention. Each prints exactly one line on the standard
// error, "marienbad: " and what is wrong, nothing on the standard output, and exits with code 2.
#include "program_test_support.hpp"

#include <string>

namespace marienbad::testing {
namespace {

class ProgramMisereBadOption : public ::testing::TestWithParam<RefusedCommandLine> {};

TEST_P(ProgramMisereBadOption, OneLineOnStandardErrorAndExitCodeTwo) {
    expect_refused(run(GetParam().arguments), GetParam().mentions);
}

using BadMisereCommandLine = RefusedCommandLine;

// One more heap than solve octal takes.
std::string too_many_heaps() {
    std::string heaps = "1";
    for (int i = 1; i <= 1000; ++i) {
        heaps += ",1";
    }
    return heaps;
}

INSTANTIATE_TEST_SUITE_P(
    CommandLine, ProgramMisereBadOption,
    ::testing::Values(
        BadMisereCommandLine{"MisereWithoutCode", {"misere", "--heaps", "10"}, {"misere", "code"}},
        BadMisereCommandLine{"MisereNotOctalDigit",
                             {"misere", "0.8", "--heaps", "10"},
                             {"misere:", "'0.8'", "'8'", "character 3", "octal digit"}},
        BadMisereCommandLine{
            "MisereNoPoint", {"misere", "777", "--heaps", "10"}, {"misere:", "'777'", "point"}},
        BadMisereCommandLine{"MisereWithoutHeaps", {"misere", "0.77"}, {"--heaps"}},
        BadMisereCommandLine{
            "MisereHeapsNegative", {"misere", "0.77", "--heaps", "-1"}, {"--heaps", "-1"}},
        BadMisereCommandLine{"MisereHeapsTooLarge",
                             {"misere", "0.77", "--heaps", "4097"},
                             {"--heaps", "4097", "4096"}},
        BadMisereCommandLine{
            "MisereHeapsNotANumber", {"misere", "0.77", "--heaps", "ten"}, {"--heaps", "'ten'"}},
        BadMisereCommandLine{"MisereBudgetTooSmall",
                             {"misere", "0.77", "--heaps", "10", "--budget", "1"},
                             {"--budget", "1", "20000"}},
        BadMisereCommandLine{"MisereBudgetTooLarge",
                             {"misere", "0.77", "--heaps", "10", "--budget", "20001"},
                             {"--budget", "20001"}},
        BadMisereCommandLine{"MisereTwoCodes",
                             {"misere", "0.77", "0.07", "--heaps", "10"},
                             {"unexpected argument", "0.07"}},
        BadMisereCommandLine{"MisereUnknownOption",
                             {"misere", "0.77", "--heaps", "10", "--count", "3"},
                             {"--count"}},
        BadMisereCommandLine{
            "SolveOctalWithoutCode", {"solve", "octal", "--heaps", "3,5"}, {"solve octal", "code"}},
        BadMisereCommandLine{"SolveOctalBadCode",
                             {"solve", "octal", "0.9", "--heaps", "3,5"},
                             {"solve octal:", "'0.9'", "'9'", "character 3"}},
        BadMisereCommandLine{"SolveOctalWithoutHeaps", {"solve", "octal", "0.77"}, {"--heaps"}},
        BadMisereCommandLine{"SolveOctalHeapsNotNumbers",
                             {"solve", "octal", "0.77", "--heaps", "3,x,5"},
                             {"--heaps", "'x'"}},
        BadMisereCommandLine{"SolveOctalNegativeHeap",
                             {"solve", "octal", "0.77", "--heaps", "3,-5"},
                             {"--heaps", "0"}},
        BadMisereCommandLine{"SolveOctalTooManyHeaps",
                             {"solve", "octal", "0.77", "--heaps", too_many_heaps()},
                             {"--heaps", "1000", "1001"}},
        BadMisereCommandLine{"SolveOctalMisereHeapTooLarge",
                             {"solve", "octal", "0.77", "--heaps", "3,5000", "--misere"},
                             {"--heaps", "5000", "4096", "1048575"}},
        BadMisereCommandLine{"SolveOctalNormalHeapTooLarge",
                             {"solve", "octal", "0.77", "--heaps", "3,1048576"},
                             {"--heaps", "1048576", "1048575"}},
        BadMisereCommandLine{"SolveOctalNormalFlag",
                             {"solve", "octal", "0.77", "--heaps", "3", "--normal"},
                             {"--normal"}}),
    [](const ::testing::TestParamInfo<RefusedCommandLine>& test) { return test.param.name; });

TEST(ProgramMisereBadOption, InFrench) {
    const ProgramRun result = run({"--lang", "fr", "misere", "0.8", "--heaps", "10"});
    expect_refused(result, {"misere", "code octal"});
    EXPECT_FALSE(contains(result.errors, "is not")) << result.errors;
}

}  // namespace
}  // namespace marienbad::testing
