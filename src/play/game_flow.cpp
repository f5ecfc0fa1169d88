// The flow from the list of games to a game and on.
#include "play/game_flow.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "catalogue/catalogue.hpp"
#include "catalogue/game_record.hpp"
#include "games/common_parameters.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "play/game_setup.hpp"
#include "play/narration.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {

GameFlow::GameFlow(FlowOptions options)
    : options_(std::move(options)), next_seed_(options_.seed.value_or(Random::fresh_seed())) {}

const std::vector<const GameDescription*>& GameFlow::games() const {
    return game_descriptions();
}

std::vector<FlowEntry> GameFlow::entries() const {
    return flow_entries();
}

std::vector<FlowEntry> flow_entries() {
    std::vector<FlowEntry> list;
    for (const GameDescription* game : game_descriptions()) {
        list.push_back({game->menu_entry(), game, std::nullopt});
    }
    for (const GameDescription* game : game_descriptions()) {
        list.push_back({trf("Learn {0}: its winning method, step by step", game->title()), game,
                        CourseKind::lesson});
    }
    for (const GameDescription* game : game_descriptions()) {
        list.push_back({trf("Puzzles on {0}: find the winning move", game->title()), game,
                        CourseKind::puzzles});
    }
    return list;
}

void GameFlow::open_list() {
    screen_ = FlowScreen::list;
    if (playing_ != nullptr) {
        const std::vector<FlowEntry> list = entries();
        const bool in_course = course_ != nullptr;
        const CourseKind kind = in_course ? course_->plan().kind : CourseKind::lesson;
        const auto found = std::find_if(list.begin(), list.end(), [&](const FlowEntry& entry) {
            return entry.game == playing_ && entry.course.has_value() == in_course &&
                   (!in_course || *entry.course == kind);
        });
        selected_ = found == list.end() ? 0 : static_cast<int>(found - list.begin());
    }
    form_.reset();
}

bool GameFlow::back_to_game() {
    if (!game_) {
        return false;
    }
    if (form_) {
        values_.insert_or_assign(&form_->game(), form_->values());
    }
    form_.reset();
    playing_ = game_description_;
    screen_ = FlowScreen::game;
    quit_asked_ = false;
    return true;
}

void GameFlow::open_game(const GameDescription& game, const ParameterValues& given) {
    const ParameterValues values = with_defaults(game, given);
    if (leaves_questions(game, values)) {
        open_form(game, values);
    } else {
        start_game(game, values);
    }
}

void GameFlow::resume(const GameDescription& game, std::unique_ptr<GameSession> session,
                      const std::vector<std::string>& opening) {
    playing_ = &game;
    game_description_ = &game;
    next_seed_ = session->random().seed() + 1;
    game_.reset();
    course_.reset();
    id_setup_.reset();
    const Wording words = wording_of(session->setup());
    game_ = std::make_unique<PlayController>(
        std::move(session), opening, play_options(game, options_.explain, options_.coach, words));
    form_.reset();
    screen_ = FlowScreen::game;
}

void GameFlow::open_setup(const AnySetup& setup, const ParameterValues& given) {
    const GameDescription& game = game_of(setup).description();
    start_game(game, GameForm(game, with_defaults(game, given)).values(), setup);
}

void GameFlow::select(int index) {
    selected_ = std::clamp(index, 0, static_cast<int>(entries().size()) - 1);
    quit_asked_ = false;
    typed_.clear();
}

void GameFlow::type_list_digit(char digit) {
    if (digit < '0' || digit > '9') {
        return;
    }
    const int count = static_cast<int>(entries().size());
    std::string typed = typed_ + digit;
    int number = std::stoi(typed);
    if (number < 1 || number > count) {
        typed = std::string(1, digit);  // starts again
        number = digit - '0';
        if (number < 1 || number > count) {
            typed_.clear();
            return;
        }
    }
    if (number * 10 > count) {
        choose(number - 1);
        return;
    }
    select(number - 1);
    typed_ = typed;
}

void GameFlow::choose(int index) {
    select(index);
    const FlowEntry entry = entries()[static_cast<std::size_t>(selected_)];
    if (entry.course) {
        try {
            open_course(*entry.course, *entry.game);
        } catch (const PuzzleNotFound&) {
            ++next_seed_;  // the list stays; the next try draws from another seed
        }
        return;
    }
    open_form(*entry.game, remembered(*entry.game));
}

void GameFlow::open_course(const CoursePlan& plan) {
    auto run = std::make_unique<CourseRun>(
        plan, CourseRunOptions{options_.computer_pace, wording(), true, options_.progress});
    ++next_seed_;
    game_.reset();  // its controller refers to the course it belongs to, if any
    course_ = std::move(run);
    id_setup_.reset();
    const GameDescription* game = &find_game(plan.game)->description();
    playing_ = game;
    game_description_ = game;
    start_exercise();
}

void GameFlow::open_course(CourseKind kind, const GameDescription& game) {
    open_course({kind, game.name(), 0, 0, next_seed_});
}

void GameFlow::start_exercise() {
    game_.reset();
    ++games_started_;
    game_ = course_->start_exercise();
    form_.reset();
    screen_ = FlowScreen::game;
    quit_asked_ = false;
}

void GameFlow::start() {
    if (form_) {
        start_game(form_->game(), form_->values());
    }
}

void GameFlow::back_to_list() {
    if (form_) {
        values_.insert_or_assign(&form_->game(), form_->values());
    }
    open_list();
}

void GameFlow::leave(GameExit exit) {
    if (playing_ == nullptr) {
        return;
    }
    const GameDescription& game = *playing_;
    keep_coach();
    switch (exit) {
        case GameExit::new_game:
            if (course_) {
                // The next exercise, or the course again after its last.
                if (!course_->advance()) {
                    course_->start_over();
                }
                start_exercise();
                break;
            }
            game_.reset();
            if (id_setup_ && &game_of(*id_setup_).description() == &game) {
                const std::optional<AnySetup> again = id_setup_;
                start_game(game, remembered(game), again);
            } else {
                open_game(game, remembered(game));
            }
            break;
        case GameExit::form:
            open_form(game, remembered(game));
            break;
        case GameExit::list:
            if (options_.window) {
                open_form(game, remembered(game));  // a window's form holds the list
            } else {
                open_list();
            }
            break;
        case GameExit::course:  // carry_out opens the course asked for
        case GameExit::quit:
            break;
    }
}

LeaveOutcome GameFlow::ask_leave(GameExit exit) {
    PlayController* game = screen_ == FlowScreen::game ? game_.get() : nullptr;
    if (game == nullptr) {
        return carry_out(exit);
    }
    if (const auto confirmed = game->ask(exit)) {
        return carry_out(*confirmed);
    }
    return LeaveOutcome::asked;
}

LeaveOutcome GameFlow::ask_course(CourseKind kind, const GameDescription& game) {
    course_asked_.emplace(kind, &game);
    PlayController* played = screen_ == FlowScreen::game ? game_.get() : nullptr;
    if (played == nullptr) {
        return carry_out(GameExit::course);
    }
    const std::string question =
        kind == CourseKind::lesson
            ? trf("Leave this game for the lesson on {0}? The game in progress will be lost.",
                  game.title())
            : trf("Leave this game for puzzles on {0}? The game in progress will be lost.",
                  game.title());
    if (const auto confirmed = played->ask(GameExit::course, question)) {
        return carry_out(*confirmed);
    }
    return LeaveOutcome::asked;
}

LeaveOutcome GameFlow::answer_question(bool yes) {
    PlayController* game = screen_ == FlowScreen::game ? game_.get() : nullptr;
    if (game == nullptr || !game->question()) {
        return LeaveOutcome::stayed;
    }
    if (!yes) {
        game->cancel();
        course_asked_.reset();
        return LeaveOutcome::stayed;
    }
    const auto exit = game->confirm();
    return exit ? carry_out(*exit) : LeaveOutcome::stayed;
}

LeaveOutcome GameFlow::carry_out(GameExit exit) {
    if (exit == GameExit::quit) {
        return LeaveOutcome::quit;
    }
    if (exit == GameExit::course && course_asked_) {
        const auto [kind, chosen] = *course_asked_;
        course_asked_.reset();
        keep_coach();
        open_course(kind, *chosen);
        return LeaveOutcome::left;
    }
    if (screen_ != FlowScreen::game) {
        return LeaveOutcome::stayed;
    }
    leave(exit);
    return LeaveOutcome::left;
}

std::string GameFlow::record_of_game() const {
    if (!game_ || course_ || game_description_ == nullptr) {
        return {};
    }
    return record_json(*game_description_, game_->session()).dump();
}

std::string GameFlow::again_label() const {
    if (!course_) {
        return tr("Play again");
    }
    if (!course_->last_exercise_done()) {
        return tr("Next");
    }
    return course_->plan().kind == CourseKind::lesson ? tr("The lesson again") : tr("New puzzles");
}

Wording GameFlow::wording_of(const AnySetup& setup) const {
    if (!options_.wording_for) {
        return wording();
    }
    return options_.wording_for(game_of(setup).start_board(setup));
}

std::vector<std::string> GameFlow::opening(std::vector<std::string> said, Random::Seed seed) const {
    if (options_.seed_said) {
        const std::string program_says = seed_announcement(seed);
        for (std::string& line : said) {
            if (line == program_says) {
                line = options_.seed_said(seed);
            }
        }
    }
    return said;
}

void GameFlow::start_game(const GameDescription& game, const ParameterValues& values,
                          const std::optional<AnySetup>& id_setup) {
    try {
        GameSetup setup(
            game, values, next_seed_, wording(),
            [this](const AnySetup& drawn) { return wording_of(drawn); }, id_setup);
        if (setup.question()) {
            open_form(game, values);
            return;
        }
        std::unique_ptr<GameSession> session = setup.start();
        const std::vector<std::string> said = opening(setup.said(), next_seed_);
        ++next_seed_;
        values_.insert_or_assign(&game, values);
        id_setup_ = id_setup;
        const MatchSettings settings = read_match_settings(values);
        const bool explain = options_.explain || settings.explain;
        game_.reset();  // the game in progress ends before the next one is numbered
        course_.reset();
        game_ = std::make_unique<PlayController>(
            std::move(session), said, play_options(game, explain, settings.coach, setup.wording()));
        playing_ = &game;
        game_description_ = &game;
        form_.reset();
        screen_ = FlowScreen::game;
    } catch (const UsageError& error) {
        open_form(game, values);
        form_->refuse(error.what());
    }
}

void GameFlow::open_form(const GameDescription& game, const ParameterValues& values) {
    playing_ = &game;
    form_.emplace(game, with_defaults(game, values));
    screen_ = FlowScreen::form;
    quit_asked_ = false;
}

std::optional<BoardModel> GameFlow::form_board() const {
    if (!form_) {
        return std::nullopt;
    }
    try {
        GameSetup setup(form_->game(), form_->values(), next_seed_);
        if (setup.question()) {
            return std::nullopt;
        }
        return setup.start()->board();
    } catch (const UsageError&) {
        return std::nullopt;
    }
}

PlayOptions GameFlow::play_options(const GameDescription& game, bool explain, bool coach,
                                   Wording wording) {
    const int number = ++games_started_;
    return {explain,
            true,
            [this, &game, number](const GameSession& changed) {
                return options_.changed ? options_.changed(game, changed, number) : std::string();
            },
            options_.computer_pace,
            wording,
            coach};
}

void GameFlow::keep_coach() {
    if (!game_ || game_description_ == nullptr || course_) {  // an exercise has no coach
        return;
    }
    ParameterValues values = remembered(*game_description_);
    if (game_->coach()) {
        values.give("--coach");
    } else {
        values.forget("--coach");
    }
    values_.insert_or_assign(game_description_, std::move(values));
}

ParameterValues GameFlow::with_defaults(const GameDescription& game, ParameterValues values) const {
    if (options_.window) {
        for (const auto& [name, text] : game.window_defaults()) {
            if (!values.given(name)) {
                values.give(name, text);
            }
        }
    }
    return values;
}

ParameterValues GameFlow::remembered(const GameDescription& game) const {
    const auto found = values_.find(&game);
    return found != values_.end() ? found->second : ParameterValues(play_parameters(game));
}

}  // namespace marienbad
