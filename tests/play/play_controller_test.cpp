// The play controller, for every game through the same test code: hovering and pointing mark the
// cells the board model says a move takes; only the person's phase takes moves; the computer's
// move held, shown on the board, then played; the hint's winning cells; undo and redo; the
// questions before leaving and the end without one; the phases in order; the title and status.
#include <gtest/gtest.h>

#include <algorithm>

#include "play_fixtures.hpp"
#include "support/game_params.hpp"
#include "support/text_search.hpp"

namespace marienbad {
namespace {

using testing::game_name;

using testing::contains;
using testing::controller_of;
using testing::messages_of;
using testing::person_first;
using testing::pointable_cells;

class PlayControllerTest : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, PlayControllerTest, ::testing::ValuesIn(game_descriptions()),
                         game_name);

TEST_P(PlayControllerTest, HoverAndPointMarkTheCellsTheMoveTakes) {
    auto play = controller_of(game(), person_first(), 1);
    const BoardModel board = play->state().board;
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            const Cell cell{row, col};
            play->hover(cell);
            const PlayState hovered = play->state();
            const auto move = board.move_at(cell);
            if (move) {
                EXPECT_EQ(hovered.marks.hovered, board.cells_touched(*move));
                EXPECT_TRUE(hovered.hover_plays);
                EXPECT_FALSE(hovered.hover_text.empty());
                EXPECT_TRUE(play->point(cell));
                const PlayState pointed = play->state();
                EXPECT_EQ(pointed.marks.pointer, cell);
                EXPECT_EQ(pointed.pointed, move);
                EXPECT_EQ(pointed.marks.pointed, board.cells_touched(*move));
            } else {
                EXPECT_TRUE(hovered.marks.hovered.empty());
                EXPECT_FALSE(hovered.hover_plays);
                EXPECT_FALSE(hovered.hover_text.empty()) << "says why a click does nothing";
                const std::size_t seen = play->messages().total();
                EXPECT_FALSE(play->point(cell));
                EXPECT_EQ(messages_of(*play, MessageKind::refusal, seen).size(), 1U);
            }
        }
    }
    play->hover(std::nullopt);
    EXPECT_TRUE(play->state().marks.hovered.empty());
}

TEST_P(PlayControllerTest, TheComputersMoveIsHeldShownThenPlayed) {
    auto play = controller_of(game(), {{"--level", "4"}, {"--first", "computer"}}, 2);
    ASSERT_EQ(play->state().phase, PlayPhase::computer_to_move);
    const BoardModel before = play->state().board;
    // Nothing a person does moves the game in the computer's phase.
    EXPECT_FALSE(play->play_pointed());
    EXPECT_FALSE(play->point(pointable_cells(before).front()));
    play->take_step();
    const PlayState shown = play->state();
    ASSERT_EQ(shown.phase, PlayPhase::computer_move_shown);
    EXPECT_FALSE(shown.marks.computer.empty());
    EXPECT_EQ(shown.board, before) << "shown, not played";
    EXPECT_TRUE(play->session().history().empty());
    play->take_step();
    EXPECT_EQ(play->session().history().size(), 1U);
    EXPECT_EQ(play->state().phase, PlayPhase::person_to_move);
    EXPECT_TRUE(play->state().marks.computer.empty());
    EXPECT_EQ(messages_of(*play, MessageKind::move).size(), 1U);
    EXPECT_TRUE(contains(messages_of(*play, MessageKind::move).front(), "The computer"));
}

TEST_P(PlayControllerTest, TheHintMarksEveryWinningMovesCells) {
    auto play = controller_of(game(), person_first(), 3);
    const std::size_t seen = play->messages().total();
    testing::hint_to_the_move(*play);
    // Three steps, a message each.
    EXPECT_EQ(messages_of(*play, MessageKind::hint, seen).size(), 3U);
    const PlayState state = play->state();
    const auto winning = testing::session_of(game(), person_first(), 3)->explain().winning_moves;
    std::vector<Cell> expected;
    for (const AnyMove& move : winning) {
        for (const Cell cell : state.board.cells_touched(move)) {
            if (std::find(expected.begin(), expected.end(), cell) == expected.end()) {
                expected.push_back(cell);
            }
        }
    }
    EXPECT_EQ(state.marks.winning, expected);
    // A move forgets the hint.
    play->play_pointed();
    EXPECT_TRUE(play->state().marks.winning.empty());
}

TEST_P(PlayControllerTest, UndoTakesBackTheTurnAndRedoPlaysItAgain) {
    auto play = controller_of(game(), person_first(), 4);
    const BoardModel start = play->state().board;
    EXPECT_FALSE(play->state().can_undo);
    ASSERT_TRUE(play->play_pointed());
    play->take_step();
    play->take_step();
    ASSERT_EQ(play->state().phase, PlayPhase::person_to_move);
    const BoardModel after = play->state().board;
    EXPECT_TRUE(play->state().can_undo);
    play->undo();
    EXPECT_EQ(play->state().board, start);
    EXPECT_EQ(messages_of(*play, MessageKind::history).back(), "2 moves taken back.");
    EXPECT_TRUE(play->state().can_redo);
    play->redo();
    EXPECT_EQ(play->state().board, after);
    EXPECT_EQ(messages_of(*play, MessageKind::history).back(), "2 moves played again.");
}

TEST_P(PlayControllerTest, LeavingBeforeAnyTurnIsPlayedAsksNothing) {
    auto play = controller_of(game(), person_first(), 5);
    for (const GameExit exit :
         {GameExit::quit, GameExit::new_game, GameExit::list, GameExit::form}) {
        EXPECT_EQ(play->ask(exit), exit) << "nothing would be lost";
        EXPECT_EQ(play->state().phase, PlayPhase::person_to_move);
    }
}

TEST_P(PlayControllerTest, LeavingAGameInProgressIsAskedFirst) {
    auto play = controller_of(game(), person_first(), 5);
    ASSERT_TRUE(play->play_pointed());
    while (play->state().phase != PlayPhase::person_to_move &&
           play->state().phase != PlayPhase::game_over) {
        play->take_step();
    }
    ASSERT_EQ(play->state().phase, PlayPhase::person_to_move);
    for (const GameExit kept : {GameExit::list, GameExit::form}) {
        EXPECT_EQ(play->ask(kept), kept) << "the flow keeps the game: nothing is lost";
    }
    for (const GameExit exit : {GameExit::quit, GameExit::new_game}) {
        EXPECT_EQ(play->ask(exit), std::nullopt);
        EXPECT_EQ(play->state().phase, PlayPhase::question);
        EXPECT_EQ(play->state().question, exit);
        EXPECT_FALSE(play->play_pointed()) << "no move while a question waits";
        play->cancel();
        EXPECT_EQ(play->state().phase, PlayPhase::person_to_move);
        EXPECT_EQ(play->ask(exit), std::nullopt);
        EXPECT_EQ(play->confirm(), exit);
    }
}

TEST_P(PlayControllerTest, APersonPlaysTheGameToItsEndThroughTheControllerAlone) {
    std::vector<std::string> results;
    for (Random::Seed seed = 1; seed <= 3; ++seed) {
        PlayOptions options;
        int changes = 0;
        options.changed = [&changes](const GameSession&) {
            ++changes;
            return std::string();
        };
        auto play = controller_of(game(), person_first(), seed, options);
        EXPECT_EQ(changes, 1) << "the record holds the game from its start";
        std::vector<PlayPhase> phases;
        int moves = 0;
        while (play->state().phase != PlayPhase::game_over) {
            const PlayState state = play->state();
            phases.push_back(state.phase);
            if (state.phase == PlayPhase::person_to_move) {
                EXPECT_EQ(state.turn, "Your turn.");
                const auto cells = pointable_cells(state.board);
                ASSERT_FALSE(cells.empty());
                ASSERT_TRUE(play->play_at(cells[static_cast<std::size_t>(moves) % cells.size()]));
            } else {
                ASSERT_EQ(state.phase, PlayPhase::computer_to_move);
                EXPECT_EQ(state.turn, "The computer plays.");
                play->take_step();
                phases.push_back(play->state().phase);
                play->take_step();
            }
            ++moves;
            ASSERT_LT(moves, 2000);
        }
        EXPECT_EQ(changes, 1 + moves);
        // The phases in order: the person's, then the computer's held and shown, in turn.
        for (std::size_t i = 1; i < phases.size(); ++i) {
            if (phases[i] == PlayPhase::computer_move_shown) {
                EXPECT_EQ(phases[i - 1], PlayPhase::computer_to_move);
            }
        }
        const PlayState end = play->state();
        EXPECT_TRUE(end.turn.empty());
        EXPECT_TRUE(end.status.starts_with("Game over · ")) << end.status;
        EXPECT_TRUE(end.result == "You win" || end.result == "The computer wins") << end.result;
        EXPECT_EQ(messages_of(*play, MessageKind::result).size(), 1U);
        EXPECT_EQ(messages_of(*play, MessageKind::review).size(), 1U);
        EXPECT_TRUE(
            contains(messages_of(*play, MessageKind::review).front(), "Review of the game:"));
        // Over: leaving asks nothing; undo still acts.
        EXPECT_EQ(play->ask(GameExit::new_game), GameExit::new_game);
        EXPECT_TRUE(end.can_undo);
        results.push_back(end.result);
    }
    EXPECT_EQ(results.size(), 3U);
}

TEST_P(PlayControllerTest, TheTitleAndTheOpening) {
    auto play = controller_of(game(), person_first(), 77);
    const PlayState state = play->state();
    EXPECT_FALSE(state.title.game.empty());
    EXPECT_EQ(state.title.strength, "level 4 (virtuoso)");
    EXPECT_EQ(state.title.seed, "seed 77");
    const auto opening = messages_of(*play, MessageKind::opening);
    EXPECT_TRUE(std::find(opening.begin(), opening.end(),
                          "Seed: 77 (replay this game with --seed 77)") != opening.end());
    EXPECT_TRUE(std::find(opening.begin(), opening.end(), "Computer: level 4 (virtuoso).") !=
                opening.end());
}

TEST_P(PlayControllerTest, BetweenTwoPeopleNoComputerIsNamed) {
    auto play = controller_of(game(), {{"--players", "human-human"}}, 6);
    const PlayState state = play->state();
    EXPECT_TRUE(state.title.strength.empty());
    EXPECT_TRUE(state.turn == "Player 1, your turn." || state.turn == "Player 2, your turn.")
        << state.turn;
    EXPECT_TRUE(state.person_plays);
}

TEST_P(PlayControllerTest, TheComputerAgainstItselfOffersNothingToPoint) {
    auto play = controller_of(game(), {{"--players", "computer-computer"}, {"--level", "1"}}, 7);
    EXPECT_FALSE(play->state().person_plays);
    EXPECT_FALSE(play->state().marks.pointer);
    while (play->state().phase != PlayPhase::game_over) {
        play->take_step();  // holds it first when it is not held yet
    }
    EXPECT_TRUE(contains(play->state().result, "Computer "));
}

TEST_P(PlayControllerTest, HomeAndEndGoToTheFirstAndLastColumns) {
    auto play = controller_of(game(), person_first(), 8);
    const auto cells = pointable_cells(play->state().board);
    const int first = std::min_element(cells.begin(), cells.end(), [](Cell a, Cell b) {
                          return a.col < b.col;
                      })->col;
    const int last = std::max_element(cells.begin(), cells.end(), [](Cell a, Cell b) {
                         return a.col < b.col;
                     })->col;
    play->step_to_end(Direction::right, false);
    EXPECT_EQ(play->state().marks.pointer->col, last);
    play->step_to_end(Direction::left, false);
    EXPECT_EQ(play->state().marks.pointer->col, first);
}

}  // namespace
}  // namespace marienbad
