// The row's puzzles (max-take 3, handout 004's). What each difficulty asks, every position checked
// by the solver:
//
//   difficulty  rules   places  runs  winning moves  legal moves  the reasoning
//   1           normal  5–12    1–2   1 or 2         6 or more    the mirror
//   2           normal  8–15    2–3   1              12 or more   the mirror, the runs' values
//   3           normal  21      3–5   1              25 or more   the runs' values
//   4           misère  6–12    2–3   1              8 or more    the recursion on small runs
//   5           misère  21      3–6   1              20 or more   the misère ending: the winning
//                                                                 move is not normal play's
#include <algorithm>

#include "games/row/row_game.hpp"
#include "games/row/row_solver.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

struct RowLevel {
    Convention convention;
    int min_places;
    int max_places;
    int min_runs;
    int max_runs;
    std::size_t most_winning;
    int min_legal;
};

RowLevel row_level(int difficulty) {
    switch (difficulty) {
        case 1:
            return {Convention::normal, 5, 12, 1, 2, 2, 6};
        case 2:
            return {Convention::normal, 8, 15, 2, 3, 1, 12};
        case 3:
            return {Convention::normal, 21, 21, 3, 5, 1, 25};
        case 4:
            return {Convention::misere, 6, 12, 2, 3, 1, 8};
        default:
            return {Convention::misere, 21, 21, 3, 6, 1, 20};
    }
}

}  // namespace

std::optional<RowSetup> RowGame::puzzle_candidate(int difficulty, Random& random) {
    const RowLevel level = row_level(difficulty);
    const int places = random.uniform_int(level.min_places, level.max_places);
    // Each place holds a match with a probability that leaves about the runs asked for.
    const double density = random.uniform_int(60, 85) / 100.0;
    RowPosition position = RowPosition::full(places);
    for (int place = 0; place < places; ++place) {
        position.set_match(place, random.chance(density));
    }
    const int runs = static_cast<int>(row_runs(position).size());
    if (runs < level.min_runs || runs > level.max_runs) {
        return std::nullopt;
    }
    const RowRules rules(level.convention, k_row_default_max_take);
    if (static_cast<int>(rules.legal_moves(position).size()) < level.min_legal) {
        return std::nullopt;
    }
    RowSolver solver(level.convention, k_row_default_max_take);
    const std::vector<RowMove> winning = solver.winning_moves(position);
    if (winning.empty() || winning.size() > level.most_winning) {
        return std::nullopt;
    }
    // The misère ending: a move normal play would not make.
    if (difficulty == k_max_puzzle_difficulty &&
        RowSolver(Convention::normal, k_row_default_max_take).winning_moves(position) == winning) {
        return std::nullopt;
    }
    return RowSetup{level.convention, k_row_default_max_take, std::move(position)};
}

std::string RowGame::difficulty_description(int difficulty) {
    switch (difficulty) {
        case 1:
            return tr(
                "normal play (whoever takes the last match wins), one or two runs; one or "
                "two moves win.");
        case 2:
            return tr("normal play, two or three runs; one move wins among 12 or more.");
        case 3:
            return tr(
                "normal play, a row of 21 places with three to five runs; one move wins "
                "among 25 or more.");
        case 4:
            return tr(
                "misère play (whoever takes the last match loses), two or three short runs; "
                "one move wins.");
        default:
            return tr(
                "misère play, a row of 21 places with three to six runs; one move wins, and "
                "it is not the move normal play would make.");
    }
}

}  // namespace marienbad
