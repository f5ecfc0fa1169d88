// The pointer as one model for a mouse, a finger, the keys and assistive technology: a first tap
// points and a second on the same cell plays, a tap where the pointer merely stood only points, a
// click plays at once; the count controls and the wheel choose how many (the row's matches) or
// cycle the pawn that moves (several pawns), a tap on a pawn chooses it and a tap elsewhere keeps
// it; the wheel at its limit says nothing; each cell, pile and pawn named; what a screen reader is
// told after a move, the computer's, a hint's step and the end; the computer's pace.
#include <gtest/gtest.h>

#include <algorithm>

#include "catalogue/catalogue.hpp"
#include "games/grid/grid_board.hpp"
#include "games/grid/grid_game.hpp"
#include "games/row/row_game.hpp"
#include "play/announcements.hpp"
#include "play/game_keys.hpp"
#include "play_fixtures.hpp"
#include "support/game_params.hpp"
#include "support/text_search.hpp"

namespace marienbad {
namespace {

using testing::contains;
using testing::controller_of;
using testing::game_name;
using testing::hint_to_the_move;
using testing::messages_of;
using testing::person_first;
using testing::pointable_cells;

class PointerModelTest : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, PointerModelTest, ::testing::ValuesIn(game_descriptions()),
                         game_name);

// Two people at a board of `setup`, the first to move.
std::unique_ptr<PlayController> people_at(const AnySetup& setup) {
    return std::make_unique<PlayController>(
        make_session(setup, {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one, Random(1)),
        std::vector<std::string>{}, PlayOptions{});
}

TEST_P(PointerModelTest, AFirstTapPointsAndASecondOnTheSameCellPlays) {
    auto play = controller_of(game(), person_first(), 4);
    const BoardModel board = play->state().board;
    const Cell start = *play->state().marks.pointer;
    // Where the pointer merely stands, a tap only shows.
    EXPECT_FALSE(play->press(start, Press::tap));
    EXPECT_EQ(play->state().board, board);
    EXPECT_TRUE(play->state().pointer_chosen);
    // Another cell: shown, then played.
    const auto cells = pointable_cells(board);
    const Cell other = cells.back() == start ? cells.front() : cells.back();
    EXPECT_FALSE(play->press(other, Press::tap));
    EXPECT_EQ(play->state().marks.pointer, other);
    const std::string shown = play->state().pointed_text;
    EXPECT_TRUE(play->press(other, Press::tap));
    EXPECT_TRUE(contains(messages_of(*play, MessageKind::move).front(), shown.substr(0, 4)));
    EXPECT_FALSE(play->state().pointer_chosen) << "a new position: the pointer is not chosen";
}

TEST_P(PointerModelTest, AClickPlaysWhatTheMouseShowed) {
    auto play = controller_of(game(), person_first(), 4);
    const Cell cell = pointable_cells(play->state().board).back();
    play->hover(cell);
    EXPECT_TRUE(play->state().hover_plays);
    EXPECT_TRUE(play->press(cell, Press::click));
    EXPECT_EQ(messages_of(*play, MessageKind::move).size(), 1U);
}

TEST_P(PointerModelTest, TheCountControlsMakeTheMovesTheyAreNamedWith) {
    auto play = controller_of(game(), person_first(), 4);
    for (const Cell cell : pointable_cells(play->state().board)) {
        play->point(cell);
        const PlayState state = play->state();
        if (state.count.more) {
            EXPECT_FALSE(state.count.more_text.empty());
            EXPECT_TRUE(contains(
                state.count.more_text,
                game_of(play->setup()).describe_move(play->setup(), *state.count.more, {})))
                << state.count.more_text;
            play->change_count(1);
            EXPECT_EQ(play->state().pointed, state.count.more);
            play->change_count(-1);
        }
        if (state.count.fewer) {
            play->change_count(-1);
            EXPECT_EQ(play->state().pointed, state.count.fewer);
        }
    }
}

TEST_P(PointerModelTest, TheWheelAtItsLimitSaysNothing) {
    auto play = controller_of(game(), person_first(), 4);
    const Cell cell = pointable_cells(play->state().board).front();
    play->hover(cell);
    const std::size_t seen = play->messages().total();
    for (int notch = 0; notch < 40; ++notch) {
        play->wheel(1);
    }
    for (int notch = 0; notch < 80; ++notch) {
        play->wheel(-1);
    }
    EXPECT_TRUE(messages_of(*play, MessageKind::refusal, seen).empty());
}

TEST_P(PointerModelTest, EveryCellPileAndPawnHasANameInWords) {
    auto play = controller_of(game(), person_first(), 4);
    const PlayState& state = play->state();
    ASSERT_EQ(state.names->cells.size(), state.board.cells.size());
    for (const std::string& name : state.names->cells) {
        EXPECT_FALSE(name.empty());
        EXPECT_TRUE(std::any_of(name.begin(), name.end(), [](char c) { return std::isalpha(c); }))
            << name;
    }
    EXPECT_EQ(state.names->pawns.size(), state.board.pawns.size());
    EXPECT_FALSE(state.names->position.empty());
    // Named once per position: the same names until a move.
    const auto names = state.names;
    const int number = state.board_number;
    play->hover(pointable_cells(state.board).front());
    EXPECT_EQ(play->state().names, names);
    play->play_at(pointable_cells(play->state().board).front());
    EXPECT_NE(play->state().board_number, number);
}

TEST_P(PointerModelTest, AScreenReaderIsToldTheMovesTheHintAndTheEnd) {
    PlayOptions options;
    options.computer_pace = {};
    auto play = controller_of(game(), person_first(), 4, options);
    std::size_t seen = 0;
    const std::string start = announcement(play->state(), play->messages(), seen);
    EXPECT_TRUE(contains(start, play->state().names->position)) << start;
    EXPECT_TRUE(contains(start, "Your turn.")) << start;
    seen = play->messages().total();
    play->hint();
    const std::string hint = announcement(play->state(), play->messages(), seen);
    EXPECT_TRUE(contains(hint, "Hint 1/3")) << hint;
    seen = play->messages().total();
    play->describe_position();
    EXPECT_EQ(announcement(play->state(), play->messages(), seen), play->state().names->position);
    // A whole game: every move told as it is played, the person's turn after the computer's.
    while (play->phase() != PlayPhase::game_over) {
        seen = play->messages().total();
        if (play->phase() == PlayPhase::person_to_move) {
            hint_to_the_move(*play);
            seen = play->messages().total();
            ASSERT_TRUE(play->play_pointed());
        }
        play->finish_computer_move();
        const std::string said = announcement(play->state(), play->messages(), seen);
        for (const std::string& move : messages_of(*play, MessageKind::move, seen)) {
            EXPECT_TRUE(contains(said, move)) << said;
        }
        if (play->phase() == PlayPhase::person_to_move) {
            EXPECT_TRUE(said.ends_with("Your turn.")) << said;
        }
    }
    const std::string end = announcement(play->state(), play->messages(), seen);
    EXPECT_TRUE(contains(end, messages_of(*play, MessageKind::result).front())) << end;
    EXPECT_FALSE(contains(end, messages_of(*play, MessageKind::review).front()))
        << "the review stays in the messages";
}

TEST_P(PointerModelTest, TheComputersPaceIsTheControllers) {
    auto play = controller_of(game(), {{"--level", "4"}, {"--first", "computer"}}, 2);
    const auto now = PlayClock::now();
    EXPECT_EQ(play->ms_until_step(now), std::chrono::milliseconds(0));
    play->take_step(now);
    EXPECT_EQ(play->ms_until_step(now), k_computer_pace);
    EXPECT_EQ(play->ms_until_step(now + k_computer_pace), std::chrono::milliseconds(0));
    play->finish_computer_move();
    EXPECT_EQ(play->ms_until_step(now), std::nullopt);
    EXPECT_EQ(play->phase(), PlayPhase::person_to_move);
}

TEST_P(PointerModelTest, TheKeysAndTheShortcutsAreThePlayLayers) {
    auto play = controller_of(game(), person_first(), 4);
    press_key(*play, GameKey::named(KeyName::f1), false);
    EXPECT_EQ(play->state().hint_step, 1);
    press_key(*play, GameKey::of('b'), false);
    EXPECT_EQ(messages_of(*play, MessageKind::position).size(), 1U);
    play->play_at(pointable_cells(play->state().board).front());
    play->finish_computer_move();
    press_key(*play, GameKey::with_ctrl('z'), false);
    EXPECT_FALSE(play->state().can_undo);
    press_key(*play, GameKey::with_ctrl('z', true), false);
    EXPECT_TRUE(play->state().can_undo);
    press_key(*play, GameKey::with_ctrl('z'), false);
    press_key(*play, GameKey::with_ctrl('y'), false);
    EXPECT_TRUE(play->state().can_undo);
}

TEST(PointerModel, TheRowsCountIsChosenByTheControlsAndPlayedByASecondTap) {
    auto play = people_at(RowSetup{Convention::misere, 3, RowPosition::full(21)});
    const Cell place{0, 5};
    play->press(place, Press::tap);
    ASSERT_EQ(play->state().marks.pointed.size(), 1U);
    play->change_count(1);
    play->change_count(1);
    EXPECT_EQ(play->state().marks.pointed.size(), 3U);
    EXPECT_FALSE(play->state().count.more) << "three at most";
    play->change_count(-1);
    EXPECT_EQ(play->state().marks.pointed.size(), 2U);
    EXPECT_TRUE(play->press(place, Press::tap));
    EXPECT_EQ(messages_of(*play, MessageKind::move).front(),
              "Player 1 takes 2 matches from place 5.");
}

TEST(PointerModel, ATapOnAPawnChoosesItAndATapElsewhereKeepsIt) {
    const GridBoard grid = *build_grid_board(5, 5, std::vector<Cell>{}).board;
    auto play = people_at(GridSetup{grid, {Cell{0, 0}, Cell{2, 2}}});
    // The pointer starts on a move of pawn 1; a tap on pawn 2 chooses it.
    EXPECT_FALSE(play->press({2, 2}, Press::tap));
    const PlayState chosen = play->state();
    ASSERT_TRUE(chosen.marks.pointer);
    EXPECT_EQ(chosen.marks.pointed.front(), (Cell{2, 2})) << "pawn 2's path";
    // Pawn 1 can go to (0,2) too, but pawn 2 cannot: there, pawn 1.
    play->press({0, 2}, Press::tap);
    EXPECT_EQ(play->state().marks.pointed.front(), (Cell{0, 0}));
    // "+" cycles the pawn: pawn 2 again, to its first cell; a tap where it can go keeps it.
    play->change_count(1);
    EXPECT_EQ(play->state().marks.pointed.front(), (Cell{2, 2}));
    play->press({4, 2}, Press::tap);
    EXPECT_EQ(play->state().marks.pointed.front(), (Cell{2, 2}));
    EXPECT_TRUE(play->press({4, 2}, Press::tap));
    EXPECT_EQ(messages_of(*play, MessageKind::move).front(), "Player 1 moves pawn 2 to (5,3).");
}

TEST(PointerModel, ATapOnAPawnAnotherPawnCouldReachChoosesIt) {
    const GridBoard grid = *build_grid_board(5, 5, std::vector<Cell>{}).board;
    auto play = people_at(GridSetup{grid, {Cell{0, 1}, Cell{0, 2}}});
    // Pawn 1 can go to pawn 2's cell; the person chose nothing yet: the tap chooses pawn 2.
    EXPECT_FALSE(play->press({0, 2}, Press::tap));
    EXPECT_EQ(play->state().marks.pointed.front(), (Cell{0, 2}));
    // Pawn 1 chosen, a tap on pawn 2's cell moves pawn 1 there, at the second tap.
    play->press({0, 1}, Press::tap);
    EXPECT_EQ(play->state().marks.pointed.front(), (Cell{0, 1}));
    play->press({0, 2}, Press::tap);
    EXPECT_EQ(play->state().marks.pointer, (Cell{0, 2}));
    EXPECT_EQ(play->state().marks.pointed.front(), (Cell{0, 1}));
    EXPECT_TRUE(play->press({0, 2}, Press::tap));
    EXPECT_EQ(messages_of(*play, MessageKind::move).front(), "Player 1 moves pawn 1 to (1,3).");
}

TEST(PointerModel, AClickOnAPawnChoosesItAndPlaysNothing) {
    const GridBoard grid = *build_grid_board(5, 5, std::vector<Cell>{}).board;
    auto play = people_at(GridSetup{grid, {Cell{0, 0}, Cell{2, 2}}});
    play->hover(Cell{2, 2});
    EXPECT_TRUE(contains(play->state().hover_text, "pawn 2")) << play->state().hover_text;
    EXPECT_FALSE(play->press({2, 2}, Press::click));
    EXPECT_TRUE(messages_of(*play, MessageKind::move).empty());
    EXPECT_TRUE(messages_of(*play, MessageKind::refusal).empty());
}

}  // namespace
}  // namespace marienbad
