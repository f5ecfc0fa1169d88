// The pawn game of handout 001: moves of one pawn among several, apply and undo.
#include "games/grid/grid_rules.hpp"

#include <algorithm>
#include <stdexcept>

namespace marienbad {

GridPosition grid_start_position(const GridBoard& board, int pawns) {
    if (pawns < 1 || pawns > k_grid_max_pawns) {
        throw std::invalid_argument("grid_start_position: pawn count out of range");
    }
    return GridPosition{std::vector<Cell>(static_cast<std::size_t>(pawns), board.start())};
}

bool is_first_pawn_on_its_cell(const GridPosition& position, int pawn) {
    const auto first = position.pawns.begin();
    const auto self = first + pawn;
    return std::find(first, self, *self) == self;
}

GridRules::GridRules(GridBoard board) : board_(std::move(board)) {
    if (find_grid_problem(board_)) {
        throw std::invalid_argument("GridRules: the board breaks the rules of banned cells");
    }
}

std::vector<GridMove> GridRules::legal_moves(const GridPosition& position) const {
    std::vector<GridMove> moves;
    for (std::size_t pawn = 0; pawn < position.pawns.size(); ++pawn) {
        for (const Cell to : board_.destinations(position.pawns[pawn])) {
            moves.push_back({static_cast<int>(pawn), to});
        }
    }
    return moves;
}

bool GridRules::is_legal(const GridPosition& position, const GridMove& move) const {
    if (move.pawn < 0 || move.pawn >= static_cast<int>(position.pawns.size())) {
        return false;
    }
    const auto destinations =
        board_.destinations(position.pawns[static_cast<std::size_t>(move.pawn)]);
    return std::find(destinations.begin(), destinations.end(), move.to) != destinations.end();
}

GridUndo GridRules::apply(GridPosition& position, const GridMove& move) const {
    if (!is_legal(position, move)) {
        throw std::invalid_argument("GridRules::apply: illegal move");
    }
    Cell& pawn = position.pawns[static_cast<std::size_t>(move.pawn)];
    const GridUndo undo{move.pawn, pawn};
    pawn = move.to;
    return undo;
}

void GridRules::undo(GridPosition& position, const GridUndo& undo) const {
    position.pawns.at(static_cast<std::size_t>(undo.pawn)) = undo.from;
}

bool GridRules::is_over(const GridPosition& position) const {
    return std::all_of(position.pawns.begin(), position.pawns.end(),
                       [this](Cell pawn) { return pawn == board_.sink(); });
}

int GridRules::max_remaining_moves(const GridPosition& position) const {
    int moves = 0;
    for (const Cell pawn : position.pawns) {
        moves += (board_.sink().row - pawn.row) + (board_.sink().col - pawn.col);
    }
    return moves;
}

int GridRules::move_place(const GridPosition& position, const GridMove& move) const {
    const Cell from = position.pawns.at(static_cast<std::size_t>(move.pawn));
    const int down = move.to.row > from.row ? 1 : 0;
    return move.pawn * 2 + down;
}

}  // namespace marienbad
