// The game flow every interactive front end drives (the terminal, the window): the list of
// games, a game's form, the game, and after it a new game with the same settings (the next
// seed), the form again with its settings kept, or back to the list. The list also offers each
// game's lesson and puzzles (a course, play/course_run.hpp): a course is played exercise after
// exercise as games are, its next exercise coming where a new game would. It owns the form and the
// play controller of the moment, the values last used for each game, and the seed of the next
// game. A start the values cannot make reopens the form with the reason. Before the program ends
// from the list or a form, a question is asked (answered by confirm_quit() or cancel_quit()); in
// a game, the play controller asks its own.
//
// Leaving a game is asked of the flow by every front end with a pointer (the window's and the
// page's buttons and menus): `ask_leave` or `ask_course` leave at once when nothing would be lost,
// else the game waits on its question (PlayState::question_text), which the front end shows and
// answers with `answer_question`; what follows is the flow's (the form, the list, another game,
// a course), or for the front end to end the program.
//
// A game's lifetime is the flow's alone. Leaving a game for its form or the list keeps it, so
// that going back returns to it as it was; it ends when another game starts, when a new game is
// asked for, or with the flow. No front-end object keeps a reference to a game: each asks
// `current_game()` at every event, and `games_started()` tells it when the game is another.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "games/game_description.hpp"
#include "play/course_run.hpp"
#include "play/game_form.hpp"
#include "play/play_controller.hpp"

namespace marienbad {

struct FlowOptions {
    bool explain = false;              // why the computer played each move, in every game
    std::optional<Random::Seed> seed;  // the first game's; each next game takes the next seed
    // Called after every move, undo and redo of a game (to keep a record), with the game's number
    // in this run (from 1); what it returns is logged as an alert.
    std::function<std::string(const GameDescription&, const GameSession&, int game)> changed;
    // The flow runs in a window: each game takes its window defaults (handout 002's Nim, the
    // adaptive computer: GameDescription::window_defaults) where nothing else was given, and Nim's
    // piles are named rows, as the window draws them (Wording).
    bool window = false;
    // How long the computer's move is shown before it is played (0: at once, --no-animation).
    std::chrono::milliseconds computer_pace = k_computer_pace;
    // The coach in a game resumed from a record (--coach); a game started from values takes
    // theirs. Turned on or off during a game, it stays so for the next game with its settings.
    bool coach = false;
    // How the front end will draw a game's first board, when it decides that itself (the
    // terminal turns a board to fit, the page to fit a phone): the words its messages say it in,
    // from its first one. None: Nim's piles are rows in a window, columns elsewhere.
    std::function<Wording(const BoardModel&)> wording_for = {};
    // How the front end says a game's seed, when not as the program does ("Seed: 7 (replay this
    // game with --seed 7)"): the page's address takes ?seed=7.
    std::function<std::string(Random::Seed)> seed_said = {};
    // Where the student's progress is kept (play/course_run.hpp): lessons resume where they were
    // left, and each exercise ended is kept. None: nothing is.
    std::shared_ptr<ProgressKeeper> progress = {};
};

// What leaving a game led to (GameFlow::ask_leave, ask_course, answer_question).
enum class LeaveOutcome {
    stayed,  // nothing changed: the answer was no, or there was nothing to leave
    asked,   // the game waits on its question (PlayState::question_text)
    left,    // the flow is elsewhere now: the form, the list, another game or exercise
    quit,    // the program is to end
};

enum class FlowScreen { list, form, game };

// An entry of the list: a game (its form opens), or its lesson or puzzles (the course starts).
struct FlowEntry {
    std::string text;
    const GameDescription* game = nullptr;
    std::optional<CourseKind> course;  // none: the game itself
};

// The list every menu offers: the games, then their lessons, then their puzzles.
std::vector<FlowEntry> flow_entries();

class GameFlow {
  public:
    explicit GameFlow(FlowOptions options);

    // Where the flow starts: the list; a game with the values given (its form first when they
    // leave something to ask); a game resumed from a record, with the lines it opens with.
    void open_list();
    void open_game(const GameDescription& game, const ParameterValues& given);
    void resume(const GameDescription& game, std::unique_ptr<GameSession> session,
                const std::vector<std::string>& opening);
    // A game of `setup` (a game id opened: catalogue/game_id.hpp) with the settings `given` (the
    // level, who starts, who plays: the command line's, or those last used for its game,
    // values_of()), the form's defaults for those missing. A new game with the same settings plays
    // the same position again, until a game starts from the form.
    void open_setup(const AnySetup& setup, const ParameterValues& given);

    FlowScreen screen() const { return screen_; }

    // The games, and the list: the games, then their lessons and puzzles; the entry selected.
    const std::vector<const GameDescription*>& games() const;
    std::vector<FlowEntry> entries() const;
    int selected() const { return selected_; }
    void select(int index);
    // Opens the form of the game at `index` of the list, with the values last used for it, or
    // starts its course.
    void choose(int index);
    // A digit typed in the list: the entry of that number (from 1) is chosen at once, unless a
    // longer number could name an entry too ("1" of 12 entries: 1, or 10 to 12), when it is only
    // selected and the next digit makes the number ("1" then "1": 11); a digit that names no entry
    // starts again.
    void type_list_digit(char digit);

    // A course (`learn`, `puzzle`): its first exercise on the screen, the game in progress ended
    // (PuzzleNotFound when a puzzle cannot be drawn). The course in progress, if any: it lasts
    // until another game or course starts.
    void open_course(const CoursePlan& plan);
    // The course of `kind` for `game` from the next seed (what the list's entry starts).
    void open_course(CourseKind kind, const GameDescription& game);
    const CourseRun* current_course() const { return course_.get(); }
    // Where the student's progress is kept; none when it is not.
    const ProgressKeeper* progress() const { return options_.progress.get(); }

    // The form (its screen): start a game with its values (the game in progress ends), or go
    // back to the list. form() only on the form's screen; current_form(): the form of the moment,
    // none once the form is gone (a front end that may still hear from its widgets asks this).
    GameForm& form() { return *form_; }
    const GameForm& form() const { return *form_; }
    GameForm* current_form() { return form_ ? &*form_ : nullptr; }
    void start();
    void back_to_list();

    // The game in progress: on the screen, or kept under the form or the list it was left for;
    // none when no game was started or it ended. Valid until the flow's next action.
    PlayController* current_game() { return game_.get(); }
    const PlayController* current_game() const { return game_.get(); }
    // Back to the game in progress from its form or the list, as it was; false when there is
    // none.
    bool back_to_game();
    // How many games were started (or resumed) so far: the number of the game in progress.
    int games_started() const { return games_started_; }
    // The game of the form or the game on the screen, if any; the values last used for a game
    // (or given for it), for a front end that remembers them.
    const GameDescription* playing() const { return playing_; }
    ParameterValues values_of(const GameDescription& game) const { return remembered(game); }
    // Whether values were used or given for `game` (a resumed game's are not known), and giving
    // them (what a front end remembered of the game it resumes, for its next game).
    bool knows_values(const GameDescription& game) const { return values_.contains(&game); }
    void remember_values(const GameDescription& game, const ParameterValues& values) {
        values_.insert_or_assign(&game, values);
    }
    // The form of `game`, filled with `values` (a front end that offers the form first).
    void open_form(const GameDescription& game, const ParameterValues& values);
    // Leaves the game on the screen: a new game with its settings (it ends), or its form or the
    // list (it is kept; in a window, where the form holds the list, the form).
    void leave(GameExit exit);
    // Leaving the game on the screen for `exit`, asked first when it would be lost.
    LeaveOutcome ask_leave(GameExit exit);
    // Leaving it for the lesson or the puzzles of `game` (a course), asked first when it would be
    // lost (PuzzleNotFound when a puzzle cannot be drawn).
    LeaveOutcome ask_course(CourseKind kind, const GameDescription& game);
    // The question the game waits on, answered.
    LeaveOutcome answer_question(bool yes);
    // Where the game on the screen goes once left for `exit` (asked and answered already, as a
    // key's question is): the flow's part done, what is left for the front end.
    LeaveOutcome carry_out(GameExit exit);
    // The record of the game in progress (catalogue/game_record.hpp, the format --record
    // writes), as text; empty when none is in progress or it is an exercise.
    std::string record_of_game() const;
    // What "play again" is called after the game on the screen: "Play again", "Next" in a course,
    // "The lesson again" or "New puzzles" after its last exercise.
    std::string again_label() const;
    // The board the form's values would deal now (the next game's seed), to say before the
    // start whether it fits; none when they cannot start a game.
    std::optional<BoardModel> form_board() const;

    // Leaving the program from the list or a form: asked first.
    bool quit_asked() const { return quit_asked_; }
    void ask_quit() { quit_asked_ = true; }
    void cancel_quit() { quit_asked_ = false; }

  private:
    // How the flow's front end draws boards: the window draws Nim's piles as rows.
    Wording wording() const { return Wording{options_.window}; }
    // How it draws the first board of `setup` (FlowOptions::wording_for, else wording()).
    Wording wording_of(const AnySetup& setup) const;
    // What a game opens with, its seed said as the front end says it.
    std::vector<std::string> opening(std::vector<std::string> said, Random::Seed seed) const;
    // `values` with the game's window defaults under them, in a window.
    ParameterValues with_defaults(const GameDescription& game, ParameterValues values) const;
    // A game of `game` with `values` (from `setup` when an id gave it): started, or its form with
    // the reason.
    void start_game(const GameDescription& game, const ParameterValues& values,
                    const std::optional<AnySetup>& setup = std::nullopt);
    ParameterValues remembered(const GameDescription& game) const;
    // The options of a new game's controller: the review at its end, the record kept through
    // `changed`; the game counted.
    PlayOptions play_options(const GameDescription& game, bool explain, bool coach,
                             Wording wording);
    // The coach as the game in progress has it, kept in the values of its next game (an
    // exercise's is not: an exercise has no coach).
    void keep_coach();
    // The course's exercise now on the screen, counted as a game.
    void start_exercise();

    FlowOptions options_;
    FlowScreen screen_ = FlowScreen::list;
    int selected_ = 0;
    std::string typed_;                         // the digits typed in the list so far
    const GameDescription* playing_ = nullptr;  // the game of the form or of the game screen
    const GameDescription* game_description_ = nullptr;         // the game in progress's
    std::map<const GameDescription*, ParameterValues> values_;  // last used, per game
    std::optional<GameForm> form_;
    std::unique_ptr<PlayController> game_;
    std::unique_ptr<CourseRun> course_;  // outlives the controllers of its exercises
    std::optional<AnySetup> id_setup_;   // the position a new game starts from, an id's
    // The course a game is left for, once the question is answered.
    std::optional<std::pair<CourseKind, const GameDescription*>> course_asked_;
    Random::Seed next_seed_;
    bool quit_asked_ = false;
    int games_started_ = 0;
};

}  // namespace marienbad
