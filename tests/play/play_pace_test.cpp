// The computer's pace as the play controller keeps it for every front end: its move chosen as
// soon as it is its turn, shown for the pace, then played; at once with no pace; nothing due in a
// person's turn or while a question waits. Restart: back to the first position, every turn
// played again by redo.
#include <gtest/gtest.h>

#include "play_fixtures.hpp"
#include "support/game_params.hpp"

namespace marienbad {
namespace {

using namespace std::chrono_literals;
using testing::controller_of;
using testing::game_name;
using testing::person_first;

class PlayPaceTest : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, PlayPaceTest, ::testing::ValuesIn(game_descriptions()),
                         game_name);

TEST_P(PlayPaceTest, TheComputersMoveIsDueAtOnceThenShownForThePace) {
    PlayOptions options;
    options.computer_pace = 500ms;
    auto play = controller_of(game(), {{"--level", "4"}, {"--first", "computer"}}, 3, options);
    ASSERT_EQ(play->state().phase, PlayPhase::computer_to_move);
    const PlayClock::time_point now{10s};
    ASSERT_TRUE(play->next_step_due());
    EXPECT_LE(*play->next_step_due(), now) << "the choice is due at once";
    play->take_step(now);
    EXPECT_EQ(play->state().phase, PlayPhase::computer_move_shown);
    EXPECT_EQ(play->next_step_due(), now + 500ms);
    play->take_step(now + 500ms);
    EXPECT_EQ(play->state().phase, PlayPhase::person_to_move);
    EXPECT_FALSE(play->next_step_due()) << "nothing is due while a person thinks";
}

TEST_P(PlayPaceTest, WithNoPaceTheComputerPlaysInOneStep) {
    PlayOptions options;
    options.computer_pace = 0ms;
    auto play = controller_of(game(), {{"--level", "4"}, {"--first", "computer"}}, 3, options);
    play->take_step();
    EXPECT_EQ(play->session().history().size(), 1U);
}

TEST_P(PlayPaceTest, NothingIsDueWhileAQuestionWaits) {
    auto play = controller_of(game(), person_first(), 4);
    ASSERT_TRUE(play->play_pointed());
    play->take_step();
    play->take_step();
    if (play->state().phase != PlayPhase::person_to_move) {
        return;  // the game ended at once
    }
    ASSERT_TRUE(play->play_pointed() || play->state().phase == PlayPhase::game_over);
    if (play->state().phase != PlayPhase::computer_to_move) {
        return;
    }
    EXPECT_FALSE(play->ask(GameExit::quit));
    EXPECT_FALSE(play->next_step_due());
    play->cancel();
    EXPECT_TRUE(play->next_step_due());
}

TEST_P(PlayPaceTest, RestartGoesBackToTheFirstPositionAndRedoPlaysEveryTurnAgain) {
    auto play = controller_of(game(), person_first(), 5);
    const BoardModel start = play->state().board;
    int turns = 0;
    while (turns < 2 && play->state().phase == PlayPhase::person_to_move) {
        ASSERT_TRUE(play->play_pointed());
        while (play->next_step_due()) {
            play->take_step();
        }
        ++turns;
    }
    const BoardModel reached = play->state().board;
    const std::size_t moves = play->session().history().size();
    play->restart();
    EXPECT_EQ(play->state().board, start);
    EXPECT_TRUE(play->session().history().empty());
    EXPECT_EQ(play->state().phase, PlayPhase::person_to_move);
    while (play->state().can_redo) {
        play->redo();
    }
    EXPECT_EQ(play->state().board, reached);
    EXPECT_EQ(play->session().history().size(), moves);
}

}  // namespace
}  // namespace marienbad
