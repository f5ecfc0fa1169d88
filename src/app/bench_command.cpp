// The fixed workloads of `marienbad bench`, their timings and their signature.
#include "app/bench_command.hpp"

#include <chrono>
#include <cstdint>
#include <functional>

#include <fmt/format.h>

#include "core/random.hpp"
#include "i18n/i18n.hpp"
#include "rules/nim_rules.hpp"
#include "solvers/brute_force_solver.hpp"
#include "solvers/nim_explanation.hpp"
#include "solvers/nim_solver.hpp"

namespace marienbad {
namespace {

// FNV-1a over 64-bit words: a short fingerprint of every answer the solvers gave.
class Signature {
  public:
    void add(std::uint64_t word) {
        for (int byte = 0; byte < 8; ++byte) {
            hash_ = (hash_ ^ ((word >> (8 * byte)) & 0xFFU)) * 0x100000001B3ULL;
        }
    }
    std::uint64_t value() const { return hash_; }

  private:
    std::uint64_t hash_ = 0xCBF29CE484222325ULL;
};

struct Workload {
    const char* name;
    // Runs the workload, feeding its answers to the signature; returns how many items it did.
    std::function<long long(Signature&)> run;
};

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
        signature.add(solver.first_player_wins(position) ? 1 : 0);
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
                    wins += solver.first_player_wins(position) ? 1 : 0;
                }
            }
        }
    }
    signature.add(static_cast<std::uint64_t>(wins));
    signature.add(solver.positions_solved());
    return static_cast<long long>(solver.positions_solved());
}

}  // namespace

std::string run_bench() {
    // The boards are drawn before any clock starts: only the solvers are timed.
    const auto solve_boards = fixed_nim_positions(100'000);
    const auto explain_boards = fixed_nim_positions(20'000);
    const std::vector<Workload> workloads = {
        {"nim.solve.normal",
         [&](Signature& s) { return solve_nim_positions(s, solve_boards, Convention::normal); }},
        {"nim.solve.misere",
         [&](Signature& s) { return solve_nim_positions(s, solve_boards, Convention::misere); }},
        {"nim.explain", [&](Signature& s) { return explain_nim_positions(s, explain_boards); }},
        {"nim.brute_force.normal",
         [](Signature& s) { return brute_force_nim(s, Convention::normal); }},
        {"nim.brute_force.misere",
         [](Signature& s) { return brute_force_nim(s, Convention::misere); }},
    };
    std::string report = fmt::format("{:<26}{:>12}{:>14}{:>14}\n", tr("workload"), tr("items"),
                                     tr("time (ms)"), tr("µs per item"));
    Signature signature;
    double total_ms = 0.0;
    for (const auto& workload : workloads) {
        const auto start = std::chrono::steady_clock::now();
        const long long items = workload.run(signature);
        const std::chrono::duration<double, std::milli> elapsed =
            std::chrono::steady_clock::now() - start;
        total_ms += elapsed.count();
        report +=
            fmt::format("{:<26}{:>12}{:>14.1f}{:>14.3f}\n", workload.name, items, elapsed.count(),
                        1000.0 * elapsed.count() / static_cast<double>(items));
    }
    report += fmt::format("{:<26}{:>12}{:>14.1f}\n", tr("total"), "", total_ms);
    report += trf("Signature: {0:016x}\n", signature.value());
    return report;
}

}  // namespace marienbad
