// The puzzle generator's loop and the series of puzzles.
#include "tutor/puzzle.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "catalogue/catalogue.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

bool puzzle_holds_claims(const Game& game, const PuzzleLevel& level, const AnySetup& setup,
                         const MoveCounts& counts) {
    if (!meets_level(level, game.puzzle_step(setup), counts)) {
        return false;
    }
    if (!level.unlike_normal_play) {
        return true;
    }
    const auto normal = game.normal_play_winning_moves(setup);
    if (!normal) {
        return false;  // a claim about normal play, for a game that has none
    }
    const std::vector<AnyMove> winning = game.winning_moves(setup);
    return !std::is_permutation(winning.begin(), winning.end(), normal->begin(), normal->end());
}

Puzzle generate_puzzle(const Game& game, int difficulty, Random& random, int tries,
                       const std::set<std::string>& posed) {
    const PuzzleLevel level = game.puzzle_level(difficulty);
    for (int tried = 1; tried <= tries; ++tried) {
        if (auto setup = game.puzzle_candidate(difficulty, random)) {
            // A position posed already in the series, while the first half of the tries lasts.
            if (tried <= tries / 2 && posed.count(game.position_key(*setup)) > 0) {
                continue;
            }
            const MoveCounts counts = game.count_moves(*setup);
            if (puzzle_holds_claims(game, level, *setup, counts)) {
                return Puzzle{std::move(*setup), difficulty, counts, tried};
            }
        }
    }
    throw PuzzleNotFound(trf("puzzle {0}: no position of difficulty {1} found in {2} tries",
                             game.name(), difficulty, tries));
}

int series_difficulty(int difficulty, int index, int count) {
    if (difficulty != 0) {
        return difficulty;
    }
    const int steps = k_max_puzzle_difficulty - k_min_puzzle_difficulty + 1;
    return k_min_puzzle_difficulty + std::min(steps - 1, index * steps / std::max(count, 1));
}

std::string difficulty_sentence(const Game& game, int difficulty) {
    return trf("Difficulty {0}: {1}; {2}.", difficulty, game.difficulty_description(difficulty),
               level_claims_text(game.puzzle_level(difficulty)));
}

Course puzzle_course(const CoursePlan& plan, const Wording&) {
    Course course;
    course.kind = CourseKind::puzzles;
    course.game = plan.game;
    course.seed = plan.seed;
    const int count = plan.count > 0 ? plan.count : k_default_puzzle_count;
    const Game* game = find_game(plan.game);
    if (game == nullptr) {
        throw std::invalid_argument("no puzzles for " + plan.game);
    }
    const std::string title = game->description().title();
    course.title = plan.difficulty != 0
                       ? trf("Puzzles: {0}, difficulty {1}", title, plan.difficulty)
                       : trf("Puzzles: {0}", title);
    Random random(plan.seed);
    std::set<std::string> posed;
    for (int i = 0; i < count; ++i) {
        const int difficulty = series_difficulty(plan.difficulty, i, count);
        const Puzzle puzzle = generate_puzzle(*game, difficulty, random, k_puzzle_tries, posed);
        posed.insert(game->position_key(puzzle.setup));
        Exercise exercise;
        exercise.heading = trf("Puzzle {0} of {1}", i + 1, count);
        exercise.explanation = {difficulty_sentence(*game, difficulty)};
        exercise.setup = puzzle.setup;
        exercise.task = ExerciseTask::find_winning_move;
        exercise.winning_moves = puzzle.counts.winning;
        exercise.legal_moves = puzzle.counts.legal;
        exercise.question = puzzle.counts.winning == 1
                                ? ntrf("Find the winning move: 1 of the {0} move wins.",
                                       "Find the winning move: 1 of the {0} moves wins.",
                                       puzzle.counts.legal, puzzle.counts.legal)
                                : trf("Find a winning move: {0} of the {1} moves win.",
                                      puzzle.counts.winning, puzzle.counts.legal);
        course.exercises.push_back(std::move(exercise));
    }
    return course;
}

}  // namespace marienbad
