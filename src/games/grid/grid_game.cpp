// The pawn game's traits: the members that hand their work to the functions of its other files.
#include "games/grid/grid_game.hpp"

#include "games/grid/grid_board_model.hpp"
#include "games/grid/grid_explanation_text.hpp"
#include "games/grid/grid_hint_steps.hpp"
#include "games/grid/grid_losing_move.hpp"
#include "games/grid/grid_wording.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

template class TypedSession<GridGame>;
template class TypedGame<GridGame>;

BoardModel GridGame::board(const GridRules& rules, const GridPosition& position) {
    return grid_board_model(rules.board(), position);
}

GridExplanation GridGame::explain(const GridRules& rules, GridSolver& solver,
                                  const GridPosition& position, const std::optional<GridMove>&) {
    return explain_grid_position(rules, solver, position);
}

std::string GridGame::rules_sentence(const GridSetup& setup, const Wording&) {
    return grid_rules_sentence(static_cast<int>(setup.pawns.size()));
}

std::string GridGame::rules_summary(const GridSetup& setup) {
    return grid_rules_summary(setup.board, static_cast<int>(setup.pawns.size()));
}

std::string GridGame::describe_move(const GridSetup& setup, const GridMove& move, const Wording&) {
    return describe_grid_move(move, setup.pawns.size());
}

std::string GridGame::announce_move(const GridSetup& setup, Participant mover, const GridMove& move,
                                    const Wording&) {
    return grid_move_announcement(mover, move, setup.pawns.size());
}

std::optional<std::string> GridGame::move_consequence(const GridSetup&, const BoardModel&,
                                                      const GridMove&, const BoardModel&,
                                                      const Wording&) {
    return std::nullopt;  // a move of a pawn says it all
}

std::optional<std::string> GridGame::game_over_sentence(const GridSetup& setup, Participant) {
    return grid_game_over_sentence(setup.pawns.size());
}

std::string GridGame::refused_pointing(const GridSetup&, const BoardModel& board, Cell cell, int,
                                       const Wording&) {
    return grid_pointing_refusal(board, cell);
}

std::string GridGame::refused_count(const GridSetup&, const BoardModel& board, Cell, int count,
                                    const Wording&) {
    return grid_pawn_refusal(board, count);
}

std::string GridGame::numbered_moves_text(const GridSetup& setup,
                                          const std::vector<GridMove>& moves) {
    return grid_numbered_moves_text(moves, setup.pawns.size());
}

std::string GridGame::how_to_play(const GridSetup& setup) {
    return grid_how_to_play(setup.pawns.size());
}

std::string GridGame::render_explanation(const GridExplanation& explanation, const Wording&) {
    return render_grid_explanation(explanation);
}

std::optional<std::string> GridGame::winning_answer(const GridExplanation& explanation,
                                                    const Wording&) {
    return grid_winning_answer(explanation);
}

HintSteps GridGame::hint_steps(const GridExplanation& explanation, const Wording&) {
    return grid_hint_steps(explanation);
}

std::string GridGame::lesson_title() {
    return tr("Lesson: the pawn on a grid");
}

std::optional<std::string> GridGame::why_move_loses(const GridSetup& setup, const GridMove& move,
                                                    const GridPosition& after, const Wording&) {
    return grid_why_move_loses(setup, move, after);
}

// Handout 001's figure 4 boards and two open ones, a pawn on each free cell; two pawns on each pair
// of cells of the open 3 × 3 grid.
std::vector<GridSetup> GridGame::small_setups() {
    GridBoard left(5, 5);  // figure 4, left
    left.ban({1, 3});
    left.ban({3, 2});
    GridBoard right(5, 7);  // figure 4, right
    for (const Cell cell : {Cell{1, 1}, Cell{2, 1}, Cell{1, 4}, Cell{2, 5}, Cell{3, 3}}) {
        right.ban(cell);
    }
    std::vector<GridSetup> setups;
    for (const GridBoard& board : {left, right, GridBoard(3, 3), GridBoard(4, 5)}) {
        for (int row = 0; row < board.rows(); ++row) {
            for (int col = 0; col < board.cols(); ++col) {
                if (board.is_free({row, col})) {
                    setups.push_back({board, {Cell{row, col}}});
                }
            }
        }
    }
    const GridBoard open(3, 3);
    for (int first = 0; first < 9; ++first) {
        for (int second = 0; second < 9; ++second) {
            setups.push_back({open, {Cell{first / 3, first % 3}, Cell{second / 3, second % 3}}});
        }
    }
    return setups;
}

std::string GridGame::solution(const GridExplanation& explanation, const Wording&) {
    return solution_from_steps(grid_hint_steps(explanation));
}

std::optional<GridSetup> GridGame::normal_play(const GridSetup&) {
    return std::nullopt;  // the pawn has one convention: whoever moves last wins
}

}  // namespace marienbad
