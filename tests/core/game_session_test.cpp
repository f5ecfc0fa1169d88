// The game session (session/game_session.hpp): moves played and refused, the computer's move on
// request drawn exactly as the match loop draws it (so a seed replays a game), undo back to the
// person's last turn and redo, the winner, and the verdicts of judge and review.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <stdexcept>

#include "catalogue/catalogue.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "match/match.hpp"
#include "players/computer_player.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

constexpr SeatPlan k_person{};
SeatPlan computer(int level) {
    return {false, Strength::from_level(level)};
}

std::unique_ptr<GameSession> nim_session(std::vector<int> piles, std::array<SeatPlan, 2> seats,
                                         Seat first, Convention convention = Convention::normal,
                                         Random::Seed seed = 1) {
    return make_session(NimSetup{convention, NimPosition{std::move(piles)}}, seats, first,
                        Random(seed));
}

const NimPosition& nim_position(const GameSession& session) {
    return dynamic_cast<const TypedSession<NimGame>&>(session).position();
}

TEST(GameSession, PlaysLegalMovesAndRefusesOthers) {
    const auto session = nim_session({2, 3}, {k_person, k_person}, Seat::one);
    EXPECT_EQ(session->to_move(), Seat::one);
    EXPECT_EQ(session->legal_moves().size(), 5u);
    EXPECT_FALSE(session->is_legal(AnyMove(NimMove{0, 3})));
    EXPECT_FALSE(session->is_legal(AnyMove(RowMove{0, 1}))) << "another game's move";
    EXPECT_THROW(session->play(AnyMove(NimMove{2, 1})), std::invalid_argument);
    session->play(AnyMove(NimMove{1, 3}));
    EXPECT_EQ(nim_position(*session), (NimPosition{{2}}));
    EXPECT_EQ(session->to_move(), Seat::two);
    EXPECT_THROW(session->computer_move(), std::logic_error) << "a person's turn";
    session->play(AnyMove(NimMove{0, 2}));
    EXPECT_TRUE(session->is_over());
    EXPECT_EQ(session->winner(), Seat::two);
    EXPECT_THAT(session->history(), ::testing::SizeIs(2));
}

TEST(GameSession, MisereWinnerIsTheOtherSeat) {
    const auto session = nim_session({1}, {k_person, k_person}, Seat::two, Convention::misere);
    session->play(AnyMove(NimMove{0, 1}));
    EXPECT_EQ(session->winner(), Seat::one);
}

TEST(GameSession, ComputerMovesDrawAsTheMatchLoopDoes) {
    // The same seed gives the same game through the session as through play_match with two
    // computer players: the session draws nothing of its own.
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    Random random(42);
    const NimPosition start = random_nim_position(8, random);
    Random match_random(7);
    ComputerPlayer<NimRules, NimSolver> one(rules, solver, Strength::from_probability(0.5),
                                            match_random);
    ComputerPlayer<NimRules, NimSolver> two(rules, solver, Strength::from_level(2), match_random);
    std::vector<NimMove> match_moves;
    MatchEvents<NimRules> events;
    events.move_played = [&](Seat, const NimMove& move, const NimPosition&, const NimPosition&) {
        match_moves.push_back(move);
    };
    play_match(rules, start, {&one, &two}, Seat::one, events);

    const auto session = make_session(
        NimSetup{Convention::normal, start},
        {SeatPlan{false, Strength::from_probability(0.5)}, computer(2)}, Seat::one, Random(7));
    std::vector<NimMove> session_moves;
    while (!session->is_over()) {
        const auto move = session->computer_move();
        ASSERT_TRUE(move);
        session->play(*move);
        session_moves.push_back(std::get<NimMove>(*move));
    }
    EXPECT_EQ(session_moves, match_moves);
    EXPECT_EQ(session->random().draws(), match_random.draws());
}

TEST(GameSession, UndoTakesBackTheComputersReplyAndThePersonsMove) {
    const auto session = nim_session({3, 4, 5}, {k_person, computer(4)}, Seat::one);
    EXPECT_FALSE(session->can_undo());
    EXPECT_EQ(session->undo(), 0);
    session->play(AnyMove(NimMove{0, 1}));
    session->play(*session->computer_move());
    const NimPosition after_reply = nim_position(*session);
    const std::uint64_t draws = session->random().draws();
    ASSERT_TRUE(session->can_undo());
    EXPECT_EQ(session->undo(), 2);
    EXPECT_EQ(nim_position(*session), (NimPosition{{3, 4, 5}}));
    EXPECT_EQ(session->to_move(), Seat::one);
    EXPECT_TRUE(session->history().empty());
    ASSERT_TRUE(session->can_redo());
    EXPECT_EQ(session->redo(), 2) << "the person's move and the computer's reply";
    EXPECT_EQ(nim_position(*session), after_reply);
    EXPECT_EQ(session->random().draws(), draws) << "redo draws nothing";
    EXPECT_FALSE(session->can_redo());
}

// Redo survives --resume. What undo took back is readable, and a session rebuilt from a
// record's moves and taken-back moves redoes exactly as the first one would have.
TEST(GameSession, TheMovesTakenBackCanBeReadAndRestored) {
    const auto session = nim_session({3, 4, 5}, {k_person, computer(4)}, Seat::one);
    EXPECT_TRUE(session->taken_back().empty());
    session->play(AnyMove(NimMove{0, 1}));
    const AnyMove reply = *session->computer_move();
    session->play(reply);
    session->undo();
    const std::vector<AnyMove> taken_back = session->taken_back();
    EXPECT_EQ(taken_back, (std::vector<AnyMove>{AnyMove(NimMove{0, 1}), reply}))
        << "in the order redo plays them";

    const auto resumed = nim_session({3, 4, 5}, {k_person, computer(4)}, Seat::one);
    resumed->restore_taken_back(taken_back);
    EXPECT_EQ(nim_position(*resumed), (NimPosition{{3, 4, 5}}));
    EXPECT_TRUE(resumed->history().empty());
    EXPECT_EQ(resumed->taken_back(), taken_back);
    ASSERT_TRUE(resumed->can_redo());
    EXPECT_EQ(resumed->redo(), 2);
    session->redo();
    EXPECT_EQ(nim_position(*resumed), nim_position(*session));
    EXPECT_TRUE(resumed->taken_back().empty());
}

TEST(GameSession, TakenBackMovesThatCannotBePlayedAreRefusedAndChangeNothing) {
    const auto session = nim_session({3, 4}, {k_person, k_person}, Seat::one);
    session->play(AnyMove(NimMove{0, 1}));
    session->undo();
    EXPECT_THROW(session->restore_taken_back({AnyMove(NimMove{1, 1}), AnyMove(NimMove{0, 4})}),
                 std::invalid_argument);
    EXPECT_THROW(session->restore_taken_back({AnyMove(RowMove{0, 1})}), std::invalid_argument);
    EXPECT_EQ(nim_position(*session), (NimPosition{{3, 4}}));
    EXPECT_TRUE(session->history().empty());
    EXPECT_EQ(session->taken_back(), (std::vector<AnyMove>{AnyMove(NimMove{0, 1})}));
}

TEST(GameSession, NothingToUndoBeforeThePersonMoves) {
    const auto session = nim_session({3, 4, 5}, {k_person, computer(4)}, Seat::two);
    session->play(*session->computer_move());
    EXPECT_FALSE(session->can_undo()) << "only the computer has moved";
    EXPECT_EQ(session->undo(), 0);
    EXPECT_EQ(session->history().size(), 1u);
}

TEST(GameSession, AMoveAfterUndoForgetsWhatWasTakenBack) {
    const auto session = nim_session({3, 4}, {k_person, k_person}, Seat::one);
    session->play(AnyMove(NimMove{0, 1}));
    session->play(AnyMove(NimMove{1, 1}));
    EXPECT_EQ(session->undo(), 1) << "between two people, one move";
    EXPECT_EQ(session->to_move(), Seat::two);
    session->play(AnyMove(NimMove{1, 2}));
    EXPECT_FALSE(session->can_redo());
    EXPECT_EQ(session->redo(), 0);
    EXPECT_EQ(nim_position(*session), (NimPosition{{2, 2}}));
}

TEST(GameSession, UndoAfterTheEndOfTheGame) {
    const auto session = nim_session({2}, {k_person, computer(4)}, Seat::one);
    session->play(AnyMove(NimMove{0, 1}));
    session->play(*session->computer_move());
    ASSERT_TRUE(session->is_over());
    EXPECT_EQ(session->winner(), Seat::two);
    EXPECT_EQ(session->undo(), 2);
    EXPECT_FALSE(session->is_over());
    EXPECT_EQ(session->winner(), std::nullopt);
}

TEST(GameSession, JudgeSaysWhatAMoveDoesToTheOutcome) {
    // 1 2 3 4: nim-sum 4, won; taking 4 from column 3 keeps the win, taking 1 throws it away.
    const auto session = nim_session({1, 2, 3, 4}, {k_person, k_person}, Seat::one);
    EXPECT_EQ(session->judge(AnyMove(NimMove{3, 4})), MoveVerdict::kept_win);
    EXPECT_EQ(session->judge(AnyMove(NimMove{3, 1})), MoveVerdict::threw_away_win);
    session->play(AnyMove(NimMove{3, 4}));
    EXPECT_EQ(session->judge(AnyMove(NimMove{0, 1})), MoveVerdict::from_lost_position);
}

TEST(GameSession, ReviewJudgesEveryMoveAndNamesTheWinThrownAway) {
    const auto session = nim_session({1, 2, 3, 4}, {k_person, k_person}, Seat::one);
    session->play(AnyMove(NimMove{3, 1}));  // throws the win away: 1 2 3 3
    session->play(AnyMove(NimMove{1, 1}));  // keeps it: 1 1 3 3
    session->play(AnyMove(NimMove{0, 1}));  // from a lost position: 1 3 3
    const auto review = session->review();
    ASSERT_EQ(review.size(), 3u);
    EXPECT_EQ(review[0].mover, Seat::one);
    EXPECT_EQ(review[0].verdict, MoveVerdict::threw_away_win);
    EXPECT_EQ(review[0].better, AnyMove(NimMove{3, 4}));
    EXPECT_EQ(review[1].mover, Seat::two);
    EXPECT_EQ(review[1].verdict, MoveVerdict::kept_win);
    EXPECT_EQ(review[1].better, std::nullopt);
    EXPECT_EQ(review[2].verdict, MoveVerdict::from_lost_position);
    EXPECT_EQ(review[2].move, AnyMove(NimMove{0, 1}));
}

TEST(GameSession, ReviewOfTheRowUsesTheSolversSingleWinningMove) {
    // Misère 1111 with max-take 3: taking 1 or 2 leaves the opponent a win; taking 3 leaves
    // them the last match.
    const auto session = make_session(RowSetup{Convention::misere, 3, RowPosition::full(4)},
                                      {k_person, k_person}, Seat::one, Random(1));
    session->play(AnyMove(RowMove{0, 1}));
    const auto review = session->review();
    ASSERT_EQ(review.size(), 1u);
    EXPECT_EQ(review[0].verdict, MoveVerdict::threw_away_win);
    ASSERT_TRUE(review[0].better);
    EXPECT_TRUE(std::holds_alternative<RowMove>(*review[0].better));
    EXPECT_EQ(std::get<RowMove>(*review[0].better).count, 3);
}

TEST(GameSession, ExplainGivesEachGamesData) {
    const auto nim = nim_session({3, 4, 5}, {k_person, k_person}, Seat::one);
    const auto nim_explanation = nim->explain();
    ASSERT_EQ(nim_explanation.detail.type(), typeid(NimExplanation));
    EXPECT_EQ(std::any_cast<const NimExplanation&>(nim_explanation.detail).winning_move,
              (NimMove{0, 2}));

    GridBoard board(5, 5);
    const auto grid = make_session(GridSetup{board, {Cell{}}}, {}, Seat::one, Random(1));
    const auto grid_explanation = std::any_cast<GridExplanation>(grid->explain().detail);
    EXPECT_EQ(grid_explanation.value, grid_explanation.table.value({0, 0}));

    const auto row = make_session(RowSetup{Convention::normal, 3, RowPosition::full(4)}, {},
                                  Seat::one, Random(1));
    const auto row_explanation = std::any_cast<RowExplanation>(row->explain().detail);
    EXPECT_EQ(row_explanation.position.nim_sum, 4);
    EXPECT_EQ(row_explanation.winning_moves, (std::vector<RowMove>{RowMove{1, 2}}));
}

TEST(GameSession, TheWinningMovesOfAnExplanationAreOnTheBoard) {
    const auto nim = nim_session({3, 4, 5}, {k_person, k_person}, Seat::one);
    const auto moves = nim->explain().winning_moves;
    ASSERT_EQ(moves, std::vector<AnyMove>{AnyMove(NimMove{0, 2})});
    EXPECT_EQ(nim->board().cells_touched(moves.front()), (std::vector<Cell>{{1, 0}, {2, 0}}));
    const auto lost = nim_session({1, 2, 3}, {k_person, k_person}, Seat::one);
    EXPECT_TRUE(lost->explain().winning_moves.empty());
    const auto grid = make_session(GridSetup{GridBoard(5, 7), {Cell{}}}, {}, Seat::one, Random(1));
    const auto grid_moves = grid->explain().winning_moves;
    EXPECT_EQ(grid_moves.size(),
              std::any_cast<GridExplanation>(grid->explain().detail).winning_moves.size());
}

TEST(GameSession, ScriptedComputerForTests) {
    auto session = std::make_unique<TypedSession<NimGame>>(
        NimSetup{Convention::normal, NimPosition{{3}}}, std::array{k_person, computer(4)},
        Seat::two, Random(1));
    EXPECT_THROW(session->set_computer(Seat::one, nullptr), std::logic_error);
    class Leaves final : public Player<NimRules> {
      public:
        std::optional<NimMove> choose_move(const NimPosition&, const GameCourse&) override {
            return std::nullopt;
        }
    };
    session->set_computer(Seat::two, std::make_unique<Leaves>());
    EXPECT_EQ(session->computer_move(), std::nullopt);
}

}  // namespace
}  // namespace marienbad
