// A game goes between the web page and the program both ways, for every game: the record file the
// page saves (its engine, web/web_page.hpp, built natively here) is resumed by `marienbad
// --resume` on the position the page showed, and a record `marienbad --record` wrote is opened by
// the page where the program left it; `play ID` opens the position the page's id names.
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "catalogue/game_id.hpp"
#include "program_test_support.hpp"
#include "record_directory.hpp"
#include "support/game_params.hpp"
#include "web/web_page.hpp"

namespace marienbad::testing {
namespace {

using nlohmann::json;

class PageRecords : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }

    // The page on a game of this one, the person first against the computer at level 4.
    std::unique_ptr<WebPage> page_playing() const {
        WebStart start;
        start.locale_directory = MARIENBAD_LOCALE_DIRECTORY;
        start.seed = 21;
        start.computer_pace = std::chrono::milliseconds(0);
        start.settings =
            json{{"game", game().name()}, {"values", {{"--first", {"human"}}, {"--level", {"4"}}}}}
                .dump();
        auto page = std::make_unique<WebPage>(std::move(start));
        page->start();
        // The computer's opening move, when the draw gives it the first (Nim's does).
        for (int step = 0; step < 4 && page->next_step_in() >= 0; ++step) {
            page->take_step();
        }
        return page;
    }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, PageRecords, ::testing::ValuesIn(game_descriptions()),
                         game_name);

json state_of(const WebPage& page) {
    return json::parse(page.state());
}

// A click where the page's mouse finds a move, then the computer's answer.
void play_a_turn(WebPage& page) {
    const json board = json::parse(page.board());
    for (int row = 0; row < board["rows"].get<int>(); ++row) {
        for (int col = 0; col < board["cols"].get<int>(); ++col) {
            page.hover(row, col);
            if (state_of(page)["game"]["hover_plays"].get<bool>()) {
                page.click(row, col);
                for (int step = 0; step < 2 && page.next_step_in() >= 0; ++step) {
                    page.take_step();
                }
                return;
            }
        }
    }
    FAIL() << "no move on the board";
}

TEST_P(PageRecords, TheProgramResumesTheFileThePageSaves) {
    auto page = page_playing();
    ASSERT_EQ(state_of(*page)["screen"], "game");
    play_a_turn(*page);
    const json state = state_of(*page);
    ASSERT_NE(state["game"]["phase"], "game_over") << "a game that goes on";
    const RecordDirectory directory;
    const std::string path = directory.write("from-the-page.json", page->game_file());
    const ProgramRun resumed = run({game().name(), "--resume", path, "--ui", "text"});
    EXPECT_EQ(resumed.exit_code, 3) << resumed.errors;  // the input ends at once
    EXPECT_TRUE(contains(resumed.output, "Resuming the game recorded in " + path))
        << resumed.output;
    EXPECT_TRUE(contains(resumed.output, "Game id: " + state["game"]["id"].get<std::string>()))
        << resumed.output;
}

TEST_P(PageRecords, ThePageOpensTheFileTheProgramWrites) {
    const RecordDirectory directory;
    const std::string path = directory.file("from-the-program.json");
    // What the game asks first, when it asks (Nim's columns, the grid's rows and columns): 5.
    const ProgramRun played = run({game().name(), "--players", "computer-computer", "--level", "1",
                                   "--seed", "5", "--record", path, "--ui", "text"},
                                  "5\n5\n5\n", {}, k_time_limit_seconds);
    ASSERT_EQ(played.exit_code, 0) << played.errors;
    const std::string text = [&] {
        std::ifstream file(path);
        return std::string(std::istreambuf_iterator<char>(file), {});
    }();
    const json record = json::parse(text);
    auto page = page_playing();
    EXPECT_EQ(page->open_file("from-the-program.json", text), "");
    // A game in progress on the page (the computer opened it) is replaced after its question.
    if (state_of(*page)["game"]["phase"] == "question") {
        page->answer(true);
    }
    const json state = state_of(*page);
    EXPECT_EQ(state["screen"], "game");
    EXPECT_EQ(state["game"]["phase"], "game_over") << "the program's game, played to its end";
    EXPECT_EQ(json::parse(page->game_file())["moves"], record["moves"]);
    EXPECT_TRUE(
        contains(page->open_file("cut.json", text.substr(0, text.size() / 2)), "cut.json: "));
    EXPECT_TRUE(contains(page->open_file("junk.json", "not a record"), "junk.json: "));
    EXPECT_EQ(state_of(*page)["game"]["phase"], "game_over") << "the game kept";
}

TEST_P(PageRecords, PlayOpensThePositionOfThePagesId) {
    auto page = page_playing();
    play_a_turn(*page);
    const std::string id = state_of(*page)["game"]["id"];
    const ProgramRun opened =
        run({"play", id, "--level", "4", "--first", "human", "--seed", "3", "--ui", "text"});
    EXPECT_EQ(opened.exit_code, 3) << opened.errors;
    EXPECT_TRUE(contains(opened.output, "Game id: " + id + "\n")) << opened.output;
    const std::unique_ptr<GameSession> session = make_session(
        parse_game_id(id).setup, {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one, Random(1));
    EXPECT_EQ(game_id_now(*session), id);
}

}  // namespace
}  // namespace marienbad::testing
