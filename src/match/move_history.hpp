// MoveHistory: one game's moves from its start, for any game: the position, whose turn it is,
// every move played with what undoes it, and the moves taken back that can be played again (which
// a record keeps, so that redo works after --resume).
// The match loop (match.hpp) and the game session (session/game_session.hpp) are built on it.
#pragma once

#include <optional>
#include <stdexcept>
#include <vector>

#include "core/game_concepts.hpp"
#include "match/seat.hpp"
#include "players/player.hpp"

namespace marienbad {

template <GameRules R>
class MoveHistory {
  public:
    using Position = typename R::Position;
    using Move = typename R::Move;

    struct Entry {
        Seat mover;
        Move move;
        typename R::Undo undo;
        int size_before = 0;  // the rules' max_remaining_moves before the move
    };

    // `rules` must outlive the history.
    MoveHistory(const R& rules, Position start, Seat first)
        : rules_(rules),
          start_(start),
          position_(std::move(start)),
          first_(first),
          to_move_(first) {}

    const Position& start() const { return start_; }
    const Position& position() const { return position_; }
    Seat first() const { return first_; }
    Seat to_move() const { return to_move_; }
    bool is_over() const { return rules_.is_over(position_); }
    // Whoever has won once the game is over: normal play, the last mover; misère, the other.
    std::optional<Seat> winner() const {
        if (!is_over()) {
            return std::nullopt;
        }
        return player_to_move_wins_finished_game(rules_.convention()) ? to_move_
                                                                      : other_seat(to_move_);
    }

    const std::vector<Entry>& entries() const { return entries_; }

    // What `seat` knows of the game's course (players/player.hpp): the size at the start and
    // before its previous move.
    GameCourse course(Seat seat) const {
        const int start_size = rules_.max_remaining_moves(start_);
        for (auto entry = entries_.rbegin(); entry != entries_.rend(); ++entry) {
            if (entry->mover == seat) {
                return {start_size, entry->size_before};
            }
        }
        return {start_size, start_size};
    }

    // Plays a legal move for the seat to move (std::invalid_argument otherwise); the moves taken
    // back can no longer be played again.
    void play(const Move& move) {
        if (is_over() || !rules_.is_legal(position_, move)) {
            throw std::invalid_argument("MoveHistory::play: illegal move");
        }
        apply(move);
        taken_back_.clear();
    }

    // Takes the last move back; returns who had made it (now to move again).
    Seat undo() {
        if (entries_.empty()) {
            throw std::logic_error("MoveHistory::undo: no move to take back");
        }
        const Entry entry = entries_.back();
        entries_.pop_back();
        rules_.undo(position_, entry.undo);
        to_move_ = entry.mover;
        taken_back_.push_back(entry.move);
        return entry.mover;
    }

    bool can_redo() const { return !taken_back_.empty(); }
    // The moves taken back that redo would play again, in the order it plays them.
    std::vector<Move> taken_back() const { return {taken_back_.rbegin(), taken_back_.rend()}; }
    // Makes `moves` the moves taken back, as if they had been played from the position now, in
    // that order, then taken back (a record's, for --resume). std::invalid_argument when they
    // cannot be played so, and nothing changes.
    void restore_taken_back(const std::vector<Move>& moves) {
        const std::vector<Move> before = taken_back_;
        std::size_t played = 0;
        for (const Move& move : moves) {
            if (is_over() || !rules_.is_legal(position_, move)) {
                for (; played > 0; --played) {
                    undo();
                }
                taken_back_ = before;
                throw std::invalid_argument("MoveHistory::restore_taken_back: illegal move");
            }
            apply(move);
            ++played;
        }
        taken_back_.clear();
        for (; played > 0; --played) {
            undo();
        }
    }
    // Plays again the last move taken back.
    void redo() {
        if (taken_back_.empty()) {
            throw std::logic_error("MoveHistory::redo: no move to play again");
        }
        const Move move = taken_back_.back();
        taken_back_.pop_back();
        apply(move);
    }

  private:
    void apply(const Move& move) {
        const int size_before = rules_.max_remaining_moves(position_);
        const auto undo = rules_.apply(position_, move);
        entries_.push_back({to_move_, move, undo, size_before});
        to_move_ = other_seat(to_move_);
    }

    const R& rules_;
    Position start_;
    Position position_;
    Seat first_;
    Seat to_move_;
    std::vector<Entry> entries_;
    std::vector<Move> taken_back_;  // the last one taken back at the end
};

}  // namespace marienbad
