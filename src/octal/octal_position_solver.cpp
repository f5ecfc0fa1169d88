// Sums of octal heaps solved by Grundy values, by the misère quotient or by search
// (octal_position_solver.hpp).
#include "octal/octal_position_solver.hpp"

#include <algorithm>

#include "octal/misere_quotient.hpp"
#include "octal/octal_misere_search.hpp"
#include "octal/octal_stages.hpp"
#include "octal/sparse_space_values.hpp"

namespace marienbad {
namespace {

int largest(const std::vector<int>& heaps) {
    return heaps.empty() ? 0 : *std::max_element(heaps.begin(), heaps.end());
}

// Calls `is_winning(i, move)` for every move of the sum and keeps those it accepts; nothing when
// it says nothing. More than limits.max_winning_moves: the solution says so and keeps none.
template <typename IsWinning>
bool find_winning_moves(const OctalCode& code, const std::vector<int>& heaps,
                        const OctalSolveLimits& limits, OctalSolution& solution,
                        IsWinning is_winning) {
    std::vector<OctalSumMove>& moves = solution.winning_moves;
    bool answered = true;
    for (std::size_t i = 0; i < heaps.size() && answered; ++i) {
        compute_step(limits.compute, i, heaps.size(), static_cast<int>(OctalStage::winning_moves));
        for_each_octal_move(code, heaps[i], [&](const OctalMove& move) {
            compute_tick(limits.compute);
            if (!answered || solution.too_many_winning_moves) {
                return;
            }
            const std::optional<bool> wins = is_winning(i, move);
            if (!wins) {
                answered = false;
            } else if (*wins && moves.size() == limits.max_winning_moves) {
                solution.too_many_winning_moves = true;
            } else if (*wins) {
                moves.push_back({static_cast<int>(i), move});
            }
        });
    }
    if (solution.too_many_winning_moves) {
        moves.clear();
        moves.shrink_to_fit();
    }
    return answered;
}

OctalSolution by_grundy_values(const OctalCode& code, const std::vector<int>& heaps,
                               const OctalSolveLimits& limits) {
    const std::vector<int> values =
        sparse_space_octal_values(code, largest(heaps) + 1, limits.compute);
    const auto value = [&values](int heap) { return values[static_cast<std::size_t>(heap)]; };
    OctalSolution solution;
    solution.method = OctalSolveMethod::grundy_values;
    for (const int heap : heaps) {
        solution.heap_values.push_back(value(heap));
        solution.nim_sum ^= value(heap);
    }
    const int nim_sum = solution.nim_sum;
    solution.player_to_move_wins = nim_sum != 0;
    find_winning_moves(
        code, heaps, limits, solution,
        [&](std::size_t i, const OctalMove& move) -> std::optional<bool> {
            return (nim_sum ^ value(heaps[i]) ^ value(move.first) ^ value(move.second)) == 0;
        });
    return solution;
}

OctalSolution by_quotient(const OctalCode& code, const std::vector<int>& heaps,
                          const MisereQuotient& quotient, const OctalSolveLimits& limits) {
    OctalSolution solution;
    solution.method = OctalSolveMethod::misere_quotient;
    solution.quotient_order = quotient.order();
    solution.player_to_move_wins = !quotient.player_to_move_loses(heaps);
    const std::vector<int> rest = quotient.elements_without_each(heaps);
    find_winning_moves(code, heaps, limits, solution,
                       [&](std::size_t i, const OctalMove& move) -> std::optional<bool> {
                           return quotient.losing(quotient.times_heap(
                               quotient.times_heap(rest[i], move.first), move.second));
                       });
    return solution;
}

std::optional<OctalSolution> by_search(const OctalCode& code, const std::vector<int>& heaps,
                                       const OctalSolveLimits& limits,
                                       const MisereQuotient& known) {
    OctalMisereSearch search(
        code, {limits.max_search_positions, limits.max_search_bytes, limits.compute}, &known);
    const std::optional<bool> wins = search.player_to_move_wins(heaps);
    if (!wins) {
        return std::nullopt;
    }
    OctalSolution solution;
    solution.method = OctalSolveMethod::exhaustive_search;
    solution.player_to_move_wins = *wins;
    const bool answered = find_winning_moves(
        code, heaps, limits, solution,
        [&](std::size_t i, const OctalMove& move) -> std::optional<bool> {
            std::vector<int> option = heaps;
            option[i] = move.first;
            option.push_back(move.second);
            const std::optional<bool> option_wins = search.player_to_move_wins(option);
            if (!option_wins) {
                return std::nullopt;
            }
            return !*option_wins;
        });
    if (!answered) {
        return std::nullopt;
    }
    solution.searched_positions = search.positions();
    return solution;
}

}  // namespace

std::optional<OctalSolution> solve_octal_sum(const OctalCode& code, const std::vector<int>& heaps,
                                             Convention convention, const OctalSolveLimits& limits,
                                             std::optional<QuotientStop>* stop) {
    if (convention == Convention::normal) {
        return by_grundy_values(code, heaps, limits);
    }
    MisereQuotientEngine engine(code, limits.quotient_budget, limits.compute);
    const bool proved = engine.extend_to(largest(heaps));
    // The quotient of every heap, or of the heaps below where the budget stopped it.
    const MisereQuotient quotient(engine);
    if (proved) {
        return by_quotient(code, heaps, quotient, limits);
    }
    if (stop != nullptr) {
        *stop = engine.stop();
    }
    std::optional<OctalSolution> solution = by_search(code, heaps, limits, quotient);
    if (solution) {
        solution->quotient_stop = engine.stop();
        solution->quotient_order = quotient.order();
    }
    return solution;
}

}  // namespace marienbad
