// The web page's engine: the flow driven by the page's events, its state as JSON.
#include "web/web_page.hpp"

#include <algorithm>
#include <exception>
#include <functional>

#include <nlohmann/json.hpp>

#include "catalogue/game_record.hpp"
#include "play/announcements.hpp"
#include "play/game_setup.hpp"
#include "play/progress_view.hpp"
#include "play/remembered_game.hpp"
#include "tutor/lesson_sheet.hpp"
#include "tutor/puzzle.hpp"
#include "web/web_state.hpp"

namespace marienbad {
namespace {

// A cell and its gap, at most and, for a finger, at least (WCAG 2.5.8 asks 24 CSS pixels of a
// target; a finger is happier with more); a label's size, at least.
constexpr double k_largest_pitch = 72;
constexpr double k_finger_pitch = 32;
constexpr double k_smallest_label = 11;

// The progress the browser kept; none when it cannot be read (the page keeps a new one).
Progress kept_progress(const std::string& text) {
    if (text.empty()) {
        return {};
    }
    try {
        return Progress::from_json(text);
    } catch (const ProgressError&) {
        return {};
    }
}

// The page's own words: the name the page's script reads, the message (a table, not a JSON literal:
// each entry of a literal would be code of its own).
constexpr std::pair<const char*, const char*> k_page_words[] = {
    {"progress", tr_noop("Your progress")},
    {"sheet", tr_noop("Sheet")},
    {"sheet_title", tr_noop("The lesson's sheet")},
    {"print", tr_noop("Print")},
    {"answer", tr_noop("Answer")},
    {"hint", tr_noop("Hint")},
    {"undo", tr_noop("Undo")},
    {"redo", tr_noop("Redo")},
    {"restart", tr_noop("Restart")},
    {"new_game", tr_noop("New game")},
    {"start", tr_noop("Start")},
    {"cancel", tr_noop("Cancel")},
    {"close", tr_noop("Close")},
    {"game", tr_noop("Game")},
    {"yes", tr_noop("Yes")},
    {"no", tr_noop("No")},
    {"messages", tr_noop("Messages")},
    {"rules", tr_noop("The rules")},
    {"keys", tr_noop("Keys")},
    {"keys_heading", tr_noop("Keys:")},
    {"board", tr_noop("The board")},
    {"language", tr_noop("Language")},
    {"colours", tr_noop("Colours")},
    {"palette_safe", tr_noop("Colours for every eye")},
    {"palette_classic", tr_noop("Classic greys")},
    {"courses", tr_noop("Lessons and puzzles")},
    {"fewer", tr_noop("Fewer")},
    {"more", tr_noop("More")},
    {"play", tr_noop("Play")},
    {"describe", tr_noop("The position in words")},
    // The pointer's cell as a screen reader reads it: its name, then this ({0}: the move).
    {"enter_plays", tr_noop("Enter plays: {0}")},
    {"tap_plays", tr_noop("Tap it again to play: {0}")},
    {"marks", tr_noop("What the marks show")},
    {"no_game", tr_noop("No game in progress. Start one, or a lesson or puzzles, from the form.")},
    {"loading", tr_noop("Loading…")},
};

nlohmann::json page_words() {
    nlohmann::json words = nlohmann::json::object();
    for (const auto& [name, message] : k_page_words) {
        words[name] = tr(message);
    }
    return words;
}

nlohmann::json key_rows_json(const std::vector<KeyHelp>& rows) {
    nlohmann::json list = nlohmann::json::array();
    for (const KeyHelp& row : rows) {
        list.push_back({row.keys, row.what});
    }
    return list;
}

// The settings the browser kept, when they can be read.
std::optional<RememberedGame> kept_settings(const std::string& text) {
    if (text.empty()) {
        return std::nullopt;
    }
    // As a string_view, as every JSON the page reads: one parser in the page, not one per kind of
    // text.
    const nlohmann::json kept = nlohmann::json::parse(std::string_view(text), nullptr, false);
    if (!kept.is_object() || !kept.contains("game") || !kept["game"].is_string()) {
        return std::nullopt;
    }
    RememberedGame remembered{kept["game"].get<std::string>(), {}};
    if (const auto values = kept.find("values"); values != kept.end() && values->is_array()) {
        for (const nlohmann::json& value : *values) {
            if (value.is_array() && value.size() == 2 && value[0].is_string() &&
                value[1].is_array() &&
                std::all_of(value[1].begin(), value[1].end(),
                            [](const nlohmann::json& part) { return part.is_string(); })) {
                remembered.values.emplace_back(value[0].get<std::string>(),
                                               value[1].get<std::vector<std::string>>());
            }
        }
    }
    return remembered;
}

const GameDescription* game_named(const GameFlow& flow, const std::string& name) {
    for (const GameDescription* game : flow.games()) {
        if (game->name() == name) {
            return game;
        }
    }
    return nullptr;
}

}  // namespace

WebPage::WebPage(WebStart start)
    : progress_(start.progress),
      flow_(FlowOptions{
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
          // Nim's piles as rows, or as columns on a phone held upright where they fit better.
          .wording_for =
              [this](const BoardModel& board) {
                  return Wording{!board.transposable ||
                                 BoardPlacement::better_transposed(board, BoardFrame::of(board),
                                                                   placement_area())};
              },
          // The page's address replays a game, not the command line.
          .seed_said =
              [](Random::Seed seed) {
                  return trf("Seed: {0} (this game again: add ?seed={0} to the page's address)",
                             seed);
              },
          .progress = std::make_shared<ProgressKeeper>(kept_progress(start.progress),
                                                       [this](const Progress& changed) {
                                                           progress_ = changed.to_json();
                                                           return std::string();
                                                       }),
      }),
      language_(start.language),
      area_(start.area),
      pointer_(start.area.touch ? PointerKind::touch : PointerKind::mouse),
      address_problem_(std::move(start.problem)) {
    activate_language(start.language, start.locale_directory);
    const std::optional<RememberedGame> remembered = kept_settings(start.settings);
    const GameDescription* remembered_game =
        remembered ? game_named(flow_, remembered->name) : nullptr;
    if (!start.record.empty()) {
        try {
            LoadedRecord loaded = load_record(parse_record(start.record));
            if (!loaded.session->is_over()) {
                const auto opening =
                    resuming_said(*loaded.game, *loaded.session, tr("this browser"), Wording{true});
                record_ = start.record;
                if (remembered_game == loaded.game) {
                    // Its next game takes the settings it was started with.
                    flow_.remember_values(*loaded.game, recalled_values(*loaded.game, *remembered));
                }
                flow_.resume(*loaded.game, std::move(loaded.session), opening);
                if (remembered_game == loaded.game) {
                    const bool coach = recalled_values(*loaded.game, *remembered).flag("--coach");
                    flow_.current_game()->set_coach(coach);
                }
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
    if (remembered_game != nullptr) {
        flow_.open_form(*remembered_game, recalled_values(*remembered_game, *remembered));
        return;
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

PlacementArea WebPage::placement_area() const {
    return {area_.width, area_.height, k_largest_pitch, area_.touch ? k_finger_pitch : 0,
            k_smallest_label};
}

std::string WebPage::words() const {
    nlohmann::json words = page_words();
    words["key_rows"] = key_rows_json(web_key_rows());
    words["mouse_help"] = web_pointer_help(false);
    words["touch_help"] = web_pointer_help(true);
    return nlohmann::json{{"language", language_ == Language::french ? "fr" : "en"},
                          {"words", std::move(words)}}
        .dump();
}

std::string WebPage::state() const {
    // Field by field, as web_state.cpp writes its objects: a JSON literal is many times the code.
    nlohmann::json announcement;
    announcement["number"] = announcements_;
    announcement["text"] = announcement_;
    nlohmann::json page;
    page["screen"] = flow_.screen() == FlowScreen::game ? "game" : "form";
    page["game"] = nullptr;
    page["game_number"] = flow_.games_started();
    page["messages_total"] = 0;
    page["status_line"] = status_;
    page["announcement"] = std::move(announcement);
    page["again"] = flow_.again_label();
    page["can_cancel"] = flow_.screen() == FlowScreen::form && flow_.current_game() != nullptr;
    page["start_problem"] = address_problem_.empty() || start_problem_.empty()
                                ? address_problem_ + start_problem_
                                : address_problem_ + " " + start_problem_;
    if (const PlayController* played = flow_.current_game()) {
        page["game"] = game_json(played->state());
        page["messages_total"] = played->messages().total();
    }
    page["transfer"] = transfer_json();
    return page.dump();
}

std::string WebPage::board() const {
    const PlayController* played = flow_.current_game();
    if (played == nullptr) {
        return "null";
    }
    return board_json(played->state(), placement_area()).dump();
}

std::string WebPage::cells() const {
    const PlayController* played = flow_.current_game();
    if (played == nullptr) {
        return "null";
    }
    return cells_json(played->state()).dump();
}

std::string WebPage::form() const {
    if (flow_.screen() != FlowScreen::form) {
        return "null";
    }
    const GameForm& form = flow_.form();
    nlohmann::json shown = form_json(form);
    const auto& list = flow_.games();
    shown["game_index"] = std::find(list.begin(), list.end(), &form.game()) - list.begin();
    return nlohmann::json{
        {"games", games_json(flow_)}, {"courses", courses_json(flow_)}, {"form", shown}}
        .dump();
}

std::string WebPage::messages(double seen) const {
    const PlayController* played = flow_.current_game();
    if (played == nullptr) {
        return "[]";
    }
    const auto from = seen > 0 ? static_cast<std::size_t>(seen) : std::size_t{0};
    return messages_json(played->messages(), from).dump();
}

std::string WebPage::rules() const {
    const PlayController* played = flow_.current_game();
    return played != nullptr ? played->rules_help() : std::string();
}

std::string WebPage::settings() const {
    const GameDescription* playing = flow_.playing();
    if (playing == nullptr || !flow_.knows_values(*playing)) {
        return {};
    }
    ParameterValues values = flow_.values_of(*playing);
    const PlayController* played = flow_.current_game();
    if (played != nullptr && flow_.current_course() == nullptr) {
        // The coach as it is now, for the next game and a reload.
        if (played->coach()) {
            values.give("--coach");
        } else {
            values.forget("--coach");
        }
    }
    const RememberedGame remembered = remember_game(*playing, values);
    nlohmann::json kept = nlohmann::json::array();
    for (const auto& [name, texts] : remembered.values) {
        kept.push_back({name, texts});
    }
    return nlohmann::json{{"game", remembered.name}, {"values", std::move(kept)}}.dump();
}

void WebPage::set_area(double width, double height, bool touch) {
    area_ = {std::max(width, 1.0), std::max(height, 1.0), touch};
    pointer_ = touch ? PointerKind::touch : pointer_;
}

std::string WebPage::progress_text() const {
    return flow_progress_text(flow_);
}

std::string WebPage::lesson_sheet(int index, bool markdown) const {
    const std::vector<FlowEntry> entries = flow_.entries();
    if (index < 0 || index >= static_cast<int>(entries.size()) ||
        entries[static_cast<std::size_t>(index)].course != CourseKind::lesson) {
        return {};
    }
    return marienbad::lesson_sheet(entries[static_cast<std::size_t>(index)].game->name(),
                                   markdown ? SheetFormat::markdown : SheetFormat::text);
}

void WebPage::answer_question(int value) {
    act_on_game([value](PlayController& played) { played.answer(value); });
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
    pointer_ = PointerKind::mouse;
    act_on_game([&](PlayController& played) { played.hover(Cell{row, col}); });
}

void WebPage::hover_off() {
    act_on_game([&](PlayController& played) { played.hover(std::nullopt); });
}

void WebPage::press(int row, int col, Press how) {
    pointer_ = how == Press::tap ? PointerKind::touch : PointerKind::mouse;
    act_on_game([&](PlayController& played) { played.press(Cell{row, col}, how); });
}

void WebPage::click(int row, int col) {
    press(row, col, Press::click);
}

void WebPage::tap(int row, int col) {
    press(row, col, Press::tap);
}

void WebPage::wheel(int delta) {
    act_on_game([&](PlayController& played) { played.wheel(delta); });
}

void WebPage::fewer() {
    act_on_game([&](PlayController& played) { played.change_count(-1); });
}

void WebPage::more() {
    act_on_game([&](PlayController& played) { played.change_count(1); });
}

void WebPage::play() {
    act_on_game([&](PlayController& played) { played.play_pointed(); });
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

void WebPage::describe() {
    act_on_game([&](PlayController& played) { played.describe_position(); });
}

void WebPage::play_again() {
    follow(flow_.ask_leave(GameExit::new_game));
}

void WebPage::new_game() {
    follow(flow_.ask_leave(GameExit::form));
}

std::string WebPage::key(const BrowserKey& key) {
    const auto mapped = map_browser_key(key);
    PlayController* played = game();
    if (played == nullptr || !mapped) {
        return "ignored";
    }
    const KeyOutcome outcome = press_key(*played, *mapped, played->state().transposed);
    if (!outcome.handled) {
        return "ignored";
    }
    if (outcome.leave) {
        follow(flow_.carry_out(*outcome.leave));
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
    follow(flow_.answer_question(yes));
}

double WebPage::next_step_in() const {
    const PlayController* played = game();
    const auto wait = played != nullptr ? played->ms_until_step() : std::nullopt;
    return wait ? static_cast<double>(wait->count()) : -1;
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

void WebPage::follow(LeaveOutcome outcome) {
    // A page does not close its tab: quitting leaves it as it is.
    if (outcome == LeaveOutcome::left) {
        onto_form();
    }
    refresh();
}

void WebPage::onto_form() {
    if (flow_.screen() == FlowScreen::list) {
        flow_.choose(flow_.selected());
    }
}

void WebPage::refresh() {
    PlayController* played = game();
    if (played == nullptr) {
        return;
    }
    if (game_shown_ != flow_.games_started()) {
        game_shown_ = flow_.games_started();
        seen_ = 0;
        announced_ = 0;
        played->prepare();  // so that its first click is answered within a frame
    }
    const PlayState& state = played->state();
    // The window's status line: what the last action or the pointer has to say, else whose turn
    // it is, or that the computer is thinking.
    status_ =
        pointer_status_line(state, played->messages(), seen_, pointer_)
            .value_or(state.phase == PlayPhase::computer_to_move ? tr("The computer is thinking…")
                                                                 : state.status);
    seen_ = played->messages().total();
    if (std::string said = announcement(state, played->messages(), announced_); !said.empty()) {
        announcement_ = std::move(said);
        ++announcements_;
    }
    announced_ = played->messages().total();
}

}  // namespace marienbad
