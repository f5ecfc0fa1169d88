// `marienbad bench`'s workloads for the matchstick row (handout 004): normal play from the runs'
// Grundy values on long random rows; misère play with max-take 3 by the rule of 0.777 — every
// winning move of a full row of 10^5 places (its Grundy values included) and of random rows of
// up to 200 places, and the computer's move (level 4) at every turn of games of 200 places;
// misère play with max-take 2 (Kayles) by its misère quotient on the same random rows, and the
// computer's games of 100 places, the quotient computed in each.
#include <memory>

#include "core/random.hpp"
#include "games/row/row_game.hpp"
#include "games/row/row_solver.hpp"
#include "players/computer_player.hpp"

namespace marienbad {
namespace {

// A row of `length` places, about three in four holding a match, at least one.
RowPosition random_row(int length, Random& random) {
    RowPosition position = RowPosition::full(length);
    for (int place = 0; place < length; ++place) {
        position.set_match(place, random.uniform_int(0, 3) != 0);
    }
    position.set_match(random.uniform_int(0, length - 1), true);
    return position;
}

std::vector<RowPosition> fixed_rows(std::uint64_t seed, int count, int max_length) {
    Random random(seed);
    std::vector<RowPosition> rows;
    for (int i = 0; i < count; ++i) {
        rows.push_back(random_row(random.uniform_int(1, max_length), random));
    }
    return rows;
}

std::uint64_t move_word(const RowMove& move) {
    return static_cast<std::uint64_t>(move.start * 16 + move.count);
}

long long winning_moves_of(Signature& signature, RowSolver& solver,
                           const std::vector<RowPosition>& rows) {
    for (const RowPosition& row : rows) {
        const auto moves = solver.winning_moves(row);
        signature.add(moves.size());
        for (const RowMove& move : moves) {
            signature.add(move_word(move));
        }
    }
    return std::ssize(rows);
}

long long misere_full_row_100000(Signature& signature) {
    RowSolver solver(Convention::misere, k_row_default_max_take);
    const std::vector<RowPosition> row{RowPosition::full(100'000)};
    return winning_moves_of(signature, solver, row);
}

// Whole games of `length` places, the computer (level 4) against itself with a fresh solver,
// one seed a game (with max-take 2, the misère quotient of Kayles is computed in each game):
// every move it chose. The items are its moves.
long long computer_games(Signature& signature, int max_take, int length) {
    const RowRules rules(Convention::misere, max_take);
    long long moves = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        Random random(seed);
        RowSolver solver(Convention::misere, max_take);
        ComputerPlayer<RowRules, RowSolver> computer(rules, solver, Strength::from_level(4),
                                                     random);
        RowPosition position = RowPosition::full(length);
        // A random first move, so that the computer also plays from lost positions.
        rules.apply(position, random_move(rules, position, random));
        while (!rules.is_over(position)) {
            const RowMove move = *computer.choose_move(position, {});
            signature.add(move_word(move));
            rules.apply(position, move);
            ++moves;
        }
    }
    return moves;
}

}  // namespace

std::vector<Workload> RowGame::workloads() {
    auto long_rows = std::make_shared<const std::vector<RowPosition>>(
        fixed_rows(20261125, 5000, k_row_max_length));
    return {
        {"row.normal.random_200",
         [=](Signature& s) {
             RowSolver solver(Convention::normal, k_row_default_max_take);
             return winning_moves_of(s, solver, *long_rows);
         }},
        {"row.misere.random_200",
         [=](Signature& s) {
             RowSolver solver(Convention::misere, k_row_default_max_take);
             return winning_moves_of(s, solver, *long_rows);
         }},
        {"row.misere.full_100000", misere_full_row_100000},
        {"row.misere.computer_200",
         [](Signature& s) { return computer_games(s, k_row_default_max_take, k_row_max_length); }},
        {"row.quotient_2.random_200",
         [=](Signature& s) {
             RowSolver solver(Convention::misere, 2);
             return winning_moves_of(s, solver, *long_rows);
         }},
        {"row.quotient_2.computer_100", [](Signature& s) { return computer_games(s, 2, 100); }},
    };
}

}  // namespace marienbad
