// A scripted front end that knows no game, as the terminal and the window are: it drives the play
// controller with its actions alone — arrows, Home and End, counts, hover, hints, undo and redo,
// questions asked and cancelled — drawn at random from a seed, and plays whole games of every game
// of the catalogue to their end, checking after each action what a front end relies on: the
// pointer stands where a move is, the marked cells are the pointed move's, the phase allows what
// happened.
#include <gtest/gtest.h>

#include <algorithm>

#include "play_fixtures.hpp"

namespace marienbad {
namespace {

using testing::controller_of;
using testing::pointable_cells;

// What a front end may rely on, whatever it just did.
void expect_consistent(const PlayState& state) {
    if (state.phase != PlayPhase::person_to_move) {
        EXPECT_FALSE(state.marks.pointer);
        EXPECT_TRUE(state.marks.pointed.empty());
        return;
    }
    ASSERT_TRUE(state.marks.pointer);
    ASSERT_TRUE(state.pointed);
    EXPECT_FALSE(state.board.moves_at(*state.marks.pointer).empty());
    EXPECT_EQ(state.marks.pointed, state.board.cells_touched(*state.pointed));
    EXPECT_FALSE(state.pointed_text.empty());
}

// One action of a person, drawn at random.
void act(PlayController& play, Random& random) {
    const auto directions =
        std::array{Direction::left, Direction::right, Direction::up, Direction::down};
    const bool transposed = random.uniform_int(0, 1) == 1;
    switch (random.uniform_int(0, 11)) {
        case 0:
        case 1:
        case 2:
            play.step(directions[static_cast<std::size_t>(random.uniform_int(0, 3))], transposed);
            break;
        case 3:
            play.step_to_end(directions[static_cast<std::size_t>(random.uniform_int(0, 3))],
                             transposed);
            break;
        case 4:
            play.change_count(random.uniform_int(0, 1) == 0 ? -1 : 1);
            break;
        case 5:
            play.set_count(random.uniform_int(1, 9));
            break;
        case 6: {
            const auto cells = pointable_cells(play.state().board);
            play.hover(cells[static_cast<std::size_t>(
                random.uniform_int(0, static_cast<int>(cells.size()) - 1))]);
            break;
        }
        case 7:
            play.hint();
            break;
        case 8:
            play.undo();
            break;
        case 9:
            play.redo();
            break;
        case 10:
            play.ask(GameExit::quit);
            play.cancel();
            break;
        default:
            play.play_pointed();
            break;
    }
}

TEST(ScriptedFrontEnd, PlaysWholeGamesOfEveryGameThroughTheControllerAlone) {
    for (const GameDescription* game : game_descriptions()) {
        for (Random::Seed seed = 1; seed <= 4; ++seed) {
            auto play = controller_of(*game, {{"--level", "2"}, {"--first", "random"}}, seed);
            Random random(seed * 31);
            int actions = 0;
            while (play->state().phase != PlayPhase::game_over) {
                const PlayState state = play->state();
                expect_consistent(state);
                if (state.phase == PlayPhase::person_to_move) {
                    act(*play, random);
                } else {
                    play->take_step();
                    expect_consistent(play->state());
                    play->take_step();
                }
                ASSERT_LT(++actions, 20'000) << game->name();
            }
            EXPECT_FALSE(play->state().result.empty()) << game->name();
        }
    }
}

TEST(ScriptedFrontEnd, TwoPeopleTakeTurnsOnEveryGame) {
    for (const GameDescription* game : game_descriptions()) {
        auto play = controller_of(*game, {{"--players", "human-human"}}, 9);
        // Who starts is drawn; then they take turns.
        const std::string first = play->state().turn;
        const std::string second =
            first == "Player 1, your turn." ? "Player 2, your turn." : "Player 1, your turn.";
        int moves = 0;
        while (play->state().phase != PlayPhase::game_over) {
            const PlayState state = play->state();
            ASSERT_EQ(state.phase, PlayPhase::person_to_move);
            EXPECT_EQ(state.turn, moves % 2 == 0 ? first : second);
            ASSERT_TRUE(play->play_pointed());
            ++moves;
        }
        EXPECT_TRUE(play->state().result == "Player 1 wins" ||
                    play->state().result == "Player 2 wins")
            << play->state().result;
    }
}

}  // namespace
}  // namespace marienbad
