// `marienbad bench`'s Nim workloads: the nim-sum solver, handout 000's explanation, and the
// brute-force solver on every small position.
#include "games/nim/nim_game.hpp"

#include <memory>

#include "core/brute_force_solver.hpp"
#include "core/random.hpp"
#include "games/nim/nim_explanation.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"

namespace marienbad {
namespace {

std::vector<NimPosition> fixed_nim_positions(int count) {
    Random random(20261122);
    std::vector<NimPosition> positions;
    for (int i = 0; i < count; ++i) {
        positions.push_back(random_nim_position(random.uniform_int(1, k_nim_max_piles), random));
    }
    return positions;
}

std::uint64_t move_word(const NimMove& move) {
    return static_cast<std::uint64_t>(move.pile * 64 + move.take);
}

long long solve_nim_positions(Signature& signature, const std::vector<NimPosition>& positions,
                              Convention convention) {
    const NimSolver solver(convention);
    for (const auto& position : positions) {
        signature.add(solver.player_to_move_wins(position) ? 1 : 0);
        for (const NimMove& move : solver.winning_moves(position)) {
            signature.add(move_word(move));
        }
    }
    return std::ssize(positions);
}

long long explain_nim_positions(Signature& signature, const std::vector<NimPosition>& positions) {
    for (const auto& position : positions) {
        const auto explanation = explain_nim_position(position, Convention::normal);
        signature.add(explanation.winning_move ? move_word(*explanation.winning_move) : 0U);
    }
    return std::ssize(positions);
}

// Every position of up to 4 piles of up to 7 pieces, by brute force: the size of the test
// that checks the fast solver.
long long brute_force_nim(Signature& signature, Convention convention) {
    const NimRules rules(convention);
    BruteForceSolver solver(rules);
    long long wins = 0;
    for (int a = 0; a <= 7; ++a) {
        for (int b = 0; b <= 7; ++b) {
            for (int c = 0; c <= 7; ++c) {
                for (int d = 1; d <= 7; ++d) {
                    NimPosition position;
                    for (const int pile : {a, b, c, d}) {
                        if (pile > 0) {
                            position.piles.push_back(pile);
                        }
                    }
                    wins += solver.player_to_move_wins(position) ? 1 : 0;
                }
            }
        }
    }
    signature.add(static_cast<std::uint64_t>(wins));
    signature.add(solver.positions_solved());
    return static_cast<long long>(solver.positions_solved());
}

}  // namespace

std::vector<Workload> NimGame::workloads() {
    // Shared by the workloads that use them; drawn here, before any clock starts.
    auto solve_boards =
        std::make_shared<const std::vector<NimPosition>>(fixed_nim_positions(100'000));
    auto explain_boards =
        std::make_shared<const std::vector<NimPosition>>(fixed_nim_positions(20'000));
    return {
        {"nim.solve.normal",
         [=](Signature& s) { return solve_nim_positions(s, *solve_boards, Convention::normal); }},
        {"nim.solve.misere",
         [=](Signature& s) { return solve_nim_positions(s, *solve_boards, Convention::misere); }},
        {"nim.explain", [=](Signature& s) { return explain_nim_positions(s, *explain_boards); }},
        {"nim.brute_force.normal",
         [](Signature& s) { return brute_force_nim(s, Convention::normal); }},
        {"nim.brute_force.misere",
         [](Signature& s) { return brute_force_nim(s, Convention::misere); }},
    };
}

}  // namespace marienbad
