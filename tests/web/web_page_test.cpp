// The web page's engine as the page's script drives it: the form first, a game started from it,
// the mouse over a cell, a click, a tap then a second tap, the count controls, keys, the
// computer's move shown before it is played at the play layer's pace, undo and redo, the form
// over the game kept, a new game asked first, a game kept in the browser (its record) and resumed
// with its settings and its coach, the last settings recalled, what cannot be read passed over, a
// puzzle series from the form, the board read only when it changes and laid out for a finger,
// what a screen reader is told, the seed said as the page replays it, French. Every check reads
// the state as the page reads it: JSON.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

#include "catalogue/catalogue.hpp"
#include "web/web_page.hpp"

#ifndef MARIENBAD_LOCALE_DIRECTORY
#error "MARIENBAD_LOCALE_DIRECTORY must name the build's locale/ directory"
#endif

namespace marienbad {
namespace {

using nlohmann::json;

// Nim, the person first against the computer at level 4 (the form's other values its defaults).
const char* const k_nim_person_first =
    R"({"game": "nim", "values": [["--first", ["human"]], ["--level", ["4"]]]})";

WebStart page_start(std::string settings = {}, std::string record = {},
                    Language language = Language::english) {
    WebStart start;
    start.language = language;
    start.locale_directory = MARIENBAD_LOCALE_DIRECTORY;
    start.settings = std::move(settings);
    start.record = std::move(record);
    start.seed = 7;
    return start;
}

json state_of(const WebPage& page) {
    return json::parse(page.state());
}

json form_of(const WebPage& page) {
    return json::parse(page.form());
}

json board_of(const WebPage& page) {
    return json::parse(page.board());
}

json words_of(const WebPage& page) {
    return json::parse(page.words());
}

// The board's cells as the page draws them: their kinds and the pawns (names and places apart).
json cells_of(const WebPage& page) {
    const json cells = json::parse(page.cells());
    return {cells["kinds"], cells["pawns"]};
}

// The cells where a click makes a move, found as the page could: the mouse over each cell.
std::vector<std::pair<int, int>> playable_cells(WebPage& page) {
    std::vector<std::pair<int, int>> cells;
    const json board = board_of(page);
    for (int row = 0; row < board["rows"].get<int>(); ++row) {
        for (int col = 0; col < board["cols"].get<int>(); ++col) {
            page.hover(row, col);
            if (state_of(page)["game"]["hover_plays"].get<bool>()) {
                cells.emplace_back(row, col);
            }
        }
    }
    page.hover_off();
    return cells;
}

// The computer's turn played through as the page's timer plays it.
void computer_turn(WebPage& page) {
    for (int step = 0; step < 2 && page.next_step_in() >= 0; ++step) {
        page.take_step();
    }
}

std::vector<std::string> message_kinds(const WebPage& page) {
    std::vector<std::string> kinds;
    for (const json& message : json::parse(page.messages(0))) {
        kinds.push_back(message["kind"].get<std::string>());
    }
    return kinds;
}

bool has_kind(const WebPage& page, const std::string& kind) {
    const auto kinds = message_kinds(page);
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

TEST(WebPage, OpensOnTheFormOfTheFirstGameWithTheWordsOfThePage) {
    WebPage page(page_start());
    const json state = state_of(page);
    const json form = form_of(page);
    EXPECT_EQ(state["screen"], "form");
    EXPECT_EQ(words_of(page)["language"], "en");
    EXPECT_EQ(form["form"]["game"], "nim");
    EXPECT_EQ(form["form"]["game_index"], 0);
    EXPECT_FALSE(state["can_cancel"].get<bool>());
    EXPECT_EQ(form["games"].size(), game_descriptions().size());
    EXPECT_FALSE(form["form"]["items"].empty());
    EXPECT_EQ(words_of(page)["words"]["undo"], "Undo");
    EXPECT_TRUE(state["game"].is_null());
    EXPECT_EQ(page.board(), "null");
    EXPECT_EQ(page.record(), "");
    EXPECT_EQ(page.next_step_in(), -1);
}

TEST(WebPage, APersonPlaysTheComputerWhoseMoveIsShownBeforeItIsPlayed) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    json state = state_of(page);
    ASSERT_EQ(state["screen"], "game");
    EXPECT_EQ(state["game"]["phase"], "person_to_move");
    EXPECT_TRUE(board_of(page)["transposed"].get<bool>());  // Nim's piles as rows
    EXPECT_EQ(state["game"]["title"]["seed"], "seed 7");
    EXPECT_EQ(state["game"]["seats"][0], "You: solid marks show the cells a move takes");
    EXPECT_EQ(state["game"]["seats"][1], "The computer: hatched marks show the cells a move takes");
    EXPECT_NE(page.record(), "");  // kept from the start
    EXPECT_EQ(page.next_step_in(), -1);
    const json board_before = cells_of(page);

    const auto cells = playable_cells(page);
    ASSERT_FALSE(cells.empty());
    page.click(cells.front().first, cells.front().second);
    state = state_of(page);
    EXPECT_EQ(state["game"]["phase"], "computer_to_move");
    EXPECT_EQ(state["status_line"], "The computer is thinking…");
    EXPECT_EQ(page.next_step_in(), 0);
    EXPECT_NE(cells_of(page), board_before);

    page.take_step();
    state = state_of(page);
    EXPECT_EQ(state["game"]["phase"], "computer_move_shown");
    EXPECT_FALSE(state["game"]["marks"]["computer"].empty());
    EXPECT_GT(page.next_step_in(), 0);
    EXPECT_LE(page.next_step_in(), 500);
    page.take_step();
    state = state_of(page);
    EXPECT_TRUE(state["game"]["phase"] == "person_to_move" ||
                state["game"]["phase"] == "game_over");
    EXPECT_TRUE(state["game"]["marks"]["computer"].empty());
    EXPECT_TRUE(has_kind(page, "opening"));
    EXPECT_TRUE(has_kind(page, "move"));

    // Undo takes back the computer's reply and the person's move; redo plays them again.
    ASSERT_TRUE(state["game"]["can_undo"].get<bool>());
    const json after = cells_of(page);
    page.undo();
    EXPECT_EQ(cells_of(page), board_before);
    EXPECT_TRUE(has_kind(page, "history"));
    page.redo();
    EXPECT_EQ(cells_of(page), after);
}

TEST(WebPage, TheComputerPlaysTheSameGameAsTheProgram) {
    // Seed 7, the person taking what the first playable cell takes: the computer's reply is the
    // one every build makes (this test runs natively and in WebAssembly).
    WebPage page(page_start(k_nim_person_first));
    page.start();
    const auto cells = playable_cells(page);
    ASSERT_FALSE(cells.empty());
    page.click(cells.front().first, cells.front().second);
    computer_turn(page);
    const json record = json::parse(page.record());
    EXPECT_EQ(record["seed"], 7);
    EXPECT_EQ(record["moves"].dump(), R"([{"pile":0,"take":16},{"pile":2,"take":3}])");
}

TEST(WebPage, AMouseOverACellSaysWhatAClickPlaysAndATapShowsWhatASecondTapPlays) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    const auto cells = playable_cells(page);
    ASSERT_FALSE(cells.empty());
    const auto [row, col] = cells.back();
    page.hover(row, col);
    json state = state_of(page);
    EXPECT_FALSE(state["game"]["marks"]["hovered"].empty());
    EXPECT_EQ(state["status_line"].get<std::string>().rfind("Click to play: ", 0), 0U)
        << state["status_line"];
    page.hover_off();
    EXPECT_TRUE(state_of(page)["game"]["marks"]["hovered"].empty());

    page.tap(row, col);
    state = state_of(page);
    EXPECT_EQ(state["game"]["phase"], "person_to_move");
    EXPECT_EQ(state["game"]["marks"]["pointer"], json::array({row, col}));
    EXPECT_FALSE(state["game"]["marks"]["pointed"].empty());
    EXPECT_EQ(state["status_line"].get<std::string>().rfind("Your turn. Tap it again to play: ", 0),
              0U)
        << state["status_line"];
    page.tap(row, col);
    EXPECT_EQ(state_of(page)["game"]["phase"], "computer_to_move");
}

TEST(WebPage, AFirstTapWhereThePointerStandsOnlyShows) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    // The pointer stands where the game put it, not the person: a tap there shows what it plays.
    const json pointer = state_of(page)["game"]["marks"]["pointer"];
    ASSERT_FALSE(pointer.is_null());
    EXPECT_FALSE(state_of(page)["game"]["pointer_chosen"].get<bool>());
    page.tap(pointer[0].get<int>(), pointer[1].get<int>());
    EXPECT_EQ(state_of(page)["game"]["phase"], "person_to_move");
    EXPECT_TRUE(state_of(page)["game"]["pointer_chosen"].get<bool>());
    page.tap(pointer[0].get<int>(), pointer[1].get<int>());
    EXPECT_EQ(state_of(page)["game"]["phase"], "computer_to_move");
}

TEST(WebPage, TheCountControlsChooseHowManyAndPlay) {
    WebPage page(
        page_start(R"({"game": "row", "values": [["--first", ["human"]], ["--level", ["4"]]]})"));
    page.start();
    page.tap(0, 3);
    json game = state_of(page)["game"];
    ASSERT_TRUE(game["count"]["more"].get<bool>());
    EXPECT_EQ(game["count"]["more_text"], "More: take 2 matches from place 3");
    page.more();
    page.more();
    game = state_of(page)["game"];
    EXPECT_EQ(game["marks"]["pointed"].size(), 3U);
    EXPECT_FALSE(game["count"]["more"].get<bool>());
    page.fewer();
    EXPECT_EQ(state_of(page)["game"]["pointed_text"], "take 2 matches from place 3");
    page.play();
    EXPECT_EQ(json::parse(page.record())["moves"].dump(), R"([{"count":2,"start":3}])");
}

TEST(WebPage, KeysPlayAsInTheWindow) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    // The hint a step at a time: the method, its computation, then the move, marked.
    EXPECT_EQ(page.key(BrowserKey{"?"}), "done");
    EXPECT_TRUE(has_kind(page, "hint"));
    EXPECT_TRUE(state_of(page)["game"]["marks"]["winning"].empty());
    EXPECT_EQ(page.key(BrowserKey{"?"}), "done");
    EXPECT_TRUE(state_of(page)["game"]["marks"]["winning"].empty());
    EXPECT_EQ(page.key(BrowserKey{"?"}), "done");
    EXPECT_FALSE(state_of(page)["game"]["marks"]["winning"].empty());
    EXPECT_EQ(page.key(BrowserKey{"q"}), "ignored");
    EXPECT_EQ(page.key(BrowserKey{"Tab"}), "ignored");
    EXPECT_EQ(page.key(BrowserKey{"h"}), "keys");
    EXPECT_EQ(page.key(BrowserKey{"PageUp"}), "scroll_back");
    // The hint put the pointer on a winning move: Enter plays it.
    EXPECT_EQ(page.key(BrowserKey{"Enter"}), "done");
    EXPECT_EQ(state_of(page)["game"]["phase"], "computer_to_move");
    computer_turn(page);
    EXPECT_EQ(page.key(BrowserKey{"z", true}), "done");  // Ctrl+Z
    EXPECT_EQ(state_of(page)["game"]["phase"], "person_to_move");
    EXPECT_FALSE(state_of(page)["game"]["can_undo"].get<bool>());
    EXPECT_TRUE(state_of(page)["game"]["can_redo"].get<bool>());
}

TEST(WebPage, TheFormOpensOverTheGameAndANewGameAsksFirst) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    const auto cells = playable_cells(page);
    page.click(cells.front().first, cells.front().second);
    computer_turn(page);
    const int game = state_of(page)["game_number"].get<int>();

    // The form opens over the game, which it keeps: going back finds it as it was.
    page.new_game();
    json state = state_of(page);
    EXPECT_EQ(state["screen"], "form");
    EXPECT_TRUE(state["can_cancel"].get<bool>());
    EXPECT_FALSE(state["game"].is_null());
    page.cancel_form();
    state = state_of(page);
    EXPECT_EQ(state["screen"], "game");
    EXPECT_EQ(state["game_number"], game);
    EXPECT_EQ(page.key(BrowserKey{"Escape"}), "done");
    EXPECT_EQ(state_of(page)["screen"], "form");
    page.cancel_form();

    // A new game with the same settings would lose this one: asked first.
    page.play_again();
    state = state_of(page);
    EXPECT_EQ(state["game"]["question"],
              "Leave this game for a new one with the same settings? The game in progress will "
              "be lost.");
    EXPECT_EQ(state["game"]["phase"], "question");
    page.answer(false);
    state = state_of(page);
    EXPECT_EQ(state["game"]["question"], "");
    EXPECT_EQ(state["game"]["phase"], "person_to_move");
    EXPECT_EQ(page.key(BrowserKey{"n"}), "done");
    EXPECT_NE(state_of(page)["game"]["question"], "");
    EXPECT_EQ(page.key(BrowserKey{"n"}), "done");  // the key that asked answers yes
    state = state_of(page);
    EXPECT_EQ(state["screen"], "game");
    EXPECT_EQ(state["game_number"], game + 1);
    EXPECT_EQ(state["game"]["title"]["seed"], "seed 8");
}

TEST(WebPage, AGameKeptInTheBrowserIsResumedWhereItWas) {
    std::string record;
    std::string settings;
    json board;
    json drawn_cells;
    {
        WebPage page(page_start(k_nim_person_first));
        page.start();
        const auto cells = playable_cells(page);
        page.click(cells.front().first, cells.front().second);
        computer_turn(page);
        record = page.record();
        settings = page.settings();
        board = board_of(page);
        drawn_cells = cells_of(page);
    }
    WebPage again(page_start(settings, record));
    const json state = state_of(again);
    ASSERT_EQ(state["screen"], "game");
    // The same board; its frame starts afresh from the position resumed.
    const auto texts = [](const json& labels) {
        std::vector<std::string> shown;
        for (const json& label : labels) {
            shown.push_back(label[0].get<std::string>());
        }
        return shown;
    };
    EXPECT_EQ(cells_of(again), drawn_cells);
    EXPECT_EQ(texts(board_of(again)["labels"]), texts(board["labels"]));
    EXPECT_EQ(state["game"]["phase"], "person_to_move");
    EXPECT_EQ(again.record(), record);
    const json messages = json::parse(again.messages(0));
    bool resumed = false;
    for (const json& message : messages) {
        resumed = resumed || message["text"].get<std::string>().find(
                                 "Resuming the game recorded in this browser") != std::string::npos;
    }
    EXPECT_TRUE(resumed) << messages.dump();
}

TEST(WebPage, TheLastSettingsOpenTheFormOfTheirGame) {
    WebPage page(page_start(R"({"game": "row", "values": [["--level", ["2"]]]})"));
    json state = state_of(page);
    ASSERT_EQ(state["screen"], "form");
    EXPECT_EQ(form_of(page)["form"]["game"], "row");
    page.start();
    const json settings = json::parse(page.settings());
    EXPECT_EQ(settings["game"], "row");
    EXPECT_NE(settings["values"].dump().find(R"(["--level",["2"]])"), std::string::npos)
        << settings.dump();
    // Another game chosen in the form, started: its settings are the ones kept.
    page.new_game();
    page.answer(true);
    page.choose_game(1);
    EXPECT_EQ(form_of(page)["form"]["game"], "grid");
    page.start();
    EXPECT_EQ(json::parse(page.settings())["game"], "grid");
}

TEST(WebPage, WhatTheBrowserKeptAndCannotBeReadIsPassedOver) {
    for (const std::string& record :
         {std::string("{"), std::string(R"({"format": "marienbad-record", "game": "nim"})"),
          std::string("[1, 2]"), std::string(2000, '[')}) {
        WebPage page(page_start("not json", record));
        const json state = state_of(page);
        EXPECT_EQ(state["screen"], "form") << record;
        EXPECT_EQ(form_of(page)["form"]["game"], "nim");
        EXPECT_NE(state["start_problem"], "") << record;
    }
    for (const std::string& settings :
         {std::string(R"({"game": "chess"})"), std::string(R"({"game": 3, "values": 4})"),
          std::string(R"({"game": "grid", "values": [["--rows", ["999"]], ["--x", [1]]]})")}) {
        WebPage page(page_start(settings));
        EXPECT_EQ(state_of(page)["screen"], "form") << settings;
        page.start();
        EXPECT_EQ(state_of(page)["screen"], "game") << settings;
    }
}

TEST(WebPage, TheFormTakesOnlyChoicesItOffers) {
    WebPage page(page_start());
    page.choose_game(-4);
    EXPECT_EQ(form_of(page)["form"]["game"], "nim");
    page.choose_game(99);
    EXPECT_EQ(form_of(page)["form"]["game"], game_descriptions().back()->name());
    const json before = form_of(page)["form"];
    page.choose(-1, 0);
    page.choose(999, 0);
    page.choose(0, -1);
    page.choose(0, 100000);
    EXPECT_EQ(form_of(page)["form"], before);
    // Nothing to act on outside a game.
    page.click(0, 0);
    page.tap(0, 0);
    page.undo();
    EXPECT_EQ(page.key(BrowserKey{"Enter"}), "ignored");
    page.take_step();
    EXPECT_EQ(state_of(page)["screen"], "form");
}

TEST(WebPage, AFinishedGameIsNoLongerKept) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    for (int turn = 0; turn < 200 && state_of(page)["game"]["phase"] != "game_over"; ++turn) {
        const auto cells = playable_cells(page);
        ASSERT_FALSE(cells.empty());
        page.click(cells.front().first, cells.front().second);
        computer_turn(page);
    }
    const json state = state_of(page);
    ASSERT_EQ(state["game"]["phase"], "game_over");
    EXPECT_NE(state["game"]["result"], "");
    EXPECT_TRUE(has_kind(page, "result"));
    EXPECT_EQ(page.record(), "");
    EXPECT_TRUE(state["game"]["can_undo"].get<bool>());
}

TEST(WebPage, LessonsAndPuzzlesStartFromTheFormAndFollowOneAnother) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    EXPECT_FALSE(page.record().empty());
    page.new_game();  // the form, over the game kept
    json state = state_of(page);
    ASSERT_EQ(state["screen"], "form");
    const json courses = form_of(page)["courses"];
    ASSERT_EQ(courses.size(), 2 * game_descriptions().size());  // lessons, puzzles
    int puzzles = -1;
    for (const json& course : courses) {
        if (course["text"].get<std::string>().rfind("Puzzles on Nim", 0) == 0) {
            puzzles = course["index"].get<int>();
        }
    }
    ASSERT_GE(puzzles, 0) << courses;
    page.open_course(puzzles);
    state = state_of(page);
    ASSERT_EQ(state["screen"], "game");
    EXPECT_TRUE(state["game"]["exercise"].get<bool>());
    EXPECT_EQ(state["game"]["phase"], "person_to_move");
    EXPECT_EQ(state["again"], "Next");
    EXPECT_EQ(page.record(), "") << "the game the course replaced is no longer kept";
    // The hint's last step puts the pointer on a winning move: Enter plays it, the puzzle is
    // solved.
    for (int step = 0; step < 3; ++step) {
        EXPECT_EQ(page.key(BrowserKey{"?"}), "done");
    }
    EXPECT_EQ(page.key(BrowserKey{"Enter"}), "done");
    state = state_of(page);
    EXPECT_EQ(state["game"]["phase"], "game_over");
    EXPECT_EQ(state["game"]["result"], "Found: that move wins");
    const int solved = state["game_number"].get<int>();
    page.play_again();  // Next
    state = state_of(page);
    EXPECT_EQ(state["game_number"].get<int>(), solved + 1);
    EXPECT_TRUE(state["game"]["exercise"].get<bool>());
    EXPECT_EQ(state["game"]["phase"], "person_to_move");
    EXPECT_EQ(page.record(), "");
    // A course entry is only started from the form; a game is not a course.
    page.open_course(puzzles);
    EXPECT_EQ(state_of(page)["game_number"].get<int>(), solved + 1);
    page.new_game();
    page.open_course(0);
    EXPECT_EQ(state_of(page)["screen"], "form");
}

TEST(WebPage, SpeaksFrench) {
    WebPage page(page_start(k_nim_person_first, {}, Language::french));
    page.start();
    const json state = state_of(page);
    const json words = words_of(page);
    EXPECT_EQ(words["language"], "fr");
    EXPECT_EQ(state["game"]["status"], "À toi de jouer !");
    EXPECT_NE(words["words"]["undo"], "Undo");
    EXPECT_NE(words["words"]["hint"], "Hint");
    const json board = board_of(page);
    EXPECT_NE(board["names"][0].get<std::string>().find("ligne"), std::string::npos)
        << board["names"][0];
    activate_language(Language::english, MARIENBAD_LOCALE_DIRECTORY);
}

TEST(WebPage, TheBoardIsReadOnlyWhenItChangesAndItsCellsAreNamed) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    const json board = board_of(page);
    const int number = state_of(page)["game"]["board_number"].get<int>();
    EXPECT_EQ(board["number"], number);
    std::size_t in_lines = 0;
    for (const json& line : board["lines"]) {
        in_lines += line["cells"].size();
        EXPECT_NE(line["name"], "") << "each pile drawn as a row is named";
    }
    EXPECT_EQ(in_lines, board["names"].size()) << "a screen reader's rows hold every cell";
    EXPECT_EQ(board["kinds"].get<std::string>().size(), board["names"].size());
    for (const json& name : board["names"]) {
        EXPECT_NE(name, "");
    }
    const auto cells = playable_cells(page);
    page.hover(cells.front().first, cells.front().second);
    EXPECT_EQ(state_of(page)["game"]["board_number"], number) << "a hover leaves the board";
    page.click(cells.front().first, cells.front().second);
    EXPECT_NE(state_of(page)["game"]["board_number"], number);
}

TEST(WebPage, OnAPhoneTheCellsAreAFingersTarget) {
    WebStart start = page_start(R"({"game": "row", "values": [["--first", ["human"]]]})");
    start.area = {344, 500, true};
    WebPage page(std::move(start));
    page.start();
    const json board = board_of(page);
    EXPECT_GE(board["pitch"].get<double>(), 32);
    EXPECT_LE(board["width"].get<double>() * board["pitch"].get<double>(), 344);
    // A tap's status line speaks of taps, not of Enter.
    page.tap(0, 4);
    EXPECT_EQ(state_of(page)["status_line"].get<std::string>().find("Enter"), std::string::npos);
}

TEST(WebPage, AScreenReaderIsToldWhatEachActionDid) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    json said = state_of(page)["announcement"];
    EXPECT_NE(said["text"].get<std::string>().find("Your turn."), std::string::npos) << said;
    const int number = said["number"].get<int>();
    const auto cells = playable_cells(page);
    page.click(cells.front().first, cells.front().second);
    said = state_of(page)["announcement"];
    EXPECT_GT(said["number"].get<int>(), number);
    EXPECT_EQ(said["text"].get<std::string>().rfind("You take ", 0), 0U) << said;
    computer_turn(page);
    said = state_of(page)["announcement"];
    EXPECT_EQ(said["text"].get<std::string>().rfind("The computer takes ", 0), 0U) << said;
}

TEST(WebPage, AResumedGameKeepsItsSettingsAndItsCoachForTheNextGame) {
    // Level 4, the coach on, the classic board, as a person set them in the form.
    const char* const settings =
        R"({"game": "nim", "values": [["--piles", ["1,2,3,5,7"]], ["--level", ["4"]],)"
        R"( ["--first", ["human"]], ["--coach", [""]]]})";
    std::string record;
    {
        WebPage page(page_start(settings));
        page.start();
        const auto cells = playable_cells(page);
        page.click(cells.front().first, cells.front().second);
        computer_turn(page);
        record = page.record();
    }
    WebPage again(page_start(settings, record));
    ASSERT_EQ(state_of(again)["screen"], "game");
    EXPECT_TRUE(state_of(again)["game"]["coach"].get<bool>());
    const json kept = json::parse(again.settings());
    EXPECT_NE(kept["values"].dump().find(R"(["--level",["4"]])"), std::string::npos) << kept;
    EXPECT_NE(kept["values"].dump().find("1,2,3,5,7"), std::string::npos) << kept;
    // n, then yes: the same settings again.
    again.key(BrowserKey{"n"});
    again.key(BrowserKey{"n"});
    const json game = state_of(again)["game"];
    EXPECT_EQ(game["title"]["strength"].get<std::string>().find("level 4"), 0U) << game["title"];
    EXPECT_EQ(json::parse(again.record())["setup"]["piles"].dump(), "[1,2,3,5,7]");
}

TEST(WebPage, TheSeedIsSaidAsThePageReplaysIt) {
    WebPage page(page_start(k_nim_person_first));
    page.start();
    const json opening = json::parse(page.messages(0));
    const std::string text = opening.dump();
    EXPECT_NE(text.find("?seed=7"), std::string::npos) << text;
    EXPECT_EQ(text.find("--seed"), std::string::npos) << text;
}

}  // namespace
}  // namespace marienbad
