// Any game's sentences: each function picks the game's own by the types of the setup and the
// move.
#include "text/game_wording.hpp"

#include <stdexcept>
#include <variant>

#include "i18n/i18n.hpp"
#include "text/grid_explanation_text.hpp"
#include "text/nim_explanation_text.hpp"
#include "text/row_explanation_text.hpp"

namespace marienbad {
namespace {

struct RulesSentence {
    std::string operator()(const NimSetup& nim) const { return nim_rules_sentence(nim.convention); }
    std::string operator()(const GridSetup& grid) const {
        return grid_rules_sentence(static_cast<int>(grid.pawns.size()));
    }
    std::string operator()(const RowSetup& row) const {
        return row_rules_sentence(RowRules(row.convention, row.max_take));
    }
};

struct RulesSummary {
    std::string operator()(const NimSetup& nim) const { return nim_rules_summary(nim.convention); }
    std::string operator()(const GridSetup& grid) const {
        return grid_rules_summary(grid.board, static_cast<int>(grid.pawns.size()));
    }
    std::string operator()(const RowSetup& row) const {
        return row_rules_summary(RowRules(row.convention, row.max_take), row.start.length());
    }
};

struct PointingRefusal {
    const BoardModel& board;
    Cell cell;
    int count;
    std::string operator()(const NimSetup&) const { return tr("There is no piece to take there."); }
    std::string operator()(const GridSetup&) const {
        return trf("No pawn can go to {0}.", board.cell_name(cell));
    }
    std::string operator()(const RowSetup&) const { return row_refusal(board, cell.col, count); }
};

struct MoveDescription {
    std::string operator()(const NimSetup&, const NimMove& move) const {
        return describe_nim_move(move);
    }
    std::string operator()(const GridSetup& grid, const GridMove& move) const {
        return describe_grid_move(move, grid.pawns.size());
    }
    std::string operator()(const RowSetup&, const RowMove& move) const {
        return describe_row_move(move);
    }
    std::string operator()(const auto&, const auto&) const {
        throw std::logic_error("a move of another game");
    }
};

struct MoveAnnouncement {
    Participant mover;
    std::string operator()(const NimSetup&, const NimMove& move) const {
        return nim_move_announcement(mover, move);
    }
    std::string operator()(const GridSetup& grid, const GridMove& move) const {
        return grid_move_announcement(mover, move, grid.pawns.size());
    }
    std::string operator()(const RowSetup&, const RowMove& move) const {
        return row_move_announcement(mover, move);
    }
    std::string operator()(const auto&, const auto&) const {
        throw std::logic_error("a move of another game");
    }
};

struct GameOverSentence {
    Participant last_mover;
    std::optional<std::string> operator()(const NimSetup& nim) const {
        return nim_game_over_sentence(nim.convention, last_mover);
    }
    std::optional<std::string> operator()(const GridSetup& grid) const {
        return grid_game_over_sentence(grid.pawns.size());
    }
    std::optional<std::string> operator()(const RowSetup&) const {
        return row_game_over_sentence(last_mover);
    }
};

}  // namespace

std::string rules_sentence(const AnySetup& setup) {
    return std::visit(RulesSentence{}, setup);
}

std::string rules_summary(const AnySetup& setup) {
    return std::visit(RulesSummary{}, setup);
}

std::string refused_pointing(const AnySetup& setup, const BoardModel& board, Cell cell, int count) {
    return std::visit(PointingRefusal{board, cell, count}, setup);
}

std::string describe_move(const AnySetup& setup, const AnyMove& move) {
    return std::visit(MoveDescription{}, setup, move);
}

std::string announce_move(const AnySetup& setup, Participant mover, const AnyMove& move) {
    return std::visit(MoveAnnouncement{mover}, setup, move);
}

std::optional<std::string> move_consequence(const AnySetup& setup, const BoardModel& before,
                                            const AnyMove& move, const BoardModel& after) {
    const auto* nim = std::get_if<NimMove>(&move);
    if (std::holds_alternative<NimSetup>(setup) && nim != nullptr) {
        return nim_removed_column_note(before, *nim, after);
    }
    return std::nullopt;
}

std::optional<std::string> game_over_sentence(const AnySetup& setup, Participant last_mover) {
    return std::visit(GameOverSentence{last_mover}, setup);
}

}  // namespace marienbad
