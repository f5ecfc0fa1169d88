// Perfect play of the queen on a grid (games/queen/queen_rules.hpp), for the computer player,
// the explanations and `solve`. A position is decided by
//  - one queen off the sink (the others have arrived and never move again), either convention:
//    Wythoff's pairs (games/queen/wythoff.hpp), in O(1) at any size up to 10^18, without
//    listing the moves;
//  - several queens, normal play: the xor of their Grundy values (games/queen/queen_grundy.hpp),
//    from a table computed once per solver for the distances the position reaches (and made
//    larger when a position needs more), within k_queen_grundy_max_cells;
//  - several queens, misère play: the exact search of games/queen/queen_misere_search.hpp,
//    within k_queen_misere_max_positions, its outcomes kept from call to call.
// A position beyond those bounds is refused (std::invalid_argument, whose message is
// queen_solver_problem_text); queen_solver_problem says so beforehand.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/convention.hpp"
#include "games/queen/queen_grundy.hpp"
#include "games/queen/queen_misere_search.hpp"
#include "games/queen/queen_rules.hpp"
#include "games/queen/wythoff.hpp"

namespace marienbad {

// How a position is decided (above).
enum class QueenMethod { wythoff_pairs, grundy_xor, misere_search };

// The method for a position (wythoff_pairs when no queen or one is off the sink).
QueenMethod queen_method(const QueenBoard& board, const QueenPosition& position,
                         Convention convention);

// What the solver would exceed: the Grundy table's cells (several queens, normal play: the
// distances 0..x by 0..y of the queens' largest x and largest y) or the misère search's
// positions (queen_misere_positions).
enum class QueenLimit { grundy_table, misere_search };
struct QueenSolverProblem {
    QueenLimit limit = QueenLimit::grundy_table;
    std::uint64_t needed = 0;   // the cells or positions the position needs (saturating)
    std::uint64_t allowed = 0;  // k_queen_grundy_max_cells or k_queen_misere_max_positions
    bool operator==(const QueenSolverProblem&) const = default;
};

// Why the solver would refuse a position (the queens on the board), if it would.
std::optional<QueenSolverProblem> queen_solver_problem(const QueenBoard& board,
                                                       const QueenPosition& position,
                                                       Convention convention);
// The refusal in one English sentence, for translation later: every word a user may read about
// it is here.
std::string queen_solver_problem_text(const QueenSolverProblem& problem);

class QueenSolver {
  public:
    // Keeps a reference to the rules, which must outlive it.
    explicit QueenSolver(const QueenRules& rules);

    const QueenRules& rules() const { return rules_; }
    QueenMethod method(const QueenPosition& position) const;

    bool player_to_move_wins(const QueenPosition& position);
    // Every winning move, in the rules' order (queen by queen; down, right, diagonal; nearest
    // first); queens sharing a cell each listed, as legal_moves lists them. Empty when the
    // position is lost or over. One queen off the sink: at most three, in O(1).
    std::vector<QueenMove> winning_moves(const QueenPosition& position);
    // One winning move without listing them all, or none: the first of winning_moves, except in
    // misère play with several queens, where the search tries the likely winners first.
    std::optional<QueenMove> find_winning_move(const QueenPosition& position);

    // The Grundy value of a queen on `cell` (what several queens in normal play add up by xor);
    // std::invalid_argument past the table's bound.
    int grundy_value(QueenCell cell);
    // The xor of the queens' values (0 exactly when the player to move loses, in normal play).
    int grundy_xor(const QueenPosition& position);
    // Whether a lone queen on `cell` is safe in the rules' convention: the player to move from
    // there loses. O(1) at any size.
    bool is_safe_cell(QueenCell cell) const;
    // The cells of the rectangle from `from` to the sink where a lone queen is safe, by row from
    // the sink's upwards (by x), at most `limit` of them (one a row at most). O(limit).
    std::vector<QueenCell> safe_cells(QueenCell from, std::size_t limit) const;

    // The Grundy table computed so far, if any.
    const QueenGrundyTable* grundy_table() const { return table_ ? &*table_ : nullptr; }
    QueenSearchStats search_stats() const { return search_.stats(); }

  private:
    // The table, made to cover distances up to (x, y) if it does not.
    const QueenGrundyTable& table_covering(std::int64_t x, std::int64_t y);
    void check(const QueenPosition& position) const;

    const QueenRules& rules_;
    std::optional<QueenGrundyTable> table_;
    QueenMisereSearch search_;
};

}  // namespace marienbad
