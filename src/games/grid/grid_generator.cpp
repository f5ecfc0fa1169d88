// Random boards for the grid of handout 001 (§2.2): the number of banned cells, and the cells.
//
// The method. Drawing `banned` distinct cells uniformly and keeping the first valid set
// (rejection sampling) is exactly uniform, but valid sets get rare as the banned cells get
// dense: 2.6 x 10^20 valid sets among 3.4 x 10^32 for 5 x 30 with 30 banned cells. So
// random_grid_board makes k_grid_rejection_attempts attempts (enough when few cells are
// banned), then runs a Metropolis chain: from a valid board (greedy_grid_board), it swaps a
// uniformly chosen banned cell with a uniformly chosen free cell (never the start nor the
// sink) and keeps the swap only if the board stays valid, over and over. A swap and its
// reverse have the same probability, 1 / (banned x free cells), so the uniform distribution
// over valid boards is stationary; the chain is irreducible on every board small enough to
// enumerate (the tests check 5 x 5; 5 x 6, 6 x 6 and 5 x 7 were checked too).
//
// Mixing. The slow part is the lines of banned cells along the edges (the end of the first
// row, the start of the last row, ...): common among dense boards (5 x 30 boards with 30
// banned cells ban 4.06 edge cells on average), almost never built by the greedy start, and
// grown by the chain one given cell at a time. Relaxation times: 64 steps for 5 x 5 with 5
// banned cells, 103 for 5 x 7 with 7 (exact, from the transition matrices), about 640 for
// 5 x 30 with 30 (from the decay of the mean number of banned edge cells). The chain gets
// swap_chain_steps = banned x (30 + 800 x density) steps, the density being banned / (cells
// other than the start and the sink): 5,765 for 5 x 30 with 30 banned cells (9 relaxation
// times), 1,702 for 30 x 30 with 30, 1,020 for 5 x 5 with 5 (16 relaxation times). After
// them the total variation distance to uniform is below 10^-9 from 5 x 5 to 5 x 7 (exact,
// from the greedy start's exact distribution); on 5 x 30 with 30 banned cells the mean
// number of banned edge cells is 4.0632 +- 0.003 over 300,000 boards against 4.0619 exact
// (2,500 steps leave it at 4.026), and every cell's frequency matches its exact probability.
//
// The rules of §2.2 are local (grid_board.hpp), so a ban or a swap is checked by looking at
// the cells next to the ones that changed, never at the whole board.
#include "games/grid/grid_generator.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace marienbad {
namespace {

// Cells other than the start and the sink, numbered 1..rows * cols - 2 in reading order.
int eligible_cell_count(int rows, int cols) {
    return std::max(rows * cols - 2, 0);
}

void check_size(int rows, int cols, const char* function) {
    if (rows < 1 || cols < 1) {
        throw std::invalid_argument(std::string(function) + ": the board needs a cell");
    }
}

void check_banned(int rows, int cols, int banned, const char* function) {
    check_size(rows, cols, function);
    if (banned < 0 || banned > max_banned_cells(rows, cols)) {
        throw std::invalid_argument(std::string(function) + ": no valid board bans that many");
    }
}

void check_seed_ranges(int rows, int cols, const char* function) {
    const auto in_range = [](int size) {
        return size >= k_grid_min_size && size <= k_grid_max_size;
    };
    if (!in_range(rows) || !in_range(cols)) {
        throw std::invalid_argument(std::string(function) + ": rows and columns must be 5..30");
    }
}

// The board as the inner loops see it: a flag per cell, in a frame of blocked cells one
// cell wide, so that a neighbour is one load away with no bounds check (GridBoard::is_free
// checks bounds, and the chain spends most of its time looking at neighbours). A cell is
// an index into the framed grid. The rules are grid_board.hpp's local ones, and the tests
// check every board this file makes against find_grid_problem.
class FramedGrid {
  public:
    FramedGrid(int rows, int cols)
        : rows_(rows),
          cols_(cols),
          width_(cols + 2),
          squares_(static_cast<std::size_t>((rows + 2) * (cols + 2)), Square::blocked) {
        for (int row = 0; row < rows; ++row) {
            for (int col = 0; col < cols; ++col) {
                unban(at({row, col}));
            }
        }
    }

    explicit FramedGrid(const GridBoard& board) : FramedGrid(board.rows(), board.cols()) {
        for (const Cell cell : board.banned_cells()) {
            ban(at(cell));
        }
    }

    GridBoard board() const {
        GridBoard board(rows_, cols_);
        for (int row = 0; row < rows_; ++row) {
            for (int col = 0; col < cols_; ++col) {
                if (!is_free(at({row, col}))) {
                    board.ban({row, col});
                }
            }
        }
        return board;
    }

    int at(Cell cell) const { return (cell.row + 1) * width_ + cell.col + 1; }
    int eligible_count() const { return eligible_cell_count(rows_, cols_); }
    // The cell numbered `number` (1..eligible_count) in reading order.
    int eligible(int number) const { return at({number / cols_, number % cols_}); }
    int random_eligible(Random& random) const {
        return eligible(random.uniform_int(1, eligible_count()));
    }

    bool is_free(int cell) const {
        return squares_[static_cast<std::size_t>(cell)] == Square::free;
    }
    void ban(int cell) { squares_[static_cast<std::size_t>(cell)] = Square::blocked; }
    void unban(int cell) { squares_[static_cast<std::size_t>(cell)] = Square::free; }

    // §2.2's rules for a free cell: reachable from the start (a free cell above or to the
    // left), and not a dead end (a free cell below or to the right).
    bool reachable(int cell) const {
        return cell == start() || is_free(cell - width_) || is_free(cell - 1);
    }
    bool not_dead_end(int cell) const {
        return cell == sink() || is_free(cell + width_) || is_free(cell + 1);
    }
    bool free_cell_is_valid(int cell) const { return reachable(cell) && not_dead_end(cell); }

    // Whether a valid board is still valid after `cell` was banned: only its free neighbours
    // can have lost a way out (the cells above and to the left) or a way in (the others).
    bool neighbours_stay_valid(int cell) const {
        const int above = cell - width_;
        const int left = cell - 1;
        const int below = cell + width_;
        const int right = cell + 1;
        return (!is_free(above) || not_dead_end(above)) && (!is_free(left) || not_dead_end(left)) &&
               (!is_free(below) || reachable(below)) && (!is_free(right) || reachable(right));
    }

  private:
    // An enumeration rather than unsigned char: stores to a char may alias anything, which
    // would make the compiler reload every pointer after each ban.
    enum class Square : unsigned char { free, blocked };

    int start() const { return at({0, 0}); }
    int sink() const { return at({rows_ - 1, cols_ - 1}); }

    int rows_;
    int cols_;
    int width_;
    std::vector<Square> squares_;
};

// Rejection sampling on `grid`, which has no banned cell: on success the grid holds the
// banned cells, on failure it is left with none.
bool try_rejection(FramedGrid& grid, int banned, int attempts, Random& random) {
    std::vector<int> cells;
    cells.reserve(static_cast<std::size_t>(banned));
    for (int attempt = 0; attempt < attempts; ++attempt) {
        // Cells drawn one by one, a cell drawn again redrawn: a uniform set of cells.
        while (std::ssize(cells) < banned) {
            const int cell = grid.random_eligible(random);
            if (grid.is_free(cell)) {
                grid.ban(cell);
                cells.push_back(cell);
            }
        }
        // A free cell with no banned neighbour is valid, so these checks cover the board.
        if (std::all_of(cells.begin(), cells.end(),
                        [&](int cell) { return grid.neighbours_stay_valid(cell); })) {
            return true;
        }
        for (const int cell : cells) {
            grid.unban(cell);
        }
        cells.clear();
    }
    return false;
}

// The greedy banning on `grid`, which has no banned cell; false if it got stuck.
bool try_greedy(FramedGrid& grid, int banned, Random& random) {
    // Stuck or not, the draws are bounded. With the counts handout 001 draws, the banning never
    // got stuck in a trial of every board size and count with 20 seeds each.
    constexpr long long k_draws_per_cell = 16;
    const long long max_draws = k_draws_per_cell * grid.eligible_count();
    int count = 0;
    for (long long draw = 0; count < banned && draw < max_draws; ++draw) {
        const int cell = grid.random_eligible(random);
        if (!grid.is_free(cell)) {
            continue;
        }
        grid.ban(cell);
        if (grid.neighbours_stay_valid(cell)) {
            ++count;
        } else {
            grid.unban(cell);
        }
    }
    return count == banned;
}

// The swap chain on a valid grid; returns how many swaps were kept.
long long swap_chain(FramedGrid& grid, long long steps, Random& random) {
    std::vector<int> banned;
    std::vector<int> free;
    for (int number = 1; number <= grid.eligible_count(); ++number) {
        const int cell = grid.eligible(number);
        (grid.is_free(cell) ? free : banned).push_back(cell);
    }
    const long long pairs = std::ssize(banned) * std::ssize(free);
    if (pairs == 0) {
        return 0;  // nothing to swap
    }
    constexpr long long k_int_max = std::numeric_limits<int>::max();
    if (pairs > k_int_max) {
        throw std::invalid_argument("run_swap_chain: the board is too large");
    }
    // Unsigned 32-bit arithmetic: the divisions below are a good part of a step's time.
    const auto free_count = static_cast<unsigned>(free.size());
    long long kept = 0;
    const auto step = [&](unsigned pair) {
        // The banned cell is the quotient, the free cell the rest.
        int& unbanned = banned[pair / free_count];
        int& newly_banned = free[pair % free_count];
        grid.unban(unbanned);
        grid.ban(newly_banned);
        // Only the unbanned cell and the neighbours of the newly banned one can break a rule:
        // the unbanned cell's neighbours only gained a free cell.
        if (grid.free_cell_is_valid(unbanned) && grid.neighbours_stay_valid(newly_banned)) {
            std::swap(unbanned, newly_banned);
            ++kept;
        } else {
            grid.unban(newly_banned);
            grid.ban(unbanned);
        }
    };
    // A draw costs as much as the checks of a step, so when pairs x pairs fits in an int
    // one draw makes the choices of two steps (the quotient and the rest, independent and
    // uniform).
    const auto draw = [&random](long long count) {
        return static_cast<unsigned>(random.uniform_int(0, static_cast<int>(count - 1)));
    };
    long long done = 0;
    if (pairs * pairs <= k_int_max) {
        const auto pair_count = static_cast<unsigned>(pairs);
        for (; done + 2 <= steps; done += 2) {
            const unsigned two = draw(pairs * pairs);
            step(two / pair_count);
            step(two % pair_count);
        }
    }
    for (; done < steps; ++done) {
        step(draw(pairs));
    }
    return kept;
}

}  // namespace

int game_banned_limit(int rows, int cols) {
    return std::max(rows, cols);
}

int random_banned_count(int rows, int cols, Random& random) {
    check_seed_ranges(rows, cols, "random_banned_count");
    return random.uniform_int(0, game_banned_limit(rows, cols));
}

GridBoard random_grid_board(int rows, int cols, int banned, Random& random) {
    check_seed_ranges(rows, cols, "random_grid_board");
    if (banned < 0 || banned > game_banned_limit(rows, cols)) {
        throw std::invalid_argument("random_grid_board: banned cells must be 0..max(rows, cols)");
    }
    FramedGrid grid(rows, cols);
    if (try_rejection(grid, banned, k_grid_rejection_attempts, random)) {
        return grid.board();
    }
    if (!try_greedy(grid, banned, random)) {
        grid = FramedGrid(staircase_grid_board(rows, cols, banned));
    }
    swap_chain(grid, swap_chain_steps(rows, cols, banned), random);
    return grid.board();
}

GridBoard random_grid_board(int rows, int cols, Random& random) {
    const int banned = random_banned_count(rows, cols, random);
    return random_grid_board(rows, cols, banned, random);
}

int max_banned_cells(int rows, int cols) {
    check_size(rows, cols, "max_banned_cells");
    return (rows - 1) * (cols - 1);
}

GridBoard staircase_grid_board(int rows, int cols, int banned) {
    check_banned(rows, cols, banned, "staircase_grid_board");
    // The free cells left above and to the right of the banned ones have a free cell above
    // (or are in the first row) and a free cell to their right (or are in the last column,
    // which is free all the way down to the sink).
    GridBoard board(rows, cols);
    for (int row = rows - 1; row >= 1 && board.banned_count() < banned; --row) {
        for (int col = 0; col < cols - 1 && board.banned_count() < banned; ++col) {
            board.ban({row, col});
        }
    }
    return board;
}

std::optional<GridBoard> rejection_grid_board(int rows, int cols, int banned, int attempts,
                                              Random& random) {
    check_banned(rows, cols, banned, "rejection_grid_board");
    FramedGrid grid(rows, cols);
    if (try_rejection(grid, banned, attempts, random)) {
        return grid.board();
    }
    return std::nullopt;
}

GridBoard greedy_grid_board(int rows, int cols, int banned, Random& random) {
    check_banned(rows, cols, banned, "greedy_grid_board");
    FramedGrid grid(rows, cols);
    if (try_greedy(grid, banned, random)) {
        return grid.board();
    }
    return staircase_grid_board(rows, cols, banned);
}

long long run_swap_chain(GridBoard& board, long long steps, Random& random) {
    if (find_grid_problem(board)) {
        throw std::invalid_argument("run_swap_chain: the board must be valid");
    }
    FramedGrid grid(board);
    const long long kept = swap_chain(grid, steps, random);
    board = grid.board();
    return kept;
}

long long swap_chain_steps(int rows, int cols, int banned) {
    check_banned(rows, cols, banned, "swap_chain_steps");
    const long long count = banned;
    const long long cells = std::max(eligible_cell_count(rows, cols), 1);
    // banned x (30 + 800 x banned / cells), rounded up.
    return count * 30 + (800 * count * count + cells - 1) / cells;
}

}  // namespace marienbad
