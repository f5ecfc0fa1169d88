// Any sum of heaps of any octal game, solved exactly (`marienbad solve octal`): who wins and
// every winning move, in normal play by the heaps' Grundy values (sparse_space_values.hpp), in
// misère play by the misère quotient of the heaps up to the largest (misere_quotient.hpp) or,
// when that quotient is past its budget, by exhaustive search (octal_misere_search.hpp). The
// solution says which method decided.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/compute_limit.hpp"
#include "core/convention.hpp"
#include "octal/misere_quotient_engine.hpp"
#include "octal/octal_code.hpp"
#include "octal/octal_moves.hpp"

namespace marienbad {

enum class OctalSolveMethod { grundy_values, misere_quotient, exhaustive_search };

// A move in a sum: on heap `heap` (its index in the sum), `move` (what it takes and leaves).
struct OctalSumMove {
    int heap = 0;
    OctalMove move;
    bool operator==(const OctalSumMove&) const = default;
};

struct OctalSolution {
    bool player_to_move_wins = false;
    std::vector<OctalSumMove> winning_moves;  // by heap index, then as octal_moves lists them
    OctalSolveMethod method = OctalSolveMethod::grundy_values;
    // Normal play: each heap's Grundy value, in the sum's order, and their nim-sum.
    std::vector<int> heap_values;
    int nim_sum = 0;
    // Misère play: the order of the quotient used, or where its engine stopped, and the sums
    // the search solved.
    int quotient_order = 0;
    std::optional<QuotientStop> quotient_stop;
    std::size_t searched_positions = 0;
    // More winning moves than the limit: none listed.
    bool too_many_winning_moves = false;
};

struct OctalSolveLimits {
    std::size_t quotient_budget = k_default_quotient_budget;
    std::size_t max_search_positions = 2'000'000;
    std::size_t max_search_bytes = std::size_t{512} << 20;  // what the search keeps: 512 MiB
    // More winning moves than this are not listed: the solution says so instead.
    std::size_t max_winning_moves = 1'000'000;
    // The command's time and memory (ComputeLimitReached past them), if any.
    ComputeLimit* compute = nullptr;
};

// Nothing when misère play needs the search and it passes its limits (quotient_stop is then
// where the quotient stopped). ComputeLimitReached when `limits.compute` is spent.
std::optional<OctalSolution> solve_octal_sum(const OctalCode& code, const std::vector<int>& heaps,
                                             Convention convention,
                                             const OctalSolveLimits& limits = {},
                                             std::optional<QuotientStop>* stop = nullptr);

}  // namespace marienbad
