// A small front end that knows no game, as the terminal UI and the window will be: it takes the
// games from the catalogue, sets each up from its parameter descriptions (the smallest value
// where one would be asked), and plays it to the end through the session and the board model
// alone: a person's move made by pointing at a cell of the board (and choosing how many, where
// the cell offers several moves), the cells a move touches highlighted before it is played, the
// computer's move shown on the board before it is applied, a turn taken back and played again.
// There is no branch on the game here: whatever the catalogue lists is played the same way.
#include <gtest/gtest.h>

#include <algorithm>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "session/game_session.hpp"
#include "support/pointable_cells.hpp"

namespace marienbad {
namespace {

using testing::pointable_cells;

std::unique_ptr<GameSession> set_up(const GameDescription& game, std::array<SeatPlan, 2> seats,
                                    Random::Seed seed) {
    ParameterValues values(play_parameters(game));
    for (const ParameterSpec& spec : values.specs()) {
        if (!spec.question.empty()) {
            values.give(spec.name, std::to_string(spec.min));
        }
    }
    game.check(values);
    Random random(seed);
    const GameStart start = game.start(values, random);
    return make_session(start.setup, seats, Seat::one, std::move(random));
}

void expect_drawable(const BoardModel& board) {
    ASSERT_EQ(board.cells.size(), static_cast<std::size_t>(board.rows * board.cols));
    ASSERT_EQ(board.row_labels.size(), static_cast<std::size_t>(board.rows));
    ASSERT_EQ(board.col_labels.size(), static_cast<std::size_t>(board.cols));
    for (const Cell pawn : board.pawns) {
        ASSERT_TRUE(board.contains(pawn));
        EXPECT_GT(board.at(pawn).pawns, 0);
    }
}

// The move a person makes by pointing: a cell of the board, then how many among its moves.
AnyMove point(const BoardModel& board, Random& random) {
    const auto cells = pointable_cells(board);
    EXPECT_FALSE(cells.empty()) << "a game that is not over has a cell to point at";
    const Cell cell = random.pick(std::span<const Cell>(cells));
    const int choices = static_cast<int>(board.moves_at(cell).size());
    const auto move = board.move_at(cell, random.uniform_int(1, choices));
    EXPECT_TRUE(move);
    EXPECT_EQ(board.move_at(cell, choices + 1), std::nullopt);
    return *move;
}

// Plays `session` to its end as a front end does; returns the moves played.
int play_to_the_end(GameSession& session, Random& random) {
    int moves = 0;
    while (!session.is_over()) {
        const BoardModel board = session.board();
        expect_drawable(board);
        const AnyMove move =
            session.is_person(session.to_move()) ? point(board, random) : *session.computer_move();
        // What the front end highlights before the move is made.
        const auto touched = board.cells_touched(move);
        EXPECT_FALSE(touched.empty());
        for (const Cell cell : touched) {
            EXPECT_TRUE(board.contains(cell));
        }
        EXPECT_TRUE(session.is_legal(move));
        session.play(move);
        EXPECT_NE(session.board(), board) << "the move changed nothing on the board";
        ++moves;
        EXPECT_LT(moves, 10'000);
    }
    EXPECT_TRUE(session.winner());
    EXPECT_TRUE(session.board().offered_moves().empty());
    return moves;
}

TEST(GenericFrontEnd, PlaysEveryGameToTheEndAgainstTheComputer) {
    ASSERT_GE(game_descriptions().size(), 3u);
    for (const GameDescription* game : game_descriptions()) {
        for (Random::Seed seed = 1; seed <= 5; ++seed) {
            const auto session =
                set_up(*game, {SeatPlan{}, SeatPlan{false, Strength::from_level(2)}}, seed);
            Random pointer(seed);
            const int moves = play_to_the_end(*session, pointer);
            EXPECT_EQ(session->history().size(), static_cast<std::size_t>(moves)) << game->name();
        }
    }
}

TEST(GenericFrontEnd, PlaysEveryGameBetweenTwoPeopleWithATurnTakenBack) {
    for (const GameDescription* game : game_descriptions()) {
        const auto session = set_up(*game, {SeatPlan{}, SeatPlan{}}, 3);
        Random pointer(3);
        const BoardModel start = session->board();
        session->play(point(start, pointer));
        const BoardModel after_one = session->board();
        ASSERT_EQ(session->undo(), 1) << game->name();
        EXPECT_EQ(session->board(), start) << game->name();
        ASSERT_EQ(session->redo(), 1) << game->name();
        EXPECT_EQ(session->board(), after_one) << game->name();
        play_to_the_end(*session, pointer);
    }
}

TEST(GenericFrontEnd, EveryGameIsDescribedForAMenu) {
    for (const GameDescription* game : game_descriptions()) {
        EXPECT_FALSE(game->name().empty());
        EXPECT_FALSE(game->title().empty());
        EXPECT_FALSE(game->menu_entry().empty());
        for (const ParameterSpec& spec : play_parameters(*game)) {
            EXPECT_TRUE(spec.name.starts_with("--")) << spec.name;
            EXPECT_FALSE(spec.help.empty()) << spec.name;
            if (spec.kind == ParameterKind::number) {
                EXPECT_LE(spec.min, spec.max) << spec.name;
            }
        }
    }
}

}  // namespace
}  // namespace marienbad
