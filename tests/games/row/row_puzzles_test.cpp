// The row's puzzles hold what each difficulty says of them (games/row/row_puzzles.cpp): normal play
// up to difficulty 3, misère play at 4 and 5; at 5 the moves that win are not those of normal play
// (the claim a puzzle makes, and the one it used to make falsely: "one move wins, and it is not the
// move normal play would make", though the move also won in normal play), and the positions vary.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "games/row/row_game.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {
namespace {

TEST(RowPuzzles, TheRulesAreTheDifficultysAndTheTopOnesMovesAreNotNormalPlays) {
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        const Course series = puzzle_course({CourseKind::puzzles, "row", difficulty, 20, 1});
        std::set<std::vector<int>> runs_posed;
        for (const Exercise& puzzle : series.exercises) {
            const auto& setup = std::get<RowSetup>(puzzle.setup);
            EXPECT_EQ(setup.convention, difficulty >= 4 ? Convention::misere : Convention::normal);
            std::vector<int> runs;
            for (const RowRun& run : row_runs(setup.start)) {
                runs.push_back(run.length);
            }
            std::sort(runs.begin(), runs.end());
            runs_posed.insert(runs);
            if (difficulty == 5) {
                const auto misere = RowSolver(Convention::misere, 3).winning_moves(setup.start);
                const auto normal = RowSolver(Convention::normal, 3).winning_moves(setup.start);
                EXPECT_NE(misere, normal) << setup.start.pattern();
                EXPECT_NE(puzzle.explanation.front().find(
                              "the moves that win are not the same as in normal play"),
                          std::string::npos);
            }
        }
        // Never the same trick: twenty puzzles, twenty sets of runs.
        EXPECT_EQ(runs_posed.size(), series.exercises.size()) << "difficulty " << difficulty;
    }
}

}  // namespace
}  // namespace marienbad
