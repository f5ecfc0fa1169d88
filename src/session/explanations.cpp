// The winning moves each game's explanation names.
#include "session/explanations.hpp"

namespace marienbad {
namespace {

template <class Move>
std::vector<AnyMove> any_moves(const std::vector<Move>& moves) {
    return {moves.begin(), moves.end()};
}

struct WinningMoves {
    std::vector<AnyMove> operator()(const NimExplanation& nim) const {
        return any_moves(nim.winning_moves);
    }
    std::vector<AnyMove> operator()(const GridExplanation& grid) const {
        return any_moves(grid.winning_moves);
    }
    std::vector<AnyMove> operator()(const RowExplanation& row) const {
        return any_moves(row.winning_moves);
    }
};

}  // namespace

std::vector<AnyMove> winning_moves_of(const AnyExplanation& explanation) {
    return std::visit(WinningMoves{}, explanation);
}

}  // namespace marienbad
