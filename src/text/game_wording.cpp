// Any game's sentences: each function picks the game's own by the types of the setup and the
// move.
#include "text/game_wording.hpp"

#include <fmt/format.h>

#include <stdexcept>
#include <variant>

#include "i18n/i18n.hpp"
#include "text/grid_explanation_text.hpp"
#include "text/nim_explanation_text.hpp"
#include "text/row_explanation_text.hpp"

namespace marienbad {
namespace {

struct RulesSentence {
    const Wording& wording;
    std::string operator()(const NimSetup& nim) const {
        return nim_rules_sentence(nim.convention, wording);
    }
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
    const Wording& wording;
    std::string operator()(const NimSetup&) const {
        if (board.at(cell).kind != CellKind::piece) {
            return tr("There is no piece to take there.");
        }
        int pieces = 0;
        while (pieces < board.rows && board.at({pieces, cell.col}).kind == CellKind::piece) {
            ++pieces;
        }
        const std::string& pile = board.col_labels.at(static_cast<std::size_t>(cell.col));
        if (wording.piles_as_rows) {
            return ntrf("Row {1} has only {0} piece.", "Row {1} has only {0} pieces.", pieces,
                        pieces, pile);
        }
        return ntrf("Column {1} has only {0} piece.", "Column {1} has only {0} pieces.", pieces,
                    pieces, pile);
    }
    std::string operator()(const GridSetup&) const {
        const auto pawns = static_cast<long long>(board.moves_at(cell).size());
        if (pawns == 0) {
            return trf("No pawn can go to {0}.", board.cell_name(cell));
        }
        return ntrf("Only {0} pawn can go to {1}.", "Only {0} pawns can go to {1}.", pawns, pawns,
                    board.cell_name(cell));
    }
    std::string operator()(const RowSetup&) const { return row_refusal(board, cell.col, count); }
};

struct ColumnQuestion {
    int last;
    std::string operator()(const NimSetup&) const { return trf("Column (0-{0}): ", last); }
    std::string operator()(const RowSetup&) const {
        return trf("Place of the first match (0-{0}): ", last);
    }
    std::string operator()(const GridSetup&) const {
        throw std::logic_error("the grid's moves are asked by number");
    }
};

struct CountQuestion {
    const std::string& column;
    int most;
    std::string operator()(const NimSetup&) const {
        if (most == 1) {
            return trf("Pieces to take from column {0} (1, or just Enter): ", column);
        }
        return trf("Pieces to take from column {0} (1-{1}): ", column, most);
    }
    std::string operator()(const RowSetup&) const { return trf("Matches to take (1-{0}): ", most); }
    std::string operator()(const GridSetup&) const {
        throw std::logic_error("the grid's moves are asked by number");
    }
};

struct MoveDescription {
    const Wording& wording;
    std::string operator()(const NimSetup&, const NimMove& move) const {
        return describe_nim_move(move, wording);
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
    const Wording& wording;
    std::string operator()(const NimSetup&, const NimMove& move) const {
        return nim_move_announcement(mover, move, wording);
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

std::string rules_sentence(const AnySetup& setup, const Wording& wording) {
    return std::visit(RulesSentence{wording}, setup);
}

std::string rules_summary(const AnySetup& setup) {
    return std::visit(RulesSummary{}, setup);
}

std::string refused_pointing(const AnySetup& setup, const BoardModel& board, Cell cell, int count,
                             const Wording& wording) {
    return std::visit(PointingRefusal{board, cell, count, wording}, setup);
}

std::string refused_count(const AnySetup& setup, const BoardModel& board, Cell cell, int count,
                          const Wording& wording) {
    if (board.count_meaning != CountMeaning::pawn_number) {
        return refused_pointing(setup, board, cell, count, wording);
    }
    // A pawn named by its number that is not on the board or cannot move.
    const auto pawns = static_cast<long long>(board.pawns.size());
    if (count < 1 || count > pawns) {
        return ntrf("There is only {0} pawn.", "There are only {0} pawns.", pawns, pawns);
    }
    return trf("Pawn {0} cannot move.", count);
}

std::string column_question(const AnySetup& setup, int last_column) {
    return std::visit(ColumnQuestion{last_column}, setup);
}

std::string count_question(const AnySetup& setup, const std::string& column, int most) {
    return std::visit(CountQuestion{column, most}, setup);
}

std::string numbered_moves_text(const AnySetup& setup, const std::vector<AnyMove>& moves) {
    const auto* grid = std::get_if<GridSetup>(&setup);
    if (grid != nullptr && grid->pawns.size() == 1) {
        std::string line = tr("Choose the destination");
        for (std::size_t i = 0; i < moves.size(); ++i) {
            line += fmt::format(" {}:{}", i + 1, describe_move(setup, moves[i]));
        }
        return line + "\n";
    }
    std::string text = tr("Choose a move:") + std::string("\n");
    for (std::size_t i = 0; i < moves.size(); ++i) {
        text += fmt::format("  {}: {}\n", i + 1, describe_move(setup, moves[i]));
    }
    return text;
}

std::string describe_move(const AnySetup& setup, const AnyMove& move, const Wording& wording) {
    return std::visit(MoveDescription{wording}, setup, move);
}

std::string announce_move(const AnySetup& setup, Participant mover, const AnyMove& move,
                          const Wording& wording) {
    return std::visit(MoveAnnouncement{mover, wording}, setup, move);
}

std::optional<std::string> move_consequence(const AnySetup& setup, const BoardModel& before,
                                            const AnyMove& move, const BoardModel& after,
                                            const Wording& wording) {
    const auto* nim = std::get_if<NimMove>(&move);
    if (std::holds_alternative<NimSetup>(setup) && nim != nullptr) {
        return nim_removed_column_note(before, *nim, after, wording);
    }
    return std::nullopt;
}

std::optional<std::string> game_over_sentence(const AnySetup& setup, Participant last_mover) {
    return std::visit(GameOverSentence{last_mover}, setup);
}

}  // namespace marienbad
