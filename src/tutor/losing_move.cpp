// Why a move loses, for each game.
#include "tutor/losing_move.hpp"

#include "i18n/i18n.hpp"
#include "solvers/grid_solver.hpp"
#include "solvers/nim_explanation.hpp"
#include "solvers/nim_solver.hpp"
#include "solvers/row_solver.hpp"
#include "text/board_text.hpp"
#include "text/game_wording.hpp"
#include "text/number_list.hpp"
#include "tutor/lesson_tables.hpp"

namespace marienbad {
namespace {

// The position `move` leaves when it lets the win go: `start` won for the player to move, `move`
// legal there, and what it leaves won for the opponent; nothing otherwise.
template <typename Rules, typename Solver, typename Position, typename Move>
std::optional<Position> left_by_losing_move(const Rules& rules, Solver& solver,
                                            const Position& start, const Move& move) {
    if (!solver.player_to_move_wins(start) || !rules.is_legal(start, move)) {
        return std::nullopt;
    }
    Position after = start;
    rules.apply(after, move);
    if (!solver.player_to_move_wins(after)) {
        return std::nullopt;
    }
    return after;
}

std::string piles_text(const NimPosition& position) {
    return list_of_numbers(position.piles);
}

std::optional<std::string> nim_loses(const NimSetup& setup, const NimMove& move,
                                     const Wording& wording) {
    const NimRules rules(setup.convention);
    const NimSolver solver(setup.convention);
    const std::optional<NimPosition> left = left_by_losing_move(rules, solver, setup.start, move);
    if (!left) {
        return std::nullopt;
    }
    const NimPosition& after = *left;
    if (after.piles.empty()) {
        return std::string(
            tr("That move loses: you would take the last piece, and in misère play whoever "
               "takes it loses."));
    }
    const NimExplanation explained = explain_nim_position(after, setup.convention);
    const AnyMove reply = explained.winning_moves.front();
    const std::string answer =
        describe_move(AnySetup{NimSetup{setup.convention, after}}, reply, wording);
    switch (explained.misere_case) {
        case MisereCase::only_single_pieces:
            return ntrf(
                "That move loses: it leaves {0} pile of one piece, and in misère play an even "
                "number of them loses for you: your opponent takes one, and the last one is "
                "yours.",
                "That move loses: it leaves {0} piles of one piece, and in misère play an even "
                "number of them loses for you: your opponent takes one, and the last one is "
                "yours.",
                static_cast<long long>(after.piles.size()), after.piles.size());
        case MisereCase::one_large_pile:
            return trf(
                "That move loses: it leaves {0}, only one pile of more than one piece. In misère "
                "play your opponent answers: {1}, which leaves an odd number of piles of one "
                "piece, and the last piece is yours.",
                piles_text(after), answer);
        case MisereCase::not_misere:
        case MisereCase::like_normal_play:
            break;
    }
    const std::vector<int> odd = nim_odd_worths(after.piles);
    return ntrf(
        "That move loses: it leaves {0}. In binary the sums of the bit columns are {1}: the sum "
        "in the column worth {2} is odd, so the position is odd, and your opponent makes every "
        "sum even again: {3}.",
        "That move loses: it leaves {0}. In binary the sums of the bit columns are {1}: the sums "
        "in the columns worth {2} are odd, so the position is odd, and your opponent makes every "
        "sum even again: {3}.",
        static_cast<long long>(odd.size()), piles_text(after), nim_column_sums(after.piles),
        list_of_numbers(odd), answer);
}

std::optional<std::string> grid_loses(const GridSetup& setup, const GridMove& move) {
    const GridRules rules(setup.board);
    const GridSolver solver(rules);
    const std::optional<GridPosition> left =
        left_by_losing_move(rules, solver, GridPosition{setup.pawns}, move);
    if (!left) {
        return std::nullopt;
    }
    const GridPosition& after = *left;
    const GridMove reply = solver.winning_moves(after).front();
    if (after.pawns.size() == 1 && reply.to == setup.board.sink()) {
        return trf(
            "That move loses: the pawn would stand on {0}, labelled 1, from where your opponent "
            "pushes it into the sink, {1}.",
            cell_name(move.to), cell_name(reply.to));
    }
    if (after.pawns.size() == 1) {
        return trf(
            "That move loses: the pawn would stand on {0}, labelled 1. From there your opponent "
            "pushes it to {1}, labelled 0, and from a 0 every move leads to a 1 again.",
            cell_name(move.to), cell_name(reply.to));
    }
    std::vector<int> values;
    for (const Cell cell : after.pawns) {
        values.push_back(solver.table().value(cell));
    }
    return trf(
        "That move loses: the pawns would stand on cells worth {0}, whose xor is {1}, not 0. "
        "Your opponent answers by moving pawn {2} to {3}, which makes the xor 0.",
        list_of_numbers(values), solver.position_value(after), reply.pawn + 1, cell_name(reply.to));
}

// Whether the runs come in equal pairs, each length an even number of times; no match left counts.
bool runs_in_pairs(const RowPosition& position) {
    return position.match_count() == 0 || runs_in_equal_pairs(position);
}

std::optional<std::string> row_loses(const RowSetup& setup, const RowMove& move) {
    const RowRules rules(setup.convention, setup.max_take);
    RowSolver solver(setup.convention, setup.max_take);
    const std::optional<RowPosition> left = left_by_losing_move(rules, solver, setup.start, move);
    if (!left) {
        return std::nullopt;
    }
    const RowPosition& after = *left;
    if (after.match_count() == 0) {
        return std::string(
            tr("That move loses: you would take the last match, and whoever takes it loses."));
    }
    // The answer to show: one that leaves runs in equal pairs when there is one (the mirror),
    // else the first.
    const std::vector<RowMove> replies = solver.winning_moves(after);
    RowMove reply = replies.front();
    for (const RowMove& candidate : replies) {
        RowPosition leaves = after;
        rules.apply(leaves, candidate);
        if (runs_in_pairs(leaves)) {
            reply = candidate;
            break;
        }
    }
    RowPosition answered = after;
    rules.apply(answered, reply);
    const std::string answer =
        describe_move(AnySetup{RowSetup{setup.convention, setup.max_take, after}}, reply);
    std::string why;
    if (answered.match_count() == 0) {  // normal play: in misère play taking it all loses
        why = tr("the last match is theirs, and whoever takes it wins.");
    } else if (setup.convention == Convention::misere && answered.match_count() == 1) {
        why = tr("and the last match is yours.");
    } else if (setup.convention == Convention::normal && runs_in_pairs(answered)) {
        why =
            tr("runs in equal pairs: whatever you take from one, your opponent takes the same "
               "from its twin.");
    } else {
        why = tr("from there every move you could make leaves your opponent a winning answer.");
    }
    return trf("That move loses: it leaves {0}. Your opponent answers: {1}, which leaves {2} — {3}",
               row_runs_text(after), answer, row_runs_text(answered), why);
}

}  // namespace

std::optional<std::string> why_move_loses(const AnySetup& setup, const AnyMove& move,
                                          const Wording& wording) {
    if (const auto* nim = std::get_if<NimSetup>(&setup)) {
        if (const auto* nim_move = std::get_if<NimMove>(&move)) {
            return nim_loses(*nim, *nim_move, wording);
        }
    } else if (const auto* grid = std::get_if<GridSetup>(&setup)) {
        if (const auto* grid_move = std::get_if<GridMove>(&move)) {
            return grid_loses(*grid, *grid_move);
        }
    } else if (const auto* row = std::get_if<RowSetup>(&setup)) {
        if (const auto* row_move = std::get_if<RowMove>(&move)) {
            return row_loses(*row, *row_move);
        }
    }
    return std::nullopt;
}

}  // namespace marienbad
