// Perfect play of the matchstick row (seed 004) in place coordinates, for the computer player
// and `marienbad solve row`. Normal play: the Grundy values of the runs and their nim-sum
// (run_grundy.hpp). Misère play: the exact search of misere_row_search.hpp, whose
// transposition table is kept from call to call.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/convention.hpp"
#include "core/game_concepts.hpp"
#include "rules/row_rules.hpp"
#include "solvers/misere_row_search.hpp"
#include "solvers/run_grundy.hpp"

namespace marienbad {

// The nim-sum of the Grundy values of a position's runs.
int row_grundy_sum(const RowPosition& position, const RunGrundyValues& grundy);

class RowSolver {
  public:
    RowSolver(Convention convention, int max_take,
              std::size_t max_stored_positions = k_default_stored_positions);

    Convention convention() const { return convention_; }
    int max_take() const { return grundy_.max_take(); }

    bool player_to_move_wins(const RowPosition& position);
    // Every winning move, by first place then by count; empty when the position is lost.
    std::vector<RowMove> winning_moves(const RowPosition& position);
    // One winning move, or none when the position is lost: much cheaper than winning_moves()
    // in misère play, where it stops at the first winner (from a full row of 5 or more places
    // with max-take >= 3 it needs no search at all).
    std::optional<RowMove> find_winning_move(const RowPosition& position);

    // What the computer player needs (players/move_choice.hpp), cheaper than winning_moves()
    // in misère play and as exact about which moves win:
    // Winning moves, at least one when the position is won, none when it is lost: the first
    // winner the search finds, the moves equivalent to it (mirror images, equal runs), and
    // every other move the table, the rules or a search of at most k_extra_winners_budget
    // positions in all proves winning. Every move returned wins; some winners may be missing.
    std::vector<RowMove> some_winning_moves(const RowPosition& position);
    // For a position the player to move wins: the number of winning moves proved within a
    // search of about `budget` positions, at least 1 (a lower bound of winning_moves().size()).
    // 0 when proved lost or finished. Used to rank the computer's moves from a lost position.
    std::size_t winning_move_count_estimate(const RowPosition& position);

    static constexpr std::uint64_t k_extra_winners_budget = 20000;
    static constexpr std::uint64_t k_reply_count_budget = 2000;

    // The misère search's counters and table (all zero in normal play).
    RowSearchStats stats() const { return search_.stats(); }

  private:
    bool player_to_move_wins(const std::vector<int>& runs);
    // The legal moves after which `opponent_wins(option, runs after)` is false, asked once per
    // canonical option (run length, take, shorter side): mirror images and equal runs share it.
    template <class OpponentWins>
    std::vector<RowMove> moves_leaving_a_loss(const RowPosition& position,
                                              OpponentWins opponent_wins);

    Convention convention_;
    RunGrundyValues grundy_;
    MisereRowSearch search_;
};

static_assert(GameSolver<RowSolver, RowRules>);

}  // namespace marienbad
