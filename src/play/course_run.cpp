// A course's exercises on play controllers, and its score.
#include "play/course_run.hpp"

#include "catalogue/catalogue.hpp"
#include "i18n/i18n.hpp"
#include "tutor/course.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {

CourseRun::CourseRun(const CoursePlan& plan, CourseRunOptions options)
    : plan_(plan),
      options_(options),
      course_(make_course(plan, options.wording)),
      outcomes_(course_.exercises.size()) {}

const Exercise& CourseRun::exercise() const {
    return course_.exercises.at(static_cast<std::size_t>(index_));
}

std::unique_ptr<PlayController> CourseRun::start_exercise() {
    const Exercise& now = exercise();
    const int number = index_ + 1;
    std::vector<std::string> opening;
    if (course_.kind == CourseKind::puzzles) {
        opening.push_back(trf("{0} — {1}", course_.title, now.heading));
        opening.push_back(game_of(now.setup).rules_sentence(now.setup, options_.wording));
    } else {
        opening.push_back(
            trf("{0} — {1} of {2}: {3}", course_.title, number, count(), now.heading));
    }
    opening.insert(opening.end(), now.explanation.begin(), now.explanation.end());
    opening.push_back(now.question);

    const bool find_move = now.task == ExerciseTask::find_winning_move;
    ExerciseOptions exercise;
    exercise.heading = trf("{0} · {1} of {2}", course_.title, number, count());
    exercise.single_move = find_move;
    if (find_move) {
        exercise.refuse = [setup = now.setup](const AnyMove& move, const Wording& wording) {
            return game_of(setup).why_move_loses(setup, move, wording);
        };
    }
    exercise.ended = [this, index = index_](const ExerciseOutcome& outcome) {
        return ended(index, outcome);
    };
    PlayOptions play;
    play.review_at_end = options_.review_at_end && !find_move;
    play.computer_pace = options_.computer_pace;
    play.wording = options_.wording;
    play.exercise = std::move(exercise);

    const std::array<SeatPlan, 2> seats = {SeatPlan{true, {}},
                                           SeatPlan{false, Strength::from_level(now.level)}};
    auto session = make_session(now.setup, seats, Seat::one,
                                Random(course_.seed + static_cast<Random::Seed>(index_)));
    return std::make_unique<PlayController>(std::move(session), opening, std::move(play));
}

std::vector<std::string> CourseRun::ended(int index, const ExerciseOutcome& outcome) {
    // The first outcome counts (a puzzle found again after an undo scores nothing more), but a
    // game won replaces one lost.
    auto& kept = outcomes_.at(static_cast<std::size_t>(index));
    if (!kept || (!kept->succeeded && outcome.succeeded)) {
        kept = outcome;
    }
    const Exercise& done = course_.exercises.at(static_cast<std::size_t>(index));
    std::vector<std::string> lines;
    const bool last = index + 1 == count();
    if (done.task == ExerciseTask::win_the_game) {
        if (outcome.succeeded) {
            lines.push_back(tr("You won the game: the lesson is over. Well done!"));
        } else {
            lines.push_back(
                tr("The computer won this one. The lesson ends with a game you win: "
                   "play it again from the same position."));
        }
        return lines;
    }
    if (course_.kind == CourseKind::lesson) {
        lines.push_back(outcome.wrong_tries == 0
                            ? std::string(tr("Right: that move wins."))
                            : ntrf("Right: that move wins, after {0} move that loses.",
                                   "Right: that move wins, after {0} moves that lose.",
                                   outcome.wrong_tries, outcome.wrong_tries));
        return lines;
    }
    if (outcome.wrong_tries == 0 && !outcome.hinted) {
        lines.push_back(tr("Found at the first try."));
    } else if (outcome.wrong_tries == 0) {
        lines.push_back(tr("Found, with a hint."));
    } else {
        lines.push_back(ntrf("Found, after {0} move that loses.",
                             "Found, after {0} moves that lose.", outcome.wrong_tries,
                             outcome.wrong_tries));
    }
    const int done_so_far = index + 1;
    if (last) {
        lines.push_back(
            ntrf("The series is over: {0} of {1} puzzle found at the first try "
                 "without a hint.",
                 "The series is over: {0} of {1} puzzles found at the first try "
                 "without a hint.",
                 count(), first_tries(), count()));
    } else {
        lines.push_back(trf("Score: {0} of {1}.", first_tries(), done_so_far));
    }
    return lines;
}

bool CourseRun::advance() {
    if (finished()) {
        return false;
    }
    const auto& outcome = outcomes_.at(static_cast<std::size_t>(index_));
    const bool game_not_won =
        exercise().task == ExerciseTask::win_the_game && !(outcome && outcome->succeeded);
    if (!game_not_won) {
        ++index_;
    }
    return !finished();
}

bool CourseRun::last_exercise_done() const {
    if (index_ + 1 < count()) {
        return false;
    }
    if (finished()) {
        return true;
    }
    const auto& outcome = outcomes_.at(static_cast<std::size_t>(index_));
    return exercise().task != ExerciseTask::win_the_game || (outcome && outcome->succeeded);
}

void CourseRun::start_over() {
    if (plan_.kind == CourseKind::puzzles) {
        CoursePlan next = plan_;
        ++next.seed;
        try {
            course_ = make_course(next, options_.wording);
            plan_ = next;
        } catch (const PuzzleNotFound&) {
            // The same series again.
        }
    }
    index_ = 0;
    outcomes_.assign(course_.exercises.size(), std::nullopt);
}

int CourseRun::first_tries() const {
    int count = 0;
    for (const auto& outcome : outcomes_) {
        count += outcome && outcome->succeeded && outcome->wrong_tries == 0 && !outcome->hinted;
    }
    return count;
}

int CourseRun::succeeded() const {
    int count = 0;
    for (const auto& outcome : outcomes_) {
        count += outcome && outcome->succeeded;
    }
    return count;
}

}  // namespace marienbad
