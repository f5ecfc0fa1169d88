// The keys of a game as the play layer decodes them for every front end: the actions they ask
// for, a question answered by the key that asked it, Enter after the game (not when held down),
// digits typed in a row making one number, a digit naming a pawn by its number, the hint putting
// the pointer on a winning move, and the state computed once per key however often it is read.
#include <gtest/gtest.h>

#include <algorithm>

#include "catalogue/catalogue.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "play/game_flow.hpp"
#include "play/game_keys.hpp"
#include "play_fixtures.hpp"
#include "support/game_params.hpp"
#include "support/text_search.hpp"

namespace marienbad {
namespace {

using namespace std::chrono_literals;
using testing::controller_of;
using testing::game_name;
using testing::messages_of;
using testing::person_first;

const PlayClock::time_point k_start{};

std::vector<std::pair<std::string, std::string>> with(
    std::vector<std::pair<std::string, std::string>> given,
    const std::vector<std::pair<std::string, std::string>>& more) {
    given.insert(given.end(), more.begin(), more.end());
    return given;
}

// Plays the person's move under the pointer and the computer's reply.
void play_a_turn(PlayController& play) {
    ASSERT_TRUE(play.play_pointed());
    while (play.state().phase == PlayPhase::computer_to_move ||
           play.state().phase == PlayPhase::computer_move_shown) {
        play.take_step();
    }
}

TEST(GameKeys, EachStandardKeyAsksItsAction) {
    const auto action = [](GameKey key, PlayPhase phase = PlayPhase::person_to_move) {
        return action_of(key, phase);
    };
    EXPECT_EQ(action(GameKey::named(KeyName::left))->action, GameAction::step_left);
    EXPECT_EQ(action(GameKey::named(KeyName::home))->action, GameAction::first);
    EXPECT_EQ(action(GameKey::named(KeyName::end))->action, GameAction::last);
    EXPECT_EQ(action(GameKey::named(KeyName::enter))->action, GameAction::play);
    EXPECT_EQ(action(GameKey::of(' '))->action, GameAction::play);
    EXPECT_EQ(action(GameKey::of('7'))->action, GameAction::digit);
    EXPECT_EQ(action(GameKey::of('0'))->action, GameAction::digit);
    EXPECT_EQ(action(GameKey::of('?'))->action, GameAction::hint);
    EXPECT_EQ(action(GameKey::of('u'))->action, GameAction::undo);
    EXPECT_EQ(action(GameKey::of('r'))->action, GameAction::redo);
    EXPECT_EQ(action(GameKey::of('h'))->action, GameAction::show_keys);
    EXPECT_EQ(action(GameKey::named(KeyName::page_up))->action, GameAction::scroll_back);
    for (const auto& [key, exit] :
         {std::pair{GameKey::of('n'), GameExit::new_game},
          std::pair{GameKey::of('m'), GameExit::list}, std::pair{GameKey::of('q'), GameExit::quit},
          std::pair{GameKey::named(KeyName::escape), GameExit::form}}) {
        ASSERT_EQ(action(key)->action, GameAction::leave);
        EXPECT_EQ(action(key)->exit, exit);
    }
    EXPECT_FALSE(action(GameKey::of('x')));
    EXPECT_FALSE(action(GameKey::named(KeyName::other)));
}

TEST(GameKeys, EnterAfterTheGameStartsANewOneButNotWhenHeldDown) {
    EXPECT_EQ(action_of(GameKey::named(KeyName::enter), PlayPhase::game_over)->action,
              GameAction::play_again);
    GameKey held = GameKey::named(KeyName::enter);
    held.repeated = true;
    EXPECT_FALSE(action_of(held, PlayPhase::game_over));
    EXPECT_EQ(action_of(held, PlayPhase::person_to_move)->action, GameAction::play);
}

class GameKeysTest : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, GameKeysTest, ::testing::ValuesIn(game_descriptions()),
                         game_name);

TEST_P(GameKeysTest, AQuestionIsAnsweredByTheKeyThatAskedItAndAnyOtherGoesOn) {
    auto play = controller_of(game(), person_first(), 11);
    play_a_turn(*play);
    ASSERT_EQ(play->state().phase, PlayPhase::person_to_move);
    KeyOutcome asked = press_key(*play, GameKey::of('q'), false, k_start);
    EXPECT_TRUE(asked.handled);
    EXPECT_FALSE(asked.leave);
    EXPECT_EQ(play->state().question, GameExit::quit);
    EXPECT_FALSE(press_key(*play, GameKey::of('n'), false, k_start).leave) << "another key: no";
    EXPECT_EQ(play->state().phase, PlayPhase::person_to_move);
    press_key(*play, GameKey::of('n'), false, k_start);
    EXPECT_EQ(press_key(*play, GameKey::of('n'), false, k_start).leave, GameExit::new_game);
    EXPECT_EQ(press_key(*play, GameKey::named(KeyName::escape), false, k_start).leave,
              GameExit::form)
        << "the form keeps the game: nothing to ask";
}

TEST_P(GameKeysTest, TheStateIsComputedOncePerKeyHoweverOftenItIsRead) {
    auto play = controller_of(game(), person_first(), 12);
    for (const GameKey key : {GameKey::named(KeyName::right), GameKey::named(KeyName::down),
                              GameKey::of('+'), GameKey::of('?'), GameKey::named(KeyName::left),
                              GameKey::of('x'), GameKey::named(KeyName::enter)}) {
        const int before = play->state_computations();
        press_key(*play, key, false, k_start);
        for (int reads = 0; reads < 5; ++reads) {
            (void)play->state();
        }
        EXPECT_LE(play->state_computations() - before, 1);
    }
}

TEST_P(GameKeysTest, AfterAHintTheKeyboardPointerStandsOnAWinningMove) {
    for (Random::Seed seed = 1; seed <= 6; ++seed) {
        auto play = controller_of(game(), person_first(), seed);
        for (int step = 0; step < k_hint_steps; ++step) {
            press_key(*play, GameKey::of('?'), false, k_start);
        }
        const auto winning =
            testing::session_of(game(), person_first(), seed)->explain().winning_moves;
        if (winning.empty()) {
            continue;  // a lost position: nothing to stand on
        }
        const auto pointed = play->state().pointed;
        ASSERT_TRUE(pointed);
        EXPECT_NE(std::find(winning.begin(), winning.end(), *pointed), winning.end());
        // Enter plays it.
        press_key(*play, GameKey::named(KeyName::enter), false, k_start);
        ASSERT_FALSE(play->session().history().empty());
        EXPECT_EQ(play->session().history().front().move, *pointed);
    }
}

TEST(GameKeysNim, DigitsTypedInARowMakeOneNumber) {
    auto play =
        controller_of(NimGame::description(), with(person_first(), {{"--piles", "34,20,9"}}), 1);
    ASSERT_EQ(play->state().marks.pointer->col, 0);
    press_key(*play, GameKey::of('1'), false, k_start);
    press_key(*play, GameKey::of('8'), false, k_start + 300ms);
    EXPECT_EQ(play->state().pointed_text, "take 18 pieces from column 0");
    // After a pause a digit starts a new number.
    press_key(*play, GameKey::of('5'), false, k_start + 5s);
    EXPECT_EQ(play->state().pointed_text, "take 5 pieces from column 0");
    // A number the pile cannot give starts again from the last digit: 5 then 9 is 9.
    press_key(*play, GameKey::of('9'), false, k_start + 5s + 100ms);
    EXPECT_EQ(play->state().pointed_text, "take 9 pieces from column 0");
    // Moving the pointer ends the number.
    press_key(*play, GameKey::named(KeyName::right), false, k_start + 5s + 200ms);
    press_key(*play, GameKey::named(KeyName::left), false, k_start + 5s + 300ms);
    press_key(*play, GameKey::of('2'), false, k_start + 5s + 400ms);
    EXPECT_EQ(play->state().pointed_text, "take 2 pieces from column 0");
}

TEST(GameKeysNim, EveryWinningMoveIsMarkedAfterAHint) {
    // 1 2 3 5 7 has nim-sum 2: columns 1, 2 and 4... each with the bit worth 2 wins.
    auto play =
        controller_of(NimGame::description(), with(person_first(), {{"--piles", "1,2,3,5,7"}}), 1);
    testing::hint_to_the_move(*play);
    const BoardModel& board = play->state().board;
    std::vector<int> columns;
    for (const Cell cell : play->state().marks.winning) {
        if (std::find(columns.begin(), columns.end(), cell.col) == columns.end()) {
            columns.push_back(cell.col);
        }
    }
    std::sort(columns.begin(), columns.end());
    EXPECT_EQ(columns, (std::vector<int>{1, 2, 4}));
    EXPECT_EQ(board.cols, 5);
}

TEST(GameKeysGrid, ADigitNamesThePawnDrawnWithIt) {
    auto play = controller_of(GridGame::description(),
                              {{"--rows", "7"},
                               {"--cols", "7"},
                               {"--banned", "0"},
                               {"--pawns", "3"},
                               {"--players", "human-human"}},
                              1);
    // Pawn 1 to (1,3): pawns 2 and 3 stay on (1,1), drawn as 2.
    ASSERT_TRUE(play->play_at({0, 2}));
    const BoardModel& board = play->state().board;
    ASSERT_EQ(board.at({0, 2}).first_pawn, 1);
    ASSERT_EQ(board.at({0, 0}).first_pawn, 2);
    for (const int pawn : {1, 2}) {
        press_key(*play, GameKey::of(static_cast<char>('0' + pawn)), false, k_start);
        const auto pointed = play->state().pointed;
        ASSERT_TRUE(pointed);
        const Cell from = play->state().board.cells_touched(*pointed).front();
        EXPECT_EQ(play->state().board.at(from).first_pawn, pawn) << "digit " << pawn;
    }
    // Pawn 3 shares pawn 2's cell: it is the same move to a person.
    press_key(*play, GameKey::of('3'), false, k_start);
    EXPECT_EQ(play->state()
                  .board.at(play->state().board.cells_touched(*play->state().pointed).front())
                  .first_pawn,
              2);
    const std::size_t seen = play->messages().total();
    press_key(*play, GameKey::of('4'), false, k_start);
    EXPECT_EQ(messages_of(*play, MessageKind::refusal, seen),
              std::vector<std::string>{"There are only 3 pawns."});
}

}  // namespace
}  // namespace marienbad

namespace marienbad {
namespace {

// Nim's piles drawn as rows (the window, handout 002) are named rows in every message: what
// Enter plays, the hint, the move told, the refusal; drawn as columns, columns.
TEST(PileWording, PilesDrawnAsRowsAreNamedRowsEverywhere) {
    FlowOptions window;
    window.window = true;
    GameFlow flow(window);
    flow.open_game(NimGame::description(),
                   testing::answered_values(
                       NimGame::description(),
                       {{"--piles", "1,2,3,5,7"}, {"--level", "4"}, {"--first", "human"}}));
    PlayController* play = flow.current_game();
    ASSERT_NE(play, nullptr);
    for (const std::string& opening : testing::messages_of(*play, MessageKind::opening)) {
        EXPECT_EQ(opening.find("column"), std::string::npos) << opening;
    }
    EXPECT_EQ(play->state().pointed_text, "take 1 piece from row 0");
    testing::hint_to_the_move(*play);
    const auto hints = testing::messages_of(*play, MessageKind::hint);
    ASSERT_EQ(hints.size(), 3U);  // the three steps, why the method works with the first
    EXPECT_NE(hints.back().find("from row"), std::string::npos) << hints.back();
    for (const std::string& hint : hints) {
        EXPECT_EQ(hint.find("column"), std::string::npos) << hint;
        EXPECT_NE(hint.find("row"), std::string::npos) << hint;
    }
    play->set_count(9);
    EXPECT_EQ(testing::messages_of(*play, MessageKind::refusal).back().find("Row "), 0U);
    ASSERT_TRUE(play->play_pointed());
    EXPECT_EQ(testing::messages_of(*play, MessageKind::move).front().find("You take"), 0U);
    EXPECT_NE(testing::messages_of(*play, MessageKind::move).front().find("from row"),
              std::string::npos);
    // Told the board is drawn as columns again, it says columns.
    play->set_wording(Wording{false});
    play->take_step();
    play->take_step();
    if (play->state().pointed) {
        EXPECT_NE(play->state().pointed_text.find("from column"), std::string::npos);
    }
}

}  // namespace
}  // namespace marienbad
