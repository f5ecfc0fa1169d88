// The game flow: the list, a game's form with its values remembered, a game started from it with
// the next seed, a start the values cannot make reopening the form with the reason, and where
// leaving a game leads (a new game with the same settings, the form, the list, a course) after
// the question that says so; what "play again" is called; the words a front end draws the board
// in from the start; the seed said as a front end says it.
#include <gtest/gtest.h>

#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "play/game_flow.hpp"
#include "play_fixtures.hpp"
#include "support/form_items.hpp"
#include "support/text_search.hpp"

namespace marienbad {
namespace {

using testing::index_of_game;
using testing::index_of_item;

using testing::contains;

TEST(GameFlow, FromTheListToAGameAndTheNextOnes) {
    GameFlow flow(FlowOptions{false, 40, {}});
    flow.open_list();
    EXPECT_EQ(flow.screen(), FlowScreen::list);
    flow.choose(index_of_game(flow, RowGame::description()));
    ASSERT_EQ(flow.screen(), FlowScreen::form);
    EXPECT_EQ(&flow.form().game(), &RowGame::description());
    flow.start();
    ASSERT_EQ(flow.screen(), FlowScreen::game);
    EXPECT_EQ(flow.current_game()->state().title.seed, "seed 40");
    EXPECT_EQ(flow.games_started(), 1);
    flow.leave(GameExit::new_game);
    ASSERT_EQ(flow.screen(), FlowScreen::game);
    EXPECT_EQ(flow.current_game()->state().title.seed, "seed 41");
    EXPECT_EQ(flow.games_started(), 2);
    flow.leave(GameExit::form);
    ASSERT_EQ(flow.screen(), FlowScreen::form);
    EXPECT_EQ(&flow.form().game(), &RowGame::description());
    flow.back_to_list();
    EXPECT_EQ(flow.screen(), FlowScreen::list);
    EXPECT_EQ(flow.selected(), index_of_game(flow, RowGame::description()));
}

TEST(GameFlow, TheFormKeepsItsValuesWhenThePersonGoesBack) {
    GameFlow flow(FlowOptions{});
    flow.choose(index_of_game(flow, RowGame::description()));
    GameForm& form = flow.form();
    const int level = index_of_item(form, "Computer level");
    form.select(level);
    form.type_digit('4');
    flow.back_to_list();
    flow.choose(index_of_game(flow, RowGame::description()));
    EXPECT_EQ(flow.form().items()[static_cast<std::size_t>(level)].value_shown(),
              "level 4 (virtuoso)");
}

TEST(GameFlow, ARefusedStartReopensTheFormWithTheReason) {
    // 30 banned cells on a grid of at most 5 × 5 cells: the form offers the sizes, the start is
    // refused with the description's message.
    ParameterValues given(play_parameters(GridGame::description()));
    given.give("--banned", "30");
    GameFlow flow(FlowOptions{});
    flow.open_game(GridGame::description(), given);
    ASSERT_EQ(flow.screen(), FlowScreen::form);
    EXPECT_TRUE(flow.form().refusal().empty());
    flow.start();
    ASSERT_EQ(flow.screen(), FlowScreen::form);
    EXPECT_TRUE(contains(flow.form().refusal(), "--banned")) << flow.form().refusal();
    EXPECT_EQ(flow.games_started(), 0);
    // Any change clears the reason.
    flow.form().change(1);
    EXPECT_TRUE(flow.form().refusal().empty());
}

TEST(GameFlow, AGameGivenWholeStartsAtOnceAndOneMissingAValueOpensItsForm) {
    ParameterValues whole(play_parameters(NimGame::description()));
    whole.give("--piles", "1,2");
    whole.give("--level", "4");
    GameFlow flow(FlowOptions{false, 3, {}});
    flow.open_game(NimGame::description(), whole);
    EXPECT_EQ(flow.screen(), FlowScreen::game);
    ParameterValues missing(play_parameters(NimGame::description()));
    flow.open_game(NimGame::description(), missing);
    EXPECT_EQ(flow.screen(), FlowScreen::form);
}

TEST(GameFlow, EachGameOfARunIsNumberedForItsRecord) {
    std::vector<int> numbers;
    GameFlow flow(FlowOptions{false, 1, [&](const GameDescription&, const GameSession&, int game) {
                                  numbers.push_back(game);
                                  return std::string();
                              }});
    ParameterValues whole(play_parameters(NimGame::description()));
    whole.give("--piles", "1,2");
    whole.give("--level", "4");
    whole.give("--first", "human");
    flow.open_game(NimGame::description(), whole);
    flow.current_game()->play_pointed();
    flow.leave(GameExit::new_game);
    EXPECT_EQ(numbers.front(), 1);
    EXPECT_EQ(numbers.back(), 2);
}

TEST(GameFlow, QuittingFromTheListIsAskedFirst) {
    GameFlow flow(FlowOptions{});
    EXPECT_FALSE(flow.quit_asked());
    flow.ask_quit();
    EXPECT_TRUE(flow.quit_asked());
    flow.cancel_quit();
    EXPECT_FALSE(flow.quit_asked());
}

// In a window, handout 002's game (Nim) plays the adaptive computer unless told otherwise; the
// other games, and every game elsewhere, the classic one.
TEST(GameFlow, AWindowGivesEachGameItsWindowDefaults) {
    GameFlow window(FlowOptions{false, 1, {}, true});
    window.choose(index_of_game(window, NimGame::description()));
    EXPECT_EQ(
        window.form()
            .items()[static_cast<std::size_t>(index_of_item(window.form(), "Computer's play"))]
            .value_shown(),
        "adaptive (sharper as the game gets smaller)");
    window.start();
    ASSERT_EQ(window.screen(), FlowScreen::game);
    EXPECT_EQ(window.current_game()->state().title.strength, "level 2 (medium, adaptive)");

    ParameterValues classic(play_parameters(NimGame::description()));
    classic.give("--style", "classic");
    classic.give("--piles", "3,4,5");
    classic.give("--level", "3");
    window.open_game(NimGame::description(), classic);
    EXPECT_EQ(window.current_game()->state().title.strength, "level 3 (expert)");

    window.choose(index_of_game(window, GridGame::description()));
    window.start();
    EXPECT_EQ(window.current_game()->state().title.strength, "level 2 (medium)");

    GameFlow terminal(FlowOptions{false, 1, {}});
    terminal.choose(index_of_game(terminal, NimGame::description()));
    terminal.start();
    EXPECT_EQ(terminal.current_game()->state().title.strength, "level 2 (medium)");
}

}  // namespace
}  // namespace marienbad

namespace marienbad {
namespace {

// A game of Nim 3 5 7 with a person first and one turn played, its flow on the game screen.
GameFlow flow_with_a_turn_played() {
    GameFlow flow(FlowOptions{false, 7, {}});
    ParameterValues given(play_parameters(NimGame::description()));
    given.give("--piles", "3,5,7");
    given.give("--level", "4");
    given.give("--first", "human");
    flow.open_game(NimGame::description(), given);
    PlayController& game = *flow.current_game();
    game.play_pointed();
    while (game.next_step_due()) {
        game.take_step();
    }
    return flow;
}

TEST(GameFlowLifetime, LeavingForTheFormKeepsTheGameAndGoingBackReturnsToItAsItWas) {
    GameFlow flow = flow_with_a_turn_played();
    const PlayController* game = flow.current_game();
    const BoardModel board = game->state().board;
    flow.leave(GameExit::form);
    ASSERT_EQ(flow.screen(), FlowScreen::form);
    EXPECT_EQ(flow.current_game(), game) << "kept under the form";
    flow.back_to_list();
    EXPECT_EQ(flow.current_game(), game) << "kept under the list";
    ASSERT_TRUE(flow.back_to_game());
    EXPECT_EQ(flow.screen(), FlowScreen::game);
    EXPECT_EQ(flow.current_game(), game);
    EXPECT_EQ(flow.current_game()->state().board, board);
    EXPECT_EQ(flow.games_started(), 1);
}

TEST(GameFlowLifetime, StartingFromTheFormReplacesTheGameInProgress) {
    GameFlow flow = flow_with_a_turn_played();
    flow.leave(GameExit::form);
    flow.start();
    ASSERT_EQ(flow.screen(), FlowScreen::game);
    EXPECT_EQ(flow.games_started(), 2);
    EXPECT_TRUE(flow.current_game()->session().history().empty());
    EXPECT_FALSE(GameFlow(FlowOptions{}).back_to_game()) << "no game to go back to";
}

TEST(GameFlowLifetime, TheFormSaysWhichBoardItsValuesWouldDeal) {
    GameFlow flow(FlowOptions{false, 3, {}});
    ParameterValues given(play_parameters(GridGame::description()));
    given.give("--rows", "30");
    given.give("--cols", "20");
    flow.open_form(GridGame::description(), given);
    const auto board = flow.form_board();
    ASSERT_TRUE(board);
    EXPECT_EQ(board->rows, 30);
    EXPECT_EQ(board->cols, 20);
    flow.start();
    ASSERT_EQ(flow.screen(), FlowScreen::game);
    EXPECT_EQ(flow.current_game()->state().board, *board) << "the board the start deals";
}

TEST(GameFlowLeaving, AGameInProgressIsLeftAfterAQuestionThatSaysWhatHappens) {
    GameFlow flow = flow_with_a_turn_played();
    EXPECT_EQ(flow.ask_leave(GameExit::new_game), LeaveOutcome::asked);
    const PlayState& asked = flow.current_game()->state();
    EXPECT_EQ(asked.phase, PlayPhase::question);
    EXPECT_TRUE(contains(asked.question_text, "a new one with the same settings"))
        << asked.question_text;
    EXPECT_EQ(flow.answer_question(false), LeaveOutcome::stayed);
    EXPECT_EQ(flow.games_started(), 1);
    EXPECT_EQ(flow.ask_leave(GameExit::quit), LeaveOutcome::asked);
    EXPECT_EQ(flow.answer_question(true), LeaveOutcome::quit);
    // The form keeps the game: no question.
    EXPECT_EQ(flow.ask_leave(GameExit::form), LeaveOutcome::left);
    EXPECT_EQ(flow.screen(), FlowScreen::form);
}

TEST(GameFlowLeaving, LeavingForALessonSaysSoAndStartsIt) {
    GameFlow flow = flow_with_a_turn_played();
    EXPECT_EQ(flow.ask_course(CourseKind::lesson, RowGame::description()), LeaveOutcome::asked);
    const std::string question = flow.current_game()->state().question_text;
    EXPECT_TRUE(contains(question, "lesson")) << question;
    EXPECT_FALSE(contains(question, "same settings")) << question;
    EXPECT_EQ(flow.answer_question(true), LeaveOutcome::left);
    ASSERT_NE(flow.current_course(), nullptr);
    EXPECT_EQ(flow.current_course()->plan().game, "row");
    EXPECT_EQ(flow.again_label(), "Next");
}

TEST(GameFlowLeaving, AfterTheLastExerciseTheButtonSaysTheLessonStartsAgain) {
    GameFlow flow(FlowOptions{});
    EXPECT_EQ(flow.again_label(), "Play again");
    flow.open_course(CourseKind::lesson, NimGame::description());
    const int exercises = flow.current_course()->count();
    for (int exercise = 1; exercise < exercises; ++exercise) {
        flow.leave(GameExit::new_game);
    }
    PlayController& last = *flow.current_game();
    while (last.phase() != PlayPhase::game_over) {
        if (last.phase() == PlayPhase::person_to_move) {
            testing::hint_to_the_move(last);
            last.play_pointed();
        }
        last.finish_computer_move();
    }
    EXPECT_EQ(flow.again_label(), "The lesson again");
}

TEST(GameFlowWords, TheFrontEndsWordsForTheBoardAndTheSeed) {
    FlowOptions options;
    options.seed = 9;
    options.window = true;
    options.wording_for = [](const BoardModel&) { return Wording{false}; };
    options.seed_said = [](Random::Seed seed) { return "seed " + std::to_string(seed) + " here"; };
    GameFlow flow(options);
    ParameterValues given(play_parameters(NimGame::description()));
    given.give("--piles", "3,5,7");
    given.give("--level", "4");
    given.give("--first", "human");
    flow.open_game(NimGame::description(), given);
    const PlayController& game = *flow.current_game();
    EXPECT_FALSE(game.state().transposed) << "drawn as columns, as the front end said";
    const auto opening = testing::messages_of(game, MessageKind::opening);
    EXPECT_NE(std::find(opening.begin(), opening.end(), "seed 9 here"), opening.end());
    EXPECT_TRUE(std::any_of(opening.begin(), opening.end(),
                            [](const std::string& line) { return contains(line, "column"); }));
}

}  // namespace
}  // namespace marienbad
