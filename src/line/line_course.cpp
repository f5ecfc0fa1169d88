// A course's exercises, one after the other, in line mode.
#include "line/line_course.hpp"

#include <fmt/format.h>

#include "catalogue/catalogue.hpp"
#include "i18n/i18n.hpp"
#include "line/line_game.hpp"
#include "line/questions.hpp"
#include "play/course_run.hpp"
#include "text/participants.hpp"

namespace marienbad {

LineEnd play_course_in_line_mode(CoursePlan plan, Console& console,
                                 std::shared_ptr<ProgressKeeper> progress) {
    console.line(trf("Marienbad {0}", MARIENBAD_VERSION));
    if (plan.game.empty()) {
        const auto& list = games();
        console.line(tr("Games:"));
        std::vector<std::string> entries;
        for (const Game* game : list) {
            entries.push_back(game->description().menu_entry());
        }
        const auto choice = ask_choice(console, entries, tr_noop("Choose a game (1-{0}): "));
        if (!choice) {
            console.line(abandoned_message());
            return LineEnd::abandoned;
        }
        plan.game = list[*choice]->name();
    }
    const GameDescription& game = find_game(plan.game)->description();
    CourseRun run(plan, {std::chrono::milliseconds(0), Wording{}, false, std::move(progress)});
    while (true) {
        std::unique_ptr<PlayController> exercise = run.start_exercise();
        // A lesson's last game ends with its review: asked for at a terminal, printed in a script.
        const bool whole_game = run.exercise().task == ExerciseTask::win_the_game;
        const ReviewOffer review = !whole_game             ? ReviewOffer::none
                                   : console.interactive() ? ReviewOffer::ask
                                                           : ReviewOffer::show;
        console.line();
        if (!play_line_game(console, *exercise, {game.setup_dialogue(), review})) {
            return LineEnd::abandoned;
        }
        if (!run.advance()) {
            return LineEnd::played;
        }
    }
}

}  // namespace marienbad
