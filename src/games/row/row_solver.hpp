// Perfect play of the matchstick row (handout 004) in place coordinates, for the computer player,
// the explanations and `marienbad solve row`. A position is its runs; each is decided by
//  - normal play: the xor X of the runs' Grundy values (run_grundy.hpp);
//  - misère play, max-take 1: the parity of the matches (every move takes exactly one, so the
//    game lasts as many moves as there are matches, and whoever faces an odd number takes the
//    last one);
//  - misère play, max-take 3: the misère rule of 0.777 (misere_row_rule.hpp);
//  - misère play, max-take 2 and 4 to 8: the misère quotient of the row's octal code (0.77,
//    0.7777, ..., octal/misere_quotient.hpp), proved for every sum of runs up to the longest run
//    the solver has met, computed once and kept (extended when a longer run comes);
//  - misère play past the quotient's budget (none of the rows offered): the exact search of
//    misere_row_search.hpp, made when the budget is passed, whose transposition table is kept
//    from call to call.
// Every legal move is a canonical option (run length, take, shorter side left): each is
// evaluated once, X and the rule's counts (or the quotient's element of the other runs)
// updated from the position's rather than recomputed, and the answer is shared by the
// mirror-image moves and by the runs of equal length.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/convention.hpp"
#include "core/game_concepts.hpp"
#include "games/row/misere_row_rule.hpp"
#include "games/row/misere_row_search.hpp"
#include "games/row/row_rules.hpp"
#include "games/row/run_grundy.hpp"
#include "octal/misere_quotient.hpp"

namespace marienbad {

// How a RowSolver decides positions, for its convention and max-take.
enum class RowMethod { nim_sum, match_parity, misere_rule, misere_quotient, misere_search };

// The method a solver starts with (misere_quotient falls back on misere_search past the
// quotient's budget).
RowMethod row_method(Convention convention, int max_take);

struct RowSolverLimits {
    std::size_t stored_positions = k_default_stored_positions;  // the search's table
    std::size_t quotient_budget = k_default_quotient_budget;    // the quotient's order
};

// A legal move and how many winning replies it leaves the opponent.
struct RowMoveReplies {
    RowMove move;
    std::size_t winning_replies = 0;
    bool operator==(const RowMoveReplies&) const = default;
};

class RowSolver {
  public:
    RowSolver(Convention convention, int max_take, const RowSolverLimits& limits = {});

    Convention convention() const { return convention_; }
    int max_take() const { return max_take_; }
    // How the positions asked so far were decided: misere_quotient becomes misere_search for
    // good once a run is longer than the quotient reaches within its budget.
    RowMethod method() const { return method_; }

    bool player_to_move_wins(const RowPosition& position);
    // Every winning move, by first place then by count; empty when the position is lost.
    std::vector<RowMove> winning_moves(const RowPosition& position);
    // One winning move, or none when the position is lost: in misère play by search it stops
    // at the first winner (with max-take 4 or more, from a full row of 5 or more places, it
    // needs no search at all: two equal runs are lost, misere_row_theory.hpp).
    std::optional<RowMove> find_winning_move(const RowPosition& position);
    // Every legal move, by first place then by count, with the exact number of winning moves
    // it leaves the opponent (what the computer ranks its moves by from a lost position).
    std::vector<RowMoveReplies> winning_reply_counts(const RowPosition& position);

    // The Grundy value of a run of `length` matches (computed on demand).
    int run_grundy(int length);
    // X and the counts of the misère rule of 0.777 for a position (any max-take: the counts
    // read lengths 1, 4, 5 and 10, X this solver's Grundy values).
    MisereRuleCounts rule_counts(const RowPosition& position);

    // The misère quotient the solver plays by (misere_quotient), of every sum of runs up to the
    // longest run met so far; none before the first position or with another method.
    const MisereQuotient* quotient() const { return quotient_ ? &*quotient_ : nullptr; }
    // Where the quotient's engine stopped, when its budget sent the solver to the search.
    const std::optional<QuotientStop>& quotient_stop() const { return quotient_stop_; }

    // The misère search's counters and table (all zero unless the method is misere_search).
    RowSearchStats stats() const { return search_ ? search_->stats() : RowSearchStats{}; }

  private:
    struct LengthCount {
        int length = 0;
        int count = 0;
    };
    // A position as the solver sees it: its distinct run lengths, ascending, with their counts;
    // the rule's counts (X included) and the number of matches.
    struct Runs {
        std::vector<LengthCount> lengths;
        MisereRuleCounts counts;
        long long matches = 0;
    };

    // A run length's moves grouped by the element the (up to two) runs they leave make; and for
    // each element r of the other runs, how many of its moves leave a losing position (-1
    // until asked).
    struct QuotientRun {
        std::vector<std::pair<int, long long>> moves;  // (t, n): n moves leave the element t
        std::vector<long long> losing_moves;
    };

    Runs runs_of(const RowPosition& position);
    // Makes the quotient reach runs of `longest` matches, or turns to the search.
    void cover_with_quotient(int longest);
    // For each distinct length of `runs`, the quotient's element of the position with one run
    // of that length left out; empty unless the method is misere_quotient.
    std::vector<int> elements_without_one(const Runs& runs) const;
    QuotientRun& quotient_run(int run);
    // How many moves in a run of `run` matches leave a losing position when the other runs
    // make `rest`: computed once per run length and rest.
    std::size_t losing_moves(int run, int rest);
    void add_run(Runs& runs, int length);
    void remove_run(Runs& runs, int length);
    // The lengths of `runs`, one per run, ascending, less one run of `without` (0: none): in
    // scratch_lengths_, which the next call overwrites.
    std::vector<int>& flat_lengths(const Runs& runs, int without = 0);
    bool player_to_move_loses(const Runs& runs);
    // Whether the player to move after `option` (one of `runs`' canonical options) loses;
    // `rest` is the quotient's element of the runs but the one it takes from (misere_quotient).
    bool option_leaves_a_loss(const Runs& runs, const RunOption& option, int rest);
    // The number of winning moves of `runs`, each canonical option counted with its moves.
    std::size_t winning_move_count(const Runs& runs);
    // How many moves in a run of `run` matches leave runs worth each value g(a) xor g(b)
    // (mirror images counted apart), computed once per length.
    const std::vector<std::uint32_t>& option_values(int run);
    // The moves in a run of `run` matches that leave runs worth `value`.
    std::size_t moves_worth(int run, int value);
    // Calls `visit(option, moves)` for each canonical option of the runs of one length, with the
    // number of legal moves that play it.
    template <class Visit>
    void for_each_option_of(const LengthCount& entry, Visit visit) const;

    Convention convention_;
    int max_take_;
    RowMethod method_;
    RunGrundyValues grundy_;
    std::size_t stored_positions_;  // the search's table, once it is made
    std::size_t quotient_budget_;
    std::optional<MisereQuotientEngine> engine_;
    std::optional<MisereQuotient> quotient_;
    std::optional<QuotientStop> quotient_stop_;
    std::unordered_map<int, QuotientRun> quotient_runs_;
    std::vector<int> products_;  // the quotient's table, x * y at x * order + y, once needed
    std::optional<MisereRowSearch> search_;  // once the method is misere_search
    std::unordered_map<int, std::vector<std::uint32_t>> option_values_;
    std::vector<int> scratch_lengths_;
};

static_assert(GameSolver<RowSolver, RowRules>);

}  // namespace marienbad
