// TypedSession<G>: the GameSession of one game G, written once for every game. G names the
// game's types and the few things only it knows:
//
//   struct G {
//       using Setup = ...; using Rules = ...; using Solver = ...; using Explanation = ...;
//       static Rules make_rules(const Setup&);
//       static Solver make_solver(const Rules&);   // may keep a reference to the rules
//       static typename Rules::Position start(const Setup&);
//       static BoardModel board(const Rules&, const Position&);
//       static Explanation explain(const Rules&, Solver&, const Position&,
//                                  const std::optional<Move>& chosen);  // with winning_moves
//       static Setup setup_at(const Setup&, const Position&);  // a position as a setup
//   };
//
// G is a game's traits (games/<name>/<name>_game.hpp, which also make the whole Game of
// games/typed_game.hpp); each game instantiates the template once, in its folder, and the rest of
// the program holds GameSession.
#pragma once

#include <memory>
#include <stdexcept>
#include <variant>

#include "match/move_history.hpp"
#include "players/computer_player.hpp"
#include "players/player.hpp"
#include "session/game_session.hpp"

namespace marienbad {

template <class G>
class TypedSession final : public GameSession {
  public:
    using Setup = typename G::Setup;
    using Rules = typename G::Rules;
    using Solver = typename G::Solver;
    using Position = typename Rules::Position;
    using Move = typename Rules::Move;

    TypedSession(Setup setup, std::array<SeatPlan, 2> seats, Seat first, Random random)
        : GameSession(seats, std::move(random)),
          setup_(std::move(setup)),
          rules_(G::make_rules(std::get<Setup>(setup_))),
          solver_(G::make_solver(rules_)),
          history_(rules_, G::start(std::get<Setup>(setup_)), first) {
        for (const Seat seat : {Seat::one, Seat::two}) {
            if (!is_person(seat)) {
                players_[index(seat)] = std::make_unique<ComputerPlayer<Rules, Solver>>(
                    rules_, solver_, this->seat(seat).strength, random_generator());
            }
        }
    }

    const Position& position() const { return history_.position(); }
    // Replaces the computer of a computer's seat (the tests' scripted players).
    void set_computer(Seat seat, std::unique_ptr<Player<Rules>> player) {
        if (is_person(seat)) {
            throw std::logic_error("TypedSession::set_computer: a person's seat");
        }
        players_[index(seat)] = std::move(player);
    }

    const AnySetup& setup() const override { return setup_; }
    Convention convention() const override { return rules_.convention(); }
    Seat first() const override { return history_.first(); }
    Seat to_move() const override { return history_.to_move(); }
    bool is_over() const override { return history_.is_over(); }
    std::optional<Seat> winner() const override { return history_.winner(); }
    BoardModel board() const override { return G::board(rules_, position()); }
    AnySetup setup_now() const override {
        return AnySetup(std::in_place_type<Setup>,
                        G::setup_at(std::get<Setup>(setup_), position()));
    }

    std::vector<AnyMove> legal_moves() const override {
        std::vector<AnyMove> moves;
        for (const Move& move : rules_.legal_moves(position())) {
            moves.emplace_back(move);
        }
        return moves;
    }
    bool is_legal(const AnyMove& move) const override {
        const Move* typed = std::get_if<Move>(&move);
        return typed != nullptr && !is_over() && rules_.is_legal(position(), *typed);
    }
    void play(const AnyMove& move) override {
        const Move* typed = std::get_if<Move>(&move);
        if (typed == nullptr) {
            throw std::invalid_argument("GameSession::play: a move of another game");
        }
        history_.play(*typed);  // refuses an illegal move (std::invalid_argument)
    }
    std::optional<AnyMove> computer_move() override {
        if (is_over() || is_person(to_move())) {
            throw std::logic_error("GameSession::computer_move: not a computer's turn");
        }
        const auto move =
            players_[index(to_move())]->choose_move(position(), history_.course(to_move()));
        if (!move) {
            return std::nullopt;
        }
        return AnyMove{*move};
    }

    std::vector<PlayedMove> history() const override {
        std::vector<PlayedMove> played;
        for (const auto& entry : history_.entries()) {
            played.push_back({entry.mover, entry.move});
        }
        return played;
    }
    // A turn can be taken back when a person has moved: undo stops at their last move.
    bool can_undo() const override {
        for (const auto& entry : history_.entries()) {
            if (is_person(entry.mover)) {
                return true;
            }
        }
        return false;
    }
    int undo() override {
        if (!can_undo()) {
            return 0;
        }
        int moves = 0;
        do {
            history_.undo();
            ++moves;
        } while (!is_person(to_move()));
        return moves;
    }
    bool can_redo() const override { return history_.can_redo(); }
    int redo() override {
        int moves = 0;
        while (history_.can_redo() && (moves == 0 || !is_person(to_move())) && !is_over()) {
            history_.redo();
            ++moves;
        }
        return moves;
    }

    std::vector<AnyMove> taken_back() const override {
        std::vector<AnyMove> moves;
        for (const Move& move : history_.taken_back()) {
            moves.emplace_back(move);
        }
        return moves;
    }
    void restore_taken_back(const std::vector<AnyMove>& moves) override {
        std::vector<Move> typed;
        for (const AnyMove& move : moves) {
            const Move* typed_move = std::get_if<Move>(&move);
            if (typed_move == nullptr) {
                throw std::invalid_argument("GameSession::restore_taken_back: another game's move");
            }
            typed.push_back(*typed_move);
        }
        history_.restore_taken_back(typed);
    }

    AnyExplanation explain(const std::optional<AnyMove>& chosen) override {
        std::optional<Move> typed;
        if (chosen) {
            typed = std::get<Move>(*chosen);
        }
        typename G::Explanation detail = G::explain(rules_, solver_, position(), typed);
        std::vector<AnyMove> winning(detail.winning_moves.begin(), detail.winning_moves.end());
        return {std::move(winning), std::move(detail)};
    }
    MoveVerdict judge(const AnyMove& move) override {
        return verdict(position(), std::get<Move>(move));
    }
    std::vector<ReviewEntry> review() override {
        std::vector<ReviewEntry> entries;
        Position before = history_.start();
        for (const auto& entry : history_.entries()) {
            const MoveVerdict judged = verdict(before, entry.move);
            std::optional<AnyMove> better;
            if (judged == MoveVerdict::threw_away_win) {
                better = one_winning_move(before);
            }
            entries.push_back({entry.mover, entry.move, judged, better});
            rules_.apply(before, entry.move);
        }
        return entries;
    }

  private:
    static std::size_t index(Seat seat) { return static_cast<std::size_t>(seat_index(seat)); }

    MoveVerdict verdict(const Position& before, const Move& move) {
        if (!solver_.player_to_move_wins(before)) {
            return MoveVerdict::from_lost_position;
        }
        Position after = before;
        rules_.apply(after, move);
        return solver_.player_to_move_wins(after) ? MoveVerdict::threw_away_win
                                                  : MoveVerdict::kept_win;
    }
    // A winning move of a won position, found without drawing at random (the review must not
    // change the computer's later choices).
    AnyMove one_winning_move(const Position& position) {
        if constexpr (requires { solver_.find_winning_move(position); }) {
            return *solver_.find_winning_move(position);
        } else {
            return solver_.winning_moves(position).front();
        }
    }

    AnySetup setup_;
    Rules rules_;
    Solver solver_;
    MoveHistory<Rules> history_;
    std::array<std::unique_ptr<Player<Rules>>, 2> players_;
};

}  // namespace marienbad
