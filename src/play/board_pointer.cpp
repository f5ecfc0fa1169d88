// The cursor's moves over the cells that make moves.
#include "play/board_pointer.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <utility>

namespace marienbad {
namespace {

std::size_t index_of(const BoardModel& board, Cell cell) {
    return static_cast<std::size_t>(cell.row * board.cols + cell.col);
}

// Every cell pointing at which makes a move, in the order of the moves (once through them: the
// largest boards offer about two thousand moves, and this runs at every hover).
std::vector<Cell> target_cells(const BoardModel& board) {
    std::vector<Cell> cells;
    std::vector<char> seen(board.cells.size(), 0);
    for (const BoardMove& move : board.moves) {
        if (move.offered && board.contains(move.target) &&
            seen[index_of(board, move.target)] == 0) {
            seen[index_of(board, move.target)] = 1;
            cells.push_back(move.target);
        }
    }
    return cells;
}

// Each offered move with its pointer: its target and its rank among the target's moves.
template <class Visit>
void for_each_pointed_move(const BoardModel& board, Visit visit) {
    std::vector<int> counts(board.cells.size(), 0);
    for (const BoardMove& move : board.moves) {
        if (move.offered && board.contains(move.target)) {
            const int count = ++counts[index_of(board, move.target)];
            visit(move, BoardPointer{move.target, count});
        }
    }
}

int move_count_at(const BoardModel& board, Cell cell) {
    return static_cast<int>(board.moves_at(cell).size());
}

BoardPointer on_cell(const BoardModel& board, Cell cell, int count) {
    return {cell, std::clamp(count, 1, std::max(1, move_count_at(board, cell)))};
}

bool includes(const std::vector<Cell>& larger, const std::vector<Cell>& smaller) {
    return std::all_of(smaller.begin(), smaller.end(), [&](Cell cell) {
        return std::find(larger.begin(), larger.end(), cell) != larger.end();
    });
}

// The pointer moving the pawn numbered `pawn` (from 1): to the pointed cell when it can go there,
// else to the first cell it can go to.
std::optional<BoardPointer> pawn_pointer(const BoardModel& board, const BoardPointer& pointer,
                                         int pawn) {
    if (pawn < 1 || pawn > static_cast<int>(board.pawns.size())) {
        return std::nullopt;
    }
    const Cell from = board.pawns[static_cast<std::size_t>(pawn - 1)];
    // The targets' order: where each first appears among the moves.
    std::vector<int> rank(board.cells.size(), -1);
    int next_rank = 0;
    std::optional<BoardPointer> here;
    std::optional<BoardPointer> first;
    int first_rank = 0;
    for_each_pointed_move(board, [&](const BoardMove& move, const BoardPointer& pointed) {
        int& cell_rank = rank[index_of(board, move.target)];
        if (cell_rank < 0) {
            cell_rank = next_rank++;
        }
        if (move.touched.empty() || move.touched.front() != from) {
            return;
        }
        if (move.target == pointer.cell && !here) {
            here = pointed;
        }
        if (!first || cell_rank < first_rank) {
            first = pointed;
            first_rank = cell_rank;
        }
    });
    return here ? here : first;
}

}  // namespace

std::optional<AnyMove> pointed_move(const BoardModel& board, const BoardPointer& pointer) {
    return board.move_at(pointer.cell, pointer.count);
}

std::optional<BoardPointer> pointer_to(const BoardModel& board, const AnyMove& move) {
    for (const BoardMove& board_move : board.moves) {
        if (board_move.offered && board_move.move == move) {
            const auto moves = board.moves_at(board_move.target);
            const auto at = std::find(moves.begin(), moves.end(), move);
            return BoardPointer{board_move.target, static_cast<int>(at - moves.begin()) + 1};
        }
    }
    return std::nullopt;
}

std::optional<BoardPointer> first_pointer(const BoardModel& board) {
    const auto cells = target_cells(board);
    if (cells.empty()) {
        return std::nullopt;
    }
    return BoardPointer{cells.front(), 1};
}

std::optional<BoardPointer> nearest_pointer(const BoardModel& board, const BoardPointer& pointer) {
    const auto cells = target_cells(board);
    if (cells.empty()) {
        return std::nullopt;
    }
    const auto distance = [&](Cell cell) {
        return std::abs(cell.row - pointer.cell.row) + std::abs(cell.col - pointer.cell.col);
    };
    const Cell nearest = *std::min_element(
        cells.begin(), cells.end(), [&](Cell a, Cell b) { return distance(a) < distance(b); });
    return on_cell(board, nearest, pointer.count);
}

BoardPointer step_pointer(const BoardModel& board, const BoardPointer& pointer, Direction direction,
                          bool transposed) {
    const bool vertical = direction == Direction::up || direction == Direction::down;
    const int drawn_rows = transposed ? board.cols : board.rows;
    if (vertical && drawn_rows == 1) {
        return resize_pointer(board, pointer, direction == Direction::up ? 1 : -1);
    }
    const auto drawn = [transposed](Cell cell) {
        return transposed ? Cell{cell.col, cell.row} : cell;
    };
    const Cell from = drawn(pointer.cell);
    std::optional<Cell> best;
    std::pair<int, int> best_key{std::numeric_limits<int>::max(), 0};
    for (const Cell cell : target_cells(board)) {
        const Cell to = drawn(cell);
        const int along = vertical ? to.row - from.row : to.col - from.col;
        const int across = vertical ? std::abs(to.col - from.col) : std::abs(to.row - from.row);
        const bool forward = direction == Direction::right || direction == Direction::down;
        const int distance = forward ? along : -along;
        if (distance <= 0) {
            continue;
        }
        const std::pair<int, int> key{distance, across};
        if (key < best_key) {
            best_key = key;
            best = cell;
        }
    }
    return best ? on_cell(board, *best, pointer.count) : pointer;
}

BoardPointer step_pointer_to_end(const BoardModel& board, const BoardPointer& pointer,
                                 Direction direction, bool transposed) {
    // Each step goes strictly further: at most one step a cell.
    BoardPointer far = pointer;
    for (std::size_t steps = board.moves.size(); steps > 0; --steps) {
        const BoardPointer next = step_pointer(board, far, direction, transposed);
        if (next == far) {
            break;
        }
        far = next;
    }
    return far;
}

BoardPointer resize_pointer(const BoardModel& board, const BoardPointer& pointer, int delta) {
    const int count = pointer.count + delta;
    if (count >= 1 && count <= move_count_at(board, pointer.cell)) {
        return {pointer.cell, count};
    }
    const auto move = pointed_move(board, pointer);
    if (!move) {
        return pointer;
    }
    const std::vector<Cell> touched = board.cells_touched(*move);
    const std::size_t wanted = touched.size() + (delta > 0 ? 1 : 0) - (delta > 0 ? 0 : 1);
    // The first such move in the order of the targets, or one at the pointer's own cell.
    std::vector<int> rank(board.cells.size(), -1);
    int next_rank = 0;
    std::optional<BoardPointer> found;
    int found_rank = 0;
    for_each_pointed_move(board, [&](const BoardMove& other, const BoardPointer& pointed) {
        int& cell_rank = rank[index_of(board, other.target)];
        if (cell_rank < 0) {
            cell_rank = next_rank++;
        }
        const bool nested =
            delta > 0 ? includes(other.touched, touched) : includes(touched, other.touched);
        if (other.touched.size() != wanted || !nested) {
            return;
        }
        const bool at_pointer = other.target == pointer.cell;
        const bool found_at_pointer = found && found->cell == pointer.cell;
        if (!found || (at_pointer && !found_at_pointer) ||
            (at_pointer == found_at_pointer && cell_rank < found_rank)) {
            found = pointed;
            found_rank = cell_rank;
        }
    });
    return found.value_or(pointer);
}

std::optional<int> pointed_pawn(const BoardModel& board, const BoardPointer& pointer) {
    if (board.pawns.empty()) {
        return std::nullopt;
    }
    const auto move = pointed_move(board, pointer);
    if (!move) {
        return std::nullopt;
    }
    const auto touched = board.cells_touched(*move);
    if (touched.empty()) {
        return std::nullopt;
    }
    // Pawns sharing a cell move as one: the first of them is the one offered.
    const auto found = std::find(board.pawns.begin(), board.pawns.end(), touched.front());
    if (found == board.pawns.end()) {
        return std::nullopt;
    }
    return static_cast<int>(found - board.pawns.begin()) + 1;
}

std::optional<BoardPointer> other_pawn_pointer(const BoardModel& board, const BoardPointer& pointer,
                                               int delta) {
    const auto pawn = pointed_pawn(board, pointer);
    const int pawns = static_cast<int>(board.pawns.size());
    if (!pawn || pawns < 2 || delta == 0) {
        return std::nullopt;
    }
    const int step = delta > 0 ? 1 : -1;
    for (int turn = 1; turn < pawns; ++turn) {
        const int other = ((*pawn - 1 + step * turn) % pawns + pawns) % pawns + 1;
        if (const auto moved = pawn_pointer(board, pointer, other)) {
            if (pointed_pawn(board, *moved) == other) {
                return moved;
            }
        }
    }
    return std::nullopt;
}

std::optional<BoardPointer> pawn_choice(const BoardModel& board, const BoardPointer& pointer,
                                        Cell cell) {
    if (!board.contains(cell) || board.pawns.size() < 2 || board.at(cell).pawns == 0) {
        return std::nullopt;
    }
    const int pawn = board.at(cell).first_pawn;
    const auto chosen = pawn_pointer(board, pointer, pawn);
    if (chosen && pointed_pawn(board, *chosen) == pawn) {
        return chosen;
    }
    return std::nullopt;
}

bool pointed_pawn_goes_to(const BoardModel& board, const BoardPointer& pointer, Cell cell) {
    const auto pawn = pointed_pawn(board, pointer);
    if (!pawn) {
        return false;
    }
    const Cell from = board.pawns[static_cast<std::size_t>(*pawn - 1)];
    for (const AnyMove& move : board.moves_at(cell)) {
        const auto touched = board.cells_touched(move);
        if (!touched.empty() && touched.front() == from) {
            return true;
        }
    }
    return false;
}

std::optional<BoardPointer> pointer_at(const BoardModel& board,
                                       const std::optional<BoardPointer>& pointer, Cell cell) {
    if (!board.contains(cell)) {
        return std::nullopt;
    }
    const auto moves = board.moves_at(cell);
    if (moves.empty()) {
        // A pawn that can move, chosen where it stands.
        return pointer ? pawn_choice(board, *pointer, cell) : std::nullopt;
    }
    if (pointer) {
        if (const auto pawn = pointed_pawn(board, *pointer)) {
            const Cell from = board.pawns[static_cast<std::size_t>(*pawn - 1)];
            for (std::size_t i = 0; i < moves.size(); ++i) {
                const auto touched = board.cells_touched(moves[i]);
                if (!touched.empty() && touched.front() == from) {
                    return BoardPointer{cell, static_cast<int>(i) + 1};
                }
            }
        }
    }
    const int count = pointer ? pointer->count : 1;
    return on_cell(board, cell, count);
}

std::optional<BoardPointer> counted_pointer(const BoardModel& board, const BoardPointer& pointer,
                                            int count) {
    if (board.count_meaning == CountMeaning::pawn_number) {
        return pawn_pointer(board, pointer, count);
    }
    if (board.count_meaning == CountMeaning::move_at_cell) {
        if (count < 1 || count > move_count_at(board, pointer.cell)) {
            return std::nullopt;
        }
        return BoardPointer{pointer.cell, count};
    }
    // One cell more or fewer at a time, each step a move nested in the last, until the move
    // takes `count` cells or no step goes further.
    BoardPointer sized = pointer;
    for (std::size_t steps = board.moves.size(); steps > 0; --steps) {
        const auto move = pointed_move(board, sized);
        if (!move) {
            return std::nullopt;
        }
        const int size = static_cast<int>(board.cells_touched(*move).size());
        if (size == count) {
            return sized;
        }
        const BoardPointer next = resize_pointer(board, sized, size < count ? 1 : -1);
        if (next == sized) {
            return std::nullopt;
        }
        sized = next;
    }
    return std::nullopt;
}

}  // namespace marienbad
