// The web page's engine: the flow driven by the page's events, its state as JSON.
#include "web/web_page.hpp"

#include <algorithm>
#include <exception>
#include <functional>

#include <nlohmann/json.hpp>

#include "catalogue/game_record.hpp"
#include "play/game_setup.hpp"
#include "play/remembered_game.hpp"
#include "play/status_line.hpp"
#include "tutor/puzzle.hpp"
#include "web/web_state.hpp"

namespace marienbad {
namespace {

// The question asked before a game in progress is left (the window's).
std::string leave_question(GameExit exit) {
    switch (exit) {
        case GameExit::quit:
            return tr("Quit Marienbad? The game in progress will be lost.");
        case GameExit::new_game:
            return tr("Leave this game for a new one with the same settings?");
        case GameExit::list:
        case GameExit::form:
            break;
    }
    return tr("Leave this game for a new game?");
}

// Who sits at a seat, and the look of their marks (never colour alone), as the window says it.
std::string seat_line(Participant who, Seat seat) {
    const std::string mark = seat == Seat::one ? tr("solid marks") : tr("hatched marks");
    return trf("{0}: {1}", participant_name(who), mark);
}

// The page's own words.
nlohmann::json page_words() {
    return {
        {"hint", tr("Hint")},
        {"undo", tr("Undo")},
        {"redo", tr("Redo")},
        {"restart", tr("Restart")},
        {"play_again", tr("Play again")},
        {"next", tr("Next")},
        {"courses", tr("Lessons and puzzles")},
        {"new_game", tr("New game")},
        {"start", tr("Start")},
        {"cancel", tr("Cancel")},
        {"game", tr("Game")},
        {"yes", tr("Yes")},
        {"no", tr("No")},
        {"close", tr("Close")},
        {"messages", tr("Messages")},
        {"rules", tr("The rules")},
        {"keys", tr("Keys")},
        {"board", tr("The board")},
        {"language", tr("Language")},
        {"colours", tr("Colours")},
        {"palette_safe", tr("Colours for every eye")},
        {"palette_classic", tr("Classic greys")},
    };
}

}  // namespace

WebPage::WebPage(WebStart start)
    : flow_(FlowOptions{
          .explain = false,
          .seed = start.seed,
          // The flow tells every change of a game: the unfinished game's record is kept.
          .changed =
              [this](const GameDescription& game, const GameSession& session, int) {
                  record_ = session.is_over() ? std::string() : record_json(game, session).dump();
                  return std::string();
              },
          .window = true,
          .computer_pace = start.computer_pace,
      }),
      language_(start.language),
      address_problem_(std::move(start.problem)) {
    activate_language(start.language, start.locale_directory);
    if (!start.record.empty()) {
        try {
            LoadedRecord loaded = load_record(parse_record(start.record));
            if (!loaded.session->is_over()) {
                const auto opening =
                    resuming_said(*loaded.game, *loaded.session, tr("this browser"), Wording{true});
                record_ = start.record;
                flow_.resume(*loaded.game, std::move(loaded.session), opening);
                refresh();
                return;
            }
        } catch (const std::exception& error) {
            // A UsageError saying what is wrong, or anything else a damaged record could cause:
            // the page starts afresh either way, rather than never opening again.
            start_problem_ =
                trf("The game kept in this browser could not be resumed: {0}", error.what());
        }
    }
    if (!start.settings.empty()) {
        const nlohmann::json kept = nlohmann::json::parse(start.settings, nullptr, false);
        if (kept.is_object() && kept.contains("game") && kept["game"].is_string()) {
            RememberedGame remembered{kept["game"].get<std::string>(), {}};
            if (const auto values = kept.find("values");
                values != kept.end() && values->is_array()) {
                for (const nlohmann::json& value : *values) {
                    if (value.is_array() && value.size() == 2 && value[0].is_string() &&
                        value[1].is_array() &&
                        std::all_of(value[1].begin(), value[1].end(),
                                    [](const nlohmann::json& text) { return text.is_string(); })) {
                        remembered.values.emplace_back(value[0].get<std::string>(),
                                                       value[1].get<std::vector<std::string>>());
                    }
                }
            }
            for (const GameDescription* game : flow_.games()) {
                if (game->name() == remembered.name) {
                    flow_.open_form(*game, recalled_values(*game, remembered));
                    return;
                }
            }
        }
    }
    flow_.open_list();
    onto_form();
}

PlayController* WebPage::game() {
    return flow_.screen() == FlowScreen::game ? flow_.current_game() : nullptr;
}

const PlayController* WebPage::game() const {
    return flow_.screen() == FlowScreen::game ? flow_.current_game() : nullptr;
}

std::string WebPage::state() const {
    nlohmann::json page = {
        {"language", language_ == Language::french ? "fr" : "en"},
        {"words", page_words()},
        {"screen", flow_.screen() == FlowScreen::game ? "game" : "form"},
        {"games", games_json(flow_)},
        {"courses", courses_json(flow_)},
        {"form", nullptr},
        {"game", nullptr},
        {"game_number", flow_.games_started()},
        {"messages_total", 0},
        {"seats", nlohmann::json::array()},
        {"status_line", status_},
        {"question", ""},
        {"rules", ""},
        {"keys_help", web_keys_help()},
        {"start_problem", address_problem_.empty() || start_problem_.empty()
                              ? address_problem_ + start_problem_
                              : address_problem_ + " " + start_problem_},
    };
    if (flow_.screen() == FlowScreen::form) {
        const GameForm& form = flow_.form();
        page["form"] = form_json(form);
        const auto& list = flow_.games();
        page["form"]["game_index"] =
            std::find(list.begin(), list.end(), &form.game()) - list.begin();
        page["can_cancel"] = flow_.current_game() != nullptr;
    }
    if (const PlayController* played = flow_.current_game()) {
        const PlayState& state = played->state();
        page["game"] = game_json(state);
        page["messages_total"] = played->messages().total();
        const GameSession& session = played->session();
        const Participants seats =
            Participants::for_seats(session.is_person(Seat::one), session.is_person(Seat::two));
        page["seats"] = {seat_line(seats.at(Seat::one), Seat::one),
                         seat_line(seats.at(Seat::two), Seat::two)};
        page["rules"] = played->rules_help();
        if (const auto asked = played->question()) {
            page["question"] = leave_question(*asked);
        }
    }
    if (replacement_) {
        page["question"] = leave_question(GameExit::form);
    }
    page["transfer"] = transfer_json();
    return page.dump();
}

std::string WebPage::messages(double seen) const {
    const PlayController* played = flow_.current_game();
    if (played == nullptr) {
        return "[]";
    }
    const auto from = seen > 0 ? static_cast<std::size_t>(seen) : std::size_t{0};
    return messages_json(played->messages(), from).dump();
}

std::string WebPage::settings() const {
    const GameDescription* playing = flow_.playing();
    if (playing == nullptr) {
        return {};
    }
    const RememberedGame remembered = remember_game(*playing, flow_.values_of(*playing));
    nlohmann::json values = nlohmann::json::array();
    for (const auto& [name, texts] : remembered.values) {
        values.push_back({name, texts});
    }
    return nlohmann::json{{"game", remembered.name}, {"values", std::move(values)}}.dump();
}

void WebPage::choose_game(int index) {
    if (flow_.screen() != FlowScreen::form) {
        return;
    }
    flow_.choose(std::clamp(index, 0, static_cast<int>(flow_.games().size()) - 1));
}

void WebPage::open_course(int index) {
    const std::vector<FlowEntry> entries = flow_.entries();
    if (flow_.screen() != FlowScreen::form || index < 0 ||
        index >= static_cast<int>(entries.size())) {
        return;
    }
    const FlowEntry& entry = entries[static_cast<std::size_t>(index)];
    if (!entry.course) {
        return;
    }
    start_problem_.clear();
    address_problem_.clear();
    try {
        flow_.open_course(*entry.course, *entry.game);
    } catch (const PuzzleNotFound& error) {
        if (GameForm* form = flow_.current_form()) {
            form->refuse(error.what());
        }
        return;
    }
    record_.clear();  // the game kept under the form has ended; an exercise is not kept
    refresh();
}

void WebPage::choose(int item, int index) {
    if (GameForm* form = flow_.current_form();
        form != nullptr && item >= 0 && item < static_cast<int>(form->items().size())) {
        const FormItem& chosen = form->items()[static_cast<std::size_t>(item)];
        if (index >= 0 && index < static_cast<int>(chosen.shown.size())) {
            form->choose(item, index);
        }
    }
}

void WebPage::start() {
    if (flow_.screen() == FlowScreen::form) {
        start_problem_.clear();
        address_problem_.clear();
        flow_.start();
        refresh();
    }
}

void WebPage::cancel_form() {
    if (flow_.screen() == FlowScreen::form && flow_.back_to_game()) {
        refresh();
    }
}

void WebPage::hover(int row, int col) {
    act_on_game([&](PlayController& played) { played.hover(Cell{row, col}); });
}

void WebPage::hover_off() {
    act_on_game([&](PlayController& played) { played.hover(std::nullopt); });
}

void WebPage::click(int row, int col) {
    act_on_game([&](PlayController& played) { played.play_at(Cell{row, col}); });
}

void WebPage::tap(int row, int col) {
    PlayController* played = game();
    if (played == nullptr) {
        return;
    }
    // A second tap on the cell the first one pointed at, with nothing between them, plays what
    // it showed; any other tap points (where the pointer stood before proves nothing).
    const Cell cell{row, col};
    const bool second = tapped_ == cell && played->state().marks.pointer == cell;
    if (second) {
        played->play_pointed();
    } else {
        played->point(cell);
    }
    refresh();
    const PlayState& state = played->state();
    if (!second && state.marks.pointer == cell && state.pointed) {
        tapped_ = cell;
        status_ = trf("{0} Tap again to play: {1}.", state.turn, state.pointed_text);
    }
}

void WebPage::wheel(int delta) {
    PlayController* played = game();
    if (played == nullptr || delta == 0) {
        return;
    }
    // The wheel counts at the cell under the mouse, where a click would play (as the window's).
    const PlayState& state = played->state();
    if (state.hover && state.hover_plays && state.marks.pointer != state.hover) {
        played->point(*state.hover);
    }
    played->change_count(delta > 0 ? 1 : -1);
    refresh();
}

void WebPage::hint() {
    act_on_game([&](PlayController& played) { played.hint(); });
}

void WebPage::undo() {
    act_on_game([&](PlayController& played) { played.undo(); });
}

void WebPage::redo() {
    act_on_game([&](PlayController& played) { played.redo(); });
}

void WebPage::restart() {
    act_on_game([&](PlayController& played) { played.restart(); });
}

void WebPage::play_again() {
    leave(GameExit::new_game);
}

void WebPage::new_game() {
    leave(GameExit::form);
}

std::string WebPage::key(const BrowserKey& key) {
    const MappedKey mapped = map_browser_key(key);
    PlayController* played = game();
    if (played == nullptr || (!mapped.shortcut && !mapped.game_key)) {
        return "ignored";
    }
    if (mapped.shortcut) {
        switch (*mapped.shortcut) {
            case PageShortcut::hint:
                played->hint();
                break;
            case PageShortcut::undo:
                played->undo();
                break;
            case PageShortcut::redo:
                played->redo();
                break;
        }
        refresh();
        return "done";
    }
    const KeyOutcome outcome =
        press_key(*played, *mapped.game_key, played->state().board.transposable);
    if (!outcome.handled) {
        return "ignored";
    }
    if (outcome.leave) {
        act_on(*outcome.leave);
        return "done";
    }
    refresh();
    if (outcome.front_end == GameAction::scroll_back) {
        return "scroll_back";
    }
    if (outcome.front_end == GameAction::scroll_on) {
        return "scroll_on";
    }
    if (outcome.front_end == GameAction::show_keys) {
        return "keys";
    }
    return "done";
}

void WebPage::answer(bool yes) {
    if (replacement_) {
        answer_replacement(yes);
        return;
    }
    PlayController* played = game();
    if (played == nullptr || !played->question()) {
        return;
    }
    if (yes) {
        if (const auto confirmed = played->confirm()) {
            act_on(*confirmed);
            return;
        }
    } else {
        played->cancel();
    }
    refresh();
}

double WebPage::next_step_in() const {
    const PlayController* played = game();
    const auto due = played != nullptr ? played->next_step_due() : std::nullopt;
    if (!due) {
        return -1;
    }
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(*due - PlayClock::now());
    return static_cast<double>(std::max<long long>(left.count(), 0));
}

void WebPage::take_step() {
    act_on_game([&](PlayController& played) { played.take_step(); });
}

void WebPage::act_on_game(const std::function<void(PlayController&)>& action) {
    if (PlayController* played = game()) {
        action(*played);
        refresh();
    }
}

void WebPage::leave(GameExit exit) {
    PlayController* played = game();
    if (played == nullptr) {
        act_on(exit);
        return;
    }
    if (const auto confirmed = played->ask(exit)) {
        act_on(*confirmed);
        return;
    }
    refresh();  // the question waits for answer()
}

void WebPage::act_on(GameExit exit) {
    switch (exit) {
        case GameExit::quit:
            return;  // a page does not close its tab
        case GameExit::new_game:
            if (flow_.screen() == FlowScreen::game) {
                flow_.leave(GameExit::new_game);
            }
            break;
        case GameExit::list:
        case GameExit::form:
            if (flow_.screen() == FlowScreen::game) {
                flow_.leave(GameExit::form);  // the game is kept under the form
            }
            break;
    }
    onto_form();
    refresh();
}

void WebPage::onto_form() {
    if (flow_.screen() == FlowScreen::list) {
        flow_.choose(flow_.selected());
    }
}

void WebPage::refresh() {
    tapped_.reset();
    PlayController* played = game();
    if (played == nullptr) {
        return;
    }
    if (game_shown_ != flow_.games_started()) {
        game_shown_ = flow_.games_started();
        seen_ = 0;
    }
    const PlayState& state = played->state();
    // The window's status line: what the last action or the pointer has to say, else whose turn
    // it is, or that the computer is thinking.
    status_ =
        pointer_status_line(state, played->messages(), seen_)
            .value_or(state.phase == PlayPhase::computer_to_move ? tr("The computer is thinking…")
                                                                 : state.status);
    seen_ = played->messages().total();
}

}  // namespace marienbad
