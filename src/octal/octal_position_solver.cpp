// Sums of octal heaps solved by Grundy values, by the misère quotient or by search
// (octal_position_solver.hpp).
#include "octal/octal_position_solver.hpp"

#include <algorithm>

#include "octal/misere_quotient.hpp"
#include "octal/octal_misere_search.hpp"
#include "octal/sparse_space_values.hpp"

namespace marienbad {
namespace {

int largest(const std::vector<int>& heaps) {
    return heaps.empty() ? 0 : *std::max_element(heaps.begin(), heaps.end());
}

// Calls `is_winning(i, move)` for every move of the sum and keeps those it accepts.
template <typename IsWinning>
std::optional<std::vector<OctalSumMove>> winning_moves(const OctalCode& code,
                                                       const std::vector<int>& heaps,
                                                       IsWinning is_winning) {
    std::vector<OctalSumMove> moves;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        for (const OctalMove& move : octal_moves(code, heaps[i])) {
            const std::optional<bool> wins = is_winning(i, move);
            if (!wins) {
                return std::nullopt;
            }
            if (*wins) {
                moves.push_back({static_cast<int>(i), move});
            }
        }
    }
    return moves;
}

OctalSolution by_grundy_values(const OctalCode& code, const std::vector<int>& heaps) {
    const std::vector<int> values = sparse_space_octal_values(code, largest(heaps) + 1);
    const auto value = [&values](int heap) { return values[static_cast<std::size_t>(heap)]; };
    OctalSolution solution;
    solution.method = OctalSolveMethod::grundy_values;
    for (const int heap : heaps) {
        solution.heap_values.push_back(value(heap));
        solution.nim_sum ^= value(heap);
    }
    const int nim_sum = solution.nim_sum;
    solution.player_to_move_wins = nim_sum != 0;
    solution.winning_moves = *winning_moves(
        code, heaps, [&](std::size_t i, const OctalMove& move) -> std::optional<bool> {
            return (nim_sum ^ value(heaps[i]) ^ value(move.first) ^ value(move.second)) == 0;
        });
    return solution;
}

OctalSolution by_quotient(const OctalCode& code, const std::vector<int>& heaps,
                          const MisereQuotient& quotient) {
    OctalSolution solution;
    solution.method = OctalSolveMethod::misere_quotient;
    solution.quotient_order = quotient.order();
    solution.player_to_move_wins = !quotient.player_to_move_loses(heaps);
    const std::vector<int> rest = quotient.elements_without_each(heaps);
    solution.winning_moves = *winning_moves(
        code, heaps, [&](std::size_t i, const OctalMove& move) -> std::optional<bool> {
            return quotient.losing(
                quotient.times_heap(quotient.times_heap(rest[i], move.first), move.second));
        });
    return solution;
}

std::optional<OctalSolution> by_search(const OctalCode& code, const std::vector<int>& heaps,
                                       std::size_t max_positions, const MisereQuotient& known) {
    OctalMisereSearch search(code, max_positions, &known);
    const std::optional<bool> wins = search.player_to_move_wins(heaps);
    if (!wins) {
        return std::nullopt;
    }
    OctalSolution solution;
    solution.method = OctalSolveMethod::exhaustive_search;
    solution.player_to_move_wins = *wins;
    std::optional<std::vector<OctalSumMove>> moves = winning_moves(
        code, heaps, [&](std::size_t i, const OctalMove& move) -> std::optional<bool> {
            std::vector<int> option = heaps;
            option[i] = move.first;
            option.push_back(move.second);
            const std::optional<bool> option_wins = search.player_to_move_wins(option);
            if (!option_wins) {
                return std::nullopt;
            }
            return !*option_wins;
        });
    if (!moves) {
        return std::nullopt;
    }
    solution.winning_moves = std::move(*moves);
    solution.searched_positions = search.positions();
    return solution;
}

}  // namespace

std::optional<OctalSolution> solve_octal_sum(const OctalCode& code, const std::vector<int>& heaps,
                                             Convention convention, const OctalSolveLimits& limits,
                                             std::optional<QuotientStop>* stop) {
    if (convention == Convention::normal) {
        return by_grundy_values(code, heaps);
    }
    MisereQuotientEngine engine(code, limits.quotient_budget);
    const bool proved = engine.extend_to(largest(heaps));
    // The quotient of every heap, or of the heaps below where the budget stopped it.
    const MisereQuotient quotient(engine);
    if (proved) {
        return by_quotient(code, heaps, quotient);
    }
    if (stop != nullptr) {
        *stop = engine.stop();
    }
    std::optional<OctalSolution> solution =
        by_search(code, heaps, limits.max_search_positions, quotient);
    if (solution) {
        solution->quotient_stop = engine.stop();
        solution->quotient_order = quotient.order();
    }
    return solution;
}

}  // namespace marienbad
