// The web page's engine: the game flow and its game as the page drives them, shaped like the
// window's main window but with no pixel in it. The page's script turns its events into the calls
// below (a click, a tap, the mouse over a cell, the wheel, the count controls, a key, a button, a
// choice in the form, a question answered) and draws what it reads back as JSON
// (web/web_state.hpp): the board, only when its number changed or the area did; the state of the
// moment after every event; the form on the form's screen; the page's words once per language.
// Every rule of play is the play layer's — what a click or a tap does, the wheel, the keys and the
// shortcuts, the leave question, the computer's pace (the page owns a timer set to
// `next_step_in()` that calls `take_step()`), what a screen reader is told (`announcement`).
//
// It keeps a game as the browser keeps it: the record of the unfinished game (the games layer's
// record format) and the settings of the last game played, which the page stores and hands back
// when it opens again, so that a reload finds the game where it was and a new game its settings.
#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "core/random.hpp"
#include "i18n/i18n.hpp"
#include "play/board_placement.hpp"
#include "play/game_flow.hpp"
#include "play/status_line.hpp"
#include "web/web_keys.hpp"

namespace marienbad {

// Where the page draws the board: its size in CSS pixels, and whether a finger points (the cells
// then never smaller than a finger's target, the board scrolling when it must).
struct PageArea {
    double width = 800;
    double height = 600;
    bool touch = false;
};

struct WebStart {
    Language language = Language::english;
    std::filesystem::path locale_directory;  // the catalogues: <dir>/<lang>/LC_MESSAGES/*.mo
    std::string settings;                    // what settings() gave last time, or empty
    std::string record;                      // what record() gave last time, or empty
    std::string progress;                    // what progress() gave last time, or empty
    std::optional<Random::Seed> seed;        // the first game's (else a fresh one)
    std::chrono::milliseconds computer_pace = k_computer_pace;
    std::string problem;  // what the page's address asked that could not be (web/web_address.hpp)
    PageArea area = {};
};

class WebPage {
  public:
    // Opens in `language`: the game recorded, resumed (with the last settings remembered for its
    // next game); else the form of the last game played, with its settings; else the form of the
    // first game. A record or settings that cannot be read are passed over (the page starts
    // afresh); the form says so.
    explicit WebPage(WebStart start);
    // The flow's callback holds the page: it stays where it was made.
    WebPage(const WebPage&) = delete;
    WebPage& operator=(const WebPage&) = delete;
    WebPage(WebPage&&) = delete;
    WebPage& operator=(WebPage&&) = delete;
    ~WebPage() = default;

    // The page's own words in its language, the keys as rows and how to point: read once.
    std::string words() const;
    // The state of the moment, as JSON: the screen ("form" or "game"), the game (on the screen or
    // kept under the form; its board's number), the status line, the last announcement, whether
    // the form can go back to a game, what "play again" is called.
    std::string state() const;
    // The game's board laid out in the page's area (web/web_state.hpp), "null" without a game;
    // its cells of the moment alone (when its layout stays).
    std::string board() const;
    std::string cells() const;
    // On the form's screen: the games, the lessons and puzzles, the form; "null" elsewhere.
    std::string form() const;
    // The game's messages since `seen` (state's "messages_total" when last read), as JSON.
    std::string messages(double seen) const;
    // The rules of the game and how it is played on the page.
    std::string rules() const;
    // The unfinished game's record (the record format of the games layer); empty when no game is
    // in progress or it is over.
    std::string record() const { return record_; }
    // The last game's settings, as JSON ({"game": "nim", "values": [[name, [texts]], ...]}); empty
    // while they are not known (a game resumed without them).
    std::string settings() const;
    // The student's progress through the lessons and puzzles (tutor/progress.hpp's document), to
    // keep; and as the table `marienbad progress` prints.
    std::string progress() const { return progress_; }
    std::string progress_text() const;
    // The sheet of the lesson of the course at `index` (form()'s "courses"), as plain text or
    // Markdown: what `marienbad learn GAME --print` prints. Empty for another index.
    std::string lesson_sheet(int index, bool markdown) const;
    // The board's area changed (a resize, a phone turned, a finger used).
    void set_area(double width, double height, bool touch);

    // The form: the game chosen in the list, an item's choice, start, back to the game kept.
    void choose_game(int index);
    // A lesson or a puzzle series (form()'s "courses": its index in the flow's entries) in place
    // of the form and of the game kept under it; its exercises follow one another through
    // play_again(). An exercise is not kept in the browser.
    void open_course(int index);
    void choose(int item, int index);
    void start();
    void cancel_form();

    // The game: the mouse over a cell or off the board, a click (the mouse's hover showed what it
    // plays), a tap (a finger: the first shows what a second plays), the wheel, the count
    // controls (one fewer, one more, play), the buttons, a key. A key returns what the page must
    // do: "ignored" (the key is the browser's), "done", or its own part: "keys" (show them),
    // "scroll_back", "scroll_on" (the messages).
    void hover(int row, int col);
    void hover_off();
    void click(int row, int col);
    void tap(int row, int col);
    void wheel(int delta);
    void fewer();
    void more();
    void play();
    void hint();
    void undo();
    void redo();
    void restart();
    void describe();
    void play_again();
    void new_game();  // the form, over the game kept
    std::string key(const BrowserKey& key);
    // The question the game waits on (leaving it would lose it), answered.
    void answer(bool yes);
    // The number typed for an exercise's question (PlayState::answering).
    void answer_question(int value);

    // Moving a game in and out of the page (web_page_files.cpp). A game id (the address's `#ID`)
    // opened: nothing when it names the position on the screen already (a reload), after a
    // question when a game in progress would be lost; what is wrong with it said on the page.
    void open_id(const std::string& id);
    // The record of the game on the screen, finished or not, for a file; empty when none.
    std::string game_file() const;
    // A record file's text opened (`name`, the file's), after the same question: "" when it is,
    // else why not (said on the page too).
    std::string open_file(const std::string& name, const std::string& text);

    // The computer's pace: milliseconds until its next step is due (0: now), -1 when none.
    double next_step_in() const;
    void take_step();

  private:
    // The flow's game when it is on the screen.
    PlayController* game();
    const PlayController* game() const;
    // `action` on the game on the screen, if any, then refresh().
    void act_on_game(const std::function<void(PlayController&)>& action);
    void press(int row, int col, Press how);
    // Where leaving led: the form when the list would be shown, then refresh().
    void follow(LeaveOutcome outcome);
    // The list is never shown alone: the form of the game selected opens with it.
    void onto_form();
    // After an action on the game: the status line (the window's), the announcement.
    void refresh();
    PlacementArea placement_area() const;

    // What replaces the game on the screen once the question is answered: an id's setup, or a
    // record file's game (web_page_files.cpp).
    struct Replacement {
        std::optional<AnySetup> setup;
        std::string name;    // the record's file
        std::string record;  // its text
    };
    // The game on the screen replaced, after `question` when it would be lost (the game's
    // question, answered through answer()).
    void replace_game(Replacement replacement, const std::string& question);
    void answer_replacement(bool yes);
    // The game replaced (the flow's game ends).
    void do_replacement(Replacement replacement);
    // The page's words for ids and files, and the id of the game on the screen in a sentence.
    nlohmann::json transfer_json() const;

    std::string progress_;  // before flow_: its keeper writes here
    GameFlow flow_;
    Language language_;
    PageArea area_;
    std::string record_;
    std::string status_;         // the status line
    std::string announcement_;   // what the last action did, for a screen reader
    int announcements_ = 0;      // how many were made
    int game_shown_ = 0;         // the flow's number of the game the status line follows
    std::size_t seen_ = 0;       // its messages the status line has read
    std::size_t announced_ = 0;  // its messages announced
    PointerKind pointer_ = PointerKind::mouse;  // what pointed last
    std::string start_problem_;  // why what the page kept, or was given, could not be used
    // What the page's address asked that could not be (web/web_address.hpp): said until a game
    // starts from the form.
    std::string address_problem_;
    std::optional<Replacement> replacement_;  // waiting on the question
};

}  // namespace marienbad
