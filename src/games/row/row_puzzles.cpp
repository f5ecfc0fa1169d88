// The row's puzzles (max-take 3, handout 004's). What each difficulty asks, every claim checked by
// the solver (tutor/puzzle.hpp); the measure is the legal moves for each winning one
// (exercises/puzzle_level.hpp):
//
//   difficulty  rules   places  runs  winning moves  step, measure  the lesson's step
//   1           normal  4–15    2–3   1 or 2         1, 3 up        1: the mirror (a winning move
//                                                                   leaves runs in equal pairs)
//   2           normal  10–21   3–4   1 or 2         2, 10 to 34    2: the runs' values, their xor
//   3           normal  21–30   3–6   1              2, 35 up       2, with more runs to cut
//   4           misère  21–30   3–6   1              3, 35 up       3: misère play where the
//                                                                   values decide (the same moves
//                                                                   win as in normal play)
//   5           misère  12–27   2–8   1 to 3         4, 15 up       4: misère play's exceptions
//                                                                   (runs of 1, 4, 5 and 10): the
//                                                                   moves that win are not the
//                                                                   same as in normal play
//
// Each step is measured on the position (puzzle_step): the mirror when a winning move leaves the
// runs in equal pairs, the values otherwise; in misère play the values when the same moves win as
// in normal play, the exceptions otherwise. Misère play's exceptions come near the end of a game,
// where few matches are left: difficulty 5 is harder by its step, not by its moves. Within 27
// places only 44 sets of runs have one to three winning moves unlike normal play's with 15 moves or
// more for each (11 when none of normal play's winning moves wins): difficulty 5 allows three, for
// variety.
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/row/row_game.hpp"
#include "games/row/row_solver.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The steps of the lesson a puzzle may need.
constexpr int k_mirror_step = 1;         // normal play: leave the runs in equal pairs
constexpr int k_values_step = 2;         // normal play: the runs' values and their xor
constexpr int k_misere_values_step = 3;  // misère play, where the values decide
constexpr int k_exceptions_step = 4;     // misère play's exceptions

struct RowLevel {
    Convention convention;
    int min_places;  // the row's places: the runs and their gaps fill its start
    int max_places;
    int min_runs;
    int max_runs;
    int longest_run;      // each run 1 to this many matches
    bool exception_runs;  // the runs mostly of 1, 4, 5 and 10 matches, where misère play differs
    PuzzleLevel level;
};

RowLevel row_level(int difficulty) {
    switch (difficulty) {
        case 1:
            return {Convention::normal, 4, 15, 2, 3, 9, false, {k_mirror_step, 3, 0, 2}};
        case 2:
            return {Convention::normal, 10, 21, 3, 4, 9, false, {k_values_step, 10, 35, 2}};
        case 3:
            return {Convention::normal, 21, 30, 3, 6, 12, false, {k_values_step, 35, 0}};
        case 4:
            return {Convention::misere, 21, 30, 3, 6, 12, false, {k_misere_values_step, 35, 0}};
        default:
            return {
                Convention::misere, 12, 27, 2, 8, 12, true, {k_exceptions_step, 15, 0, 3, true}};
    }
}

// A run's length: 1 to the level's longest, or, for the exceptions of misère play, half the time a
// single match (the exceptions count them) and often 4, 5 or 10.
int run_length(const RowLevel& level, Random& random) {
    if (level.exception_runs) {
        if (random.chance(0.5)) {
            return 1;
        }
        if (random.chance(0.5)) {
            constexpr std::array<int, 3> k_exception_lengths = {4, 5, 10};
            return k_exception_lengths[static_cast<std::size_t>(random.uniform_int(0, 2))];
        }
    }
    return random.uniform_int(1, level.longest_run);
}

}  // namespace

std::optional<RowSetup> RowGame::puzzle_candidate(int difficulty, Random& random) {
    const RowLevel level = row_level(difficulty);
    const int runs = random.uniform_int(level.min_runs, level.max_runs);
    // The runs from the left, one or two empty places between them, the rest of the row empty.
    std::string pattern;
    for (int run = 0; run < runs; ++run) {
        if (run > 0) {
            pattern += std::string(static_cast<std::size_t>(random.uniform_int(1, 2)), '0');
        }
        pattern += std::string(static_cast<std::size_t>(run_length(level, random)), '1');
    }
    const int used = static_cast<int>(pattern.size());
    if (used > level.max_places) {
        return std::nullopt;
    }
    const int places = random.uniform_int(std::max(used, level.min_places), level.max_places);
    pattern += std::string(static_cast<std::size_t>(places - used), '0');
    return RowSetup{level.convention, k_row_default_max_take, parse_row_pattern(pattern).position};
}

int RowGame::puzzle_step(const RowSetup& setup) {
    const RowRules rules(setup.convention, setup.max_take);
    RowSolver solver(setup.convention, setup.max_take);
    const std::vector<RowMove> winning = solver.winning_moves(setup.start);
    if (setup.convention == Convention::misere) {
        RowSolver normal(Convention::normal, setup.max_take);
        return winning == normal.winning_moves(setup.start) ? k_misere_values_step
                                                            : k_exceptions_step;
    }
    for (const RowMove& move : winning) {
        RowPosition left = setup.start;
        rules.apply(left, move);
        if (left.match_count() == 0 || runs_in_equal_pairs(left)) {
            return k_mirror_step;
        }
    }
    return k_values_step;
}

PuzzleLevel RowGame::puzzle_level(int difficulty) {
    return row_level(difficulty).level;
}

std::string RowGame::difficulty_description(int difficulty) {
    switch (difficulty) {
        case 1:
            return tr("normal play (whoever takes the last match wins), two or three runs");
        case 2:
            return tr("normal play, three or four runs on 10 to 21 places");
        case 3:
            return tr("normal play, a row of 21 to 30 places with three to six runs");
        case 4:
            return tr(
                "misère play (whoever takes the last match loses), a row of 21 to 30 places with "
                "three to six runs");
        default:
            return tr(
                "misère play, a row of 12 to 27 places with two to eight runs, most of 1, 4, 5 "
                "or 10 matches");
    }
}

std::string RowGame::position_key(const RowSetup& setup) {
    std::vector<int> lengths;
    for (const RowRun& run : row_runs(setup.start)) {
        lengths.push_back(run.length);
    }
    std::sort(lengths.begin(), lengths.end());
    return fmt::format("{} {} {}", setup.convention == Convention::misere ? "misere" : "normal",
                       setup.max_take, fmt::join(lengths, ","));
}

}  // namespace marienbad
