// The puzzle generator: for every game, every difficulty and every seed tried, the puzzle holds
// the number of winning moves and of legal moves it states, as the game's solver counts them
// again and, where the positions are small enough, as the brute-force reference does (Nim's and
// the grid's memoised search, the row's bit recursion of handout 004); each difficulty's rules and
// size hold; the same seed poses the same series; a generator that finds nothing says so in one
// line.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "core/brute_force_solver.hpp"
#include "games/grid/grid_solver.hpp"
#include "games/nim/nim_solver.hpp"
#include "games/row/row_solver.hpp"
#include "setup_text.hpp"
#include "support/row_brute_force.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad::testing {
namespace {

constexpr int k_seeds = 40;

// How many of the position's moves win, by the brute-force reference when it is small enough;
// none otherwise.
std::optional<int> brute_force_winning(const AnySetup& setup) {
    if (const auto* nim = std::get_if<NimSetup>(&setup)) {
        long long states = 1;
        for (const int pile : nim->start.piles) {
            states *= pile + 1;
        }
        if (states > 20'000) {
            return std::nullopt;
        }
        const NimRules rules(nim->convention);
        BruteForceSolver<NimRules> solver(rules);
        return static_cast<int>(solver.winning_moves(nim->start).size());
    }
    if (const auto* grid = std::get_if<GridSetup>(&setup)) {
        if (grid->pawns.size() > 2) {
            return std::nullopt;
        }
        const GridRules rules(grid->board);
        BruteForceSolver<GridRules> solver(rules);
        return static_cast<int>(solver.winning_moves(GridPosition{grid->pawns}).size());
    }
    const auto& row = std::get<RowSetup>(setup);
    if (row.start.length() > 16) {
        return std::nullopt;
    }
    RowBitBruteForce solver(row.convention, row.max_take, row.start.length());
    std::uint32_t pattern = 0;
    for (int place = 0; place < row.start.length(); ++place) {
        if (row.start.has_match(place)) {
            pattern |= std::uint32_t{1} << static_cast<unsigned>(place);
        }
    }
    return static_cast<int>(solver.winning_moves(pattern).size());
}

// The winning moves by the game's solver, made afresh, and whether normal play's are the same.
struct Recount {
    MoveCounts counts;
    bool same_as_normal_play = false;
};

Recount recount(const AnySetup& setup) {
    if (const auto* nim = std::get_if<NimSetup>(&setup)) {
        const auto winning = NimSolver(nim->convention).winning_moves(nim->start);
        return {{static_cast<int>(winning.size()),
                 static_cast<int>(NimRules(nim->convention).legal_moves(nim->start).size())},
                NimSolver(Convention::normal).winning_moves(nim->start) == winning};
    }
    if (const auto* grid = std::get_if<GridSetup>(&setup)) {
        const GridRules rules(grid->board);
        const GridPosition position{grid->pawns};
        return {{static_cast<int>(GridSolver(rules).winning_moves(position).size()),
                 static_cast<int>(rules.legal_moves(position).size())},
                true};
    }
    const auto& row = std::get<RowSetup>(setup);
    RowSolver solver(row.convention, row.max_take);
    RowSolver normal(Convention::normal, row.max_take);
    const auto winning = solver.winning_moves(row.start);
    return {
        {static_cast<int>(winning.size()),
         static_cast<int>(RowRules(row.convention, row.max_take).legal_moves(row.start).size())},
        normal.winning_moves(row.start) == winning};
}

Convention convention_of(const AnySetup& setup) {
    if (const auto* nim = std::get_if<NimSetup>(&setup)) {
        return nim->convention;
    }
    if (const auto* row = std::get_if<RowSetup>(&setup)) {
        return row->convention;
    }
    return Convention::normal;
}

// Every game of the catalogue has its puzzles (the menus offer them for each).
TEST(Puzzles, EveryDifficultyAndSeedHoldsTheNumberOfWinningMovesItStates) {
    int brute_forced = 0;
    for (const Game* played : games()) {
        const Game& game_played = *played;
        const std::string game = played->name();
        for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
             ++difficulty) {
            for (Random::Seed seed = 1; seed <= k_seeds; ++seed) {
                Random random(seed);
                const Puzzle puzzle = generate_puzzle(game_played, difficulty, random);
                const std::string where = game + " difficulty " + std::to_string(difficulty) +
                                          " seed " + std::to_string(seed) + ": " +
                                          setup_text(puzzle.setup);
                const Recount again = recount(puzzle.setup);
                EXPECT_EQ(puzzle.counts.winning, again.counts.winning) << where;
                EXPECT_EQ(puzzle.counts.legal, again.counts.legal) << where;
                EXPECT_GE(puzzle.counts.winning, 1) << where;
                EXPECT_LE(puzzle.counts.winning, difficulty == 1 ? 2 : 1) << where;
                EXPECT_GT(puzzle.counts.legal, puzzle.counts.winning) << where;
                if (const auto brute = brute_force_winning(puzzle.setup)) {
                    EXPECT_EQ(*brute, puzzle.counts.winning) << where;
                    ++brute_forced;
                }
                // Misère play where the difficulty says so, with a winning move normal play
                // would not make at the top.
                const bool misere =
                    difficulty == 5 || (difficulty == 4 && game == std::string("row"));
                if (game != std::string("grid")) {
                    EXPECT_EQ(convention_of(puzzle.setup),
                              misere ? Convention::misere : Convention::normal)
                        << where;
                    if (difficulty == 5) {
                        EXPECT_FALSE(again.same_as_normal_play) << where;
                    }
                }
            }
        }
    }
    // The reference saw a good share of them (the small difficulties).
    EXPECT_GT(brute_forced, 200);
}

TEST(Puzzles, TheGridsPawnsAreAsManyAsTheDifficultySaysOnDistinctCells) {
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        Random random(11);
        const Puzzle puzzle = generate_puzzle(*find_game("grid"), difficulty, random);
        const auto& grid = std::get<GridSetup>(puzzle.setup);
        const std::size_t pawns = difficulty <= 3 ? 1 : static_cast<std::size_t>(difficulty - 2);
        ASSERT_EQ(grid.pawns.size(), pawns) << setup_text(puzzle.setup);
        for (std::size_t i = 0; i < pawns; ++i) {
            EXPECT_NE(grid.pawns[i], grid.board.sink());
            EXPECT_TRUE(grid.board.is_free(grid.pawns[i]));
            for (std::size_t j = i + 1; j < pawns; ++j) {
                EXPECT_NE(grid.pawns[i], grid.pawns[j]);
            }
        }
    }
}

TEST(Puzzles, TheSameSeedPosesTheSameSeriesAndAnotherSeedAnother) {
    for (const char* game : {"nim", "grid", "row"}) {
        const CoursePlan plan{CourseKind::puzzles, game, 0, 10, 42};
        const Course first = puzzle_course(plan);
        const Course again = puzzle_course(plan);
        CoursePlan other_plan = plan;
        other_plan.seed = 43;
        const Course other = puzzle_course(other_plan);
        ASSERT_EQ(first.exercises.size(), 10U);
        int differ = 0;
        for (std::size_t i = 0; i < first.exercises.size(); ++i) {
            EXPECT_EQ(setup_text(first.exercises[i].setup), setup_text(again.exercises[i].setup));
            differ += setup_text(first.exercises[i].setup) != setup_text(other.exercises[i].setup);
        }
        EXPECT_GT(differ, 5) << game;
    }
}

TEST(Puzzles, ASeriesWithoutADifficultyClimbsFromOneToFive) {
    std::vector<int> climbed;
    for (int i = 0; i < 10; ++i) {
        climbed.push_back(series_difficulty(0, i, 10));
    }
    EXPECT_EQ(climbed, (std::vector<int>{1, 1, 2, 2, 3, 3, 4, 4, 5, 5}));
    EXPECT_EQ(series_difficulty(0, 0, 1), 1);
    EXPECT_EQ(series_difficulty(0, 2, 3), 4);
    EXPECT_EQ(series_difficulty(3, 7, 10), 3);
    const Course course = puzzle_course({CourseKind::puzzles, "nim", 0, 5, 1});
    ASSERT_EQ(course.exercises.size(), 5U);
    EXPECT_EQ(course.exercises.front().explanation.front().rfind("Difficulty 1:", 0), 0U);
    EXPECT_EQ(course.exercises.back().explanation.front().rfind("Difficulty 5:", 0), 0U);
}

TEST(Puzzles, APuzzleStatesItsCountsInItsQuestion) {
    const Course course = puzzle_course({CourseKind::puzzles, "row", 3, 2, 9});
    for (const Exercise& exercise : course.exercises) {
        EXPECT_EQ(exercise.winning_moves, 1);
        EXPECT_EQ(exercise.question, "Find the winning move: 1 of the " +
                                         std::to_string(exercise.legal_moves) + " moves wins.");
    }
}

TEST(Puzzles, AGeneratorThatFindsNothingSaysSoInOneLine) {
    Random random(1);
    try {
        generate_puzzle(*find_game("row"), 5, random, 0);
        FAIL() << "no puzzle can be found in no tries";
    } catch (const PuzzleNotFound& error) {
        const std::string message = error.what();
        EXPECT_EQ(message, "puzzle row: no position of difficulty 5 found in 0 tries");
        EXPECT_EQ(message.find('\n'), std::string::npos);
    }
}

}  // namespace
}  // namespace marienbad::testing
