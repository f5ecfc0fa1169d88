// The web page's engine: the game flow and its game as the page drives them, shaped like the
// window's main window but with no pixel in it. The page's script turns its events into the calls
// below (a click, a tap, the mouse over a cell, the wheel, a key, a button, a choice in the form)
// and draws what `state()` gives back as JSON (web/web_state.hpp); the computer's pace is the play
// layer's, the page owning a timer set to `next_step_in()` that calls `take_step()`.
//
// It keeps a game as the browser keeps it: the record of the unfinished game (the games layer's
// record format) and the settings of the last game played, which the page stores and hands back
// when it opens again, so that a reload finds the game where it was.
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
#include "play/game_flow.hpp"
#include "web/web_keys.hpp"

namespace marienbad {

struct WebStart {
    Language language = Language::english;
    std::filesystem::path locale_directory;  // the catalogues: <dir>/<lang>/LC_MESSAGES/*.mo
    std::string settings;                    // what settings() gave last time, or empty
    std::string record;                      // what record() gave last time, or empty
    std::optional<Random::Seed> seed;        // the first game's (else a fresh one)
    std::chrono::milliseconds computer_pace = k_computer_pace;
    std::string problem;  // what the page's address asked that could not be (web/web_address.hpp)
};

class WebPage {
  public:
    // Opens in `language`: the game recorded, resumed; else the form of the last game played, with
    // its settings; else the form of the first game. A record or settings that cannot be read are
    // passed over (the page starts afresh); the form says so.
    explicit WebPage(WebStart start);
    // The flow's callback holds the page: it stays where it was made.
    WebPage(const WebPage&) = delete;
    WebPage& operator=(const WebPage&) = delete;
    WebPage(WebPage&&) = delete;
    WebPage& operator=(WebPage&&) = delete;
    ~WebPage() = default;

    // Everything the page draws now, as JSON: the screen ("form" or "game"), the page's own
    // words, the list of games, the lessons and puzzles and the form (on the form's screen), the
    // game (on the screen or kept under the form), the status line, the question asked, the
    // language.
    std::string state() const;
    // The game's messages since `seen` (state's "messages_total" when last read), as JSON.
    std::string messages(double seen) const;
    // The unfinished game's record (the record format of the games layer); empty when no game is
    // in progress or it is over.
    std::string record() const { return record_; }
    // The last game's settings, as JSON ({"game": "nim", "values": [[name, [texts]], ...]}).
    std::string settings() const;

    // The form: the game chosen in the list, an item's choice, start, back to the game kept.
    void choose_game(int index);
    // A lesson or a puzzle series (state's "courses": its index in the flow's entries) in place
    // of the form and of the game kept under it; its exercises follow one another through
    // play_again(). An exercise is not kept in the browser.
    void open_course(int index);
    void choose(int item, int index);
    void start();
    void cancel_form();

    // The game: the mouse over a cell or off the board, a click, a tap (the first shows what the
    // second plays), the wheel (one more or one fewer, at the cell under the mouse), the buttons,
    // a key. A key returns what the page must do: "ignored" (the key is the browser's),
    // "done", or its own part: "keys" (show them), "scroll_back", "scroll_on" (the messages).
    void hover(int row, int col);
    void hover_off();
    void click(int row, int col);
    void tap(int row, int col);
    void wheel(int delta);
    void hint();
    void undo();
    void redo();
    void restart();
    void play_again();
    void new_game();  // the form, over the game kept
    std::string key(const BrowserKey& key);
    // The question the game waits on (leaving it would lose it), answered.
    void answer(bool yes);

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
    void leave(GameExit exit);
    void act_on(GameExit exit);
    // The list is never shown alone: the form of the game selected opens with it.
    void onto_form();
    // After an action on the game: the status line (the window's), the messages read.
    void refresh();

    // What replaces the game on the screen once the question is answered: an id's setup, or a
    // record file's game (web_page_files.cpp).
    struct Replacement {
        std::optional<AnySetup> setup;
        std::string name;    // the record's file
        std::string record;  // its text
    };
    // Whether the game on the screen would be lost if another replaced it (a move was played and
    // it is not over).
    bool game_would_be_lost() const;
    // Asks first when it would be lost, else replaces it at once.
    void replace_game(Replacement replacement);
    void answer_replacement(bool yes);
    // The game replaced (the flow's game ends).
    void do_replacement(Replacement replacement);
    // The page's words for ids and files, and the id of the game on the screen in a sentence.
    nlohmann::json transfer_json() const;

    GameFlow flow_;
    Language language_;
    std::string record_;
    std::string status_;         // the status line
    int game_shown_ = 0;         // the flow's number of the game the status line follows
    std::size_t seen_ = 0;       // its messages the status line has read
    std::string start_problem_;  // why what the page kept, or was given, could not be used
    // What the page's address asked that could not be (web/web_address.hpp): said until a game
    // starts from the form.
    std::string address_problem_;
    std::optional<Cell> tapped_;              // the cell the last action, a tap, pointed at
    std::optional<Replacement> replacement_;  // waiting on the question
};

}  // namespace marienbad
