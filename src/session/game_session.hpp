// GameSession: one game as every front end drives it, without knowing which game it is. It holds
// the rules, the position, whose turn it is, the two seats (a person, or the computer at a
// strength) and the history of moves, and answers what a front end asks: the legal moves, the
// board model to draw and point at, the computer's move when the front end is ready to show it,
// the explanation of a position, the review of the game. It never prints, never reads and
// never waits for a person: the front end plays a person's move when it has one.
//
// Undo takes back the last turn: every move back to the last position where a person was to
// move (against the computer, the computer's reply and the person's move). Redo plays them
// again, up to the next position where a person is to move. A new move forgets what was taken
// back. Without undo, the random draws happen exactly as in a game without a session, so a seed
// replays a game.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/random.hpp"
#include "match/lineup.hpp"
#include "match/seat.hpp"
#include "players/strength.hpp"
#include "session/board_model.hpp"
#include "session/explanations.hpp"
#include "session/game_setups.hpp"
#include "session/review.hpp"

namespace marienbad {

// The most numbers a game's random generator counts: its stream starts over from the seed after
// every k_game_max_draws draws, so the draws a record keeps never pass this bound, which is also
// the most a record may say (catalogue/game_record.hpp: skipping them on resuming takes a moment).
// The bound is kept where the numbers are drawn rather than by refusing to resume a record close
// to it: a game started afresh can reach any count too (each move played again after an undo
// draws anew), and a record refused is a game lost, while a stream that starts over after a
// hundred million draws changes nothing a player can see and keeps every record readable.
inline constexpr std::uint64_t k_game_max_draws = 100'000'000;

struct SeatPlan {
    bool person = true;
    Strength strength;  // the computer's, when the seat is not a person's
};

// Each seat's strength, when the computer plays it (--level 2,4: seat one's, then seat two's).
using SeatStrengths = std::array<Strength, 2>;

// A seat the computer plays, and how well.
struct ComputerSeat {
    Seat seat;
    Strength strength;
};

struct PlayedMove {
    Seat mover;
    AnyMove move;
};

class GameSession {
  public:
    GameSession(std::array<SeatPlan, 2> seats, Random random);
    virtual ~GameSession() = default;
    GameSession(const GameSession&) = delete;
    GameSession& operator=(const GameSession&) = delete;

    // The game.
    virtual const AnySetup& setup() const = 0;
    virtual Convention convention() const = 0;

    // The seats.
    const SeatPlan& seat(Seat seat) const;
    bool is_person(Seat seat) const { return this->seat(seat).person; }
    // The seats the computer plays, in seat order, with their strengths.
    std::vector<ComputerSeat> computers() const;
    // The seed and the draws of the game's random generator (at most k_game_max_draws), for
    // records.
    const Random& random() const { return random_; }

    // The position.
    virtual Seat first() const = 0;
    virtual Seat to_move() const = 0;
    virtual bool is_over() const = 0;
    // Who has won, once the game is over.
    virtual std::optional<Seat> winner() const = 0;
    virtual BoardModel board() const = 0;
    // The setup whose start is the position now, with the game's rules: what the position's
    // game id names (catalogue/game_id.hpp).
    virtual AnySetup setup_now() const = 0;

    // Moves.
    virtual std::vector<AnyMove> legal_moves() const = 0;
    virtual bool is_legal(const AnyMove& move) const = 0;
    // Plays a legal move for the seat to move (std::invalid_argument otherwise).
    virtual void play(const AnyMove& move) = 0;
    // The computer's choice for the seat to move, a computer's seat (std::logic_error
    // otherwise); not played. Empty when that seat leaves the game (a test's scripted player).
    virtual std::optional<AnyMove> computer_move() = 0;

    // The history.
    virtual std::vector<PlayedMove> history() const = 0;
    virtual bool can_undo() const = 0;
    // Takes back the last turn; returns how many moves were taken back (0 when none can be).
    virtual int undo() = 0;
    virtual bool can_redo() const = 0;
    // Plays again what undo took back, up to a person's turn; returns how many moves.
    virtual int redo() = 0;
    // The moves taken back that redo would play again, in the order it plays them (a record keeps
    // them).
    virtual std::vector<AnyMove> taken_back() const = 0;
    // Makes `moves` the moves taken back, as if played from the position now and taken back (a
    // record's, when a game is resumed); std::invalid_argument when they cannot be played in that
    // order from here, and nothing changes.
    virtual void restore_taken_back(const std::vector<AnyMove>& moves) = 0;

    // The strategy, as data.
    // Why a move wins from the position now, or that none does. `chosen` is the move to explain
    // when it is one of several winning moves (Nim's row of the matrix, the row's move).
    virtual AnyExplanation explain(const std::optional<AnyMove>& chosen = std::nullopt) = 0;
    // What `move`, legal now, does to the outcome.
    virtual MoveVerdict judge(const AnyMove& move) = 0;
    // Every move played so far, judged.
    virtual std::vector<ReviewEntry> review() = 0;

  protected:
    Random& random_generator() { return random_; }

  private:
    std::array<SeatPlan, 2> seats_;
    Random random_;
};

}  // namespace marienbad
