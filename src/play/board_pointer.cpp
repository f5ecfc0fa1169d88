// The cursor's moves over the cells that make moves.
#include "play/board_pointer.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <utility>

namespace marienbad {
namespace {

// Every cell pointing at which makes a move, in the order of the moves.
std::vector<Cell> target_cells(const BoardModel& board) {
    std::vector<Cell> cells;
    for (const BoardMove& move : board.moves) {
        if (move.offered && std::find(cells.begin(), cells.end(), move.target) == cells.end()) {
            cells.push_back(move.target);
        }
    }
    return cells;
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
    const auto from_pawn = [&](Cell target) -> std::optional<BoardPointer> {
        const auto moves = board.moves_at(target);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const auto touched = board.cells_touched(moves[i]);
            if (!touched.empty() && touched.front() == from) {
                return BoardPointer{target, static_cast<int>(i) + 1};
            }
        }
        return std::nullopt;
    };
    if (const auto here = from_pawn(pointer.cell)) {
        return here;
    }
    for (const Cell target : target_cells(board)) {
        if (const auto there = from_pawn(target)) {
            return there;
        }
    }
    return std::nullopt;
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
    std::optional<BoardPointer> found;
    for (const Cell cell : target_cells(board)) {
        const auto moves = board.moves_at(cell);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const std::vector<Cell> other = board.cells_touched(moves[i]);
            const bool nested = delta > 0 ? includes(other, touched) : includes(touched, other);
            if (other.size() != wanted || !nested) {
                continue;
            }
            const BoardPointer candidate{cell, static_cast<int>(i) + 1};
            if (!found || cell == pointer.cell) {
                found = candidate;
            }
        }
    }
    return found.value_or(pointer);
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
