// The random boards of handout 001 §2.2 (games/grid/grid_generator.hpp): every board size and
// banned count gives a valid board with that many banned cells; a seed replays its board; which
// counts have a board at all; and how uniform the draws are. Uniformity is tested against
// every valid board of 5 x 5, found by trying every set of cells (chi-square tests for
// rejection sampling and for the swap chain, each on its own), and against the exact
// probability of each cell being banned on the densest board, 30 x 5 with 30 banned cells,
// counted by a transfer matrix.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

#include "core/random.hpp"
#include "games/grid/grid_board.hpp"
#include "games/grid/grid_generator.hpp"

namespace marienbad {
namespace {

bool is_valid(const GridBoard& board) {
    return !find_grid_problem(board).has_value();
}

// ---- Statistics ----

// The z with P(Z > z) = `upper` for a standard normal Z (bisection on erfc).
double normal_upper_quantile(double upper) {
    double low = -40.0;
    double high = 40.0;
    for (int i = 0; i < 200; ++i) {
        const double middle = (low + high) / 2.0;
        (0.5 * std::erfc(middle / std::sqrt(2.0)) > upper ? low : high) = middle;
    }
    return (low + high) / 2.0;
}

// The value a chi-square variable with `degrees` degrees of freedom exceeds with probability
// `upper`, by the Wilson-Hilferty approximation (within 1% from 10 degrees of freedom up).
double chi_square_critical(int degrees, double upper) {
    const double scale = 2.0 / (9.0 * degrees);
    const double root = 1.0 - scale + normal_upper_quantile(upper) * std::sqrt(scale);
    return degrees * root * root * root;
}

// Tests fail on results less likely than this under uniformity.
constexpr double k_significance = 0.001;

TEST(GridGeneratorStatistics, CriticalValuesMatchTheTables) {
    EXPECT_NEAR(normal_upper_quantile(0.001), 3.0902, 1e-4);
    EXPECT_NEAR(normal_upper_quantile(0.5), 0.0, 1e-9);
    // Tabulated 0.999 quantiles of the chi-square distribution.
    EXPECT_NEAR(chi_square_critical(10, 0.001), 29.588, 0.3);
    EXPECT_NEAR(chi_square_critical(100, 0.001), 149.449, 0.2);
    EXPECT_NEAR(chi_square_critical(500, 0.001), 603.446, 0.3);
}

// ---- Every valid board of a small grid, found by trying every set of cells ----

using CellSet = std::uint64_t;  // bit row * cols + col for a banned cell

CellSet cell_set(const GridBoard& board) {
    CellSet set = 0;
    for (const Cell cell : board.banned_cells()) {
        set |= CellSet{1} << (cell.row * board.cols() + cell.col);
    }
    return set;
}

// The sets of `banned` cells that make a valid rows x cols board (rows * cols <= 64), in
// increasing order, checked with find_grid_problem.
std::vector<CellSet> every_valid_set(int rows, int cols, int banned) {
    std::vector<CellSet> sets;
    const int last = rows * cols - 2;  // cells 1..last can be banned
    std::vector<int> chosen;
    const auto visit = [&](const auto& self, int next) -> void {
        if (std::ssize(chosen) == banned) {
            GridBoard board(rows, cols);
            for (const int index : chosen) {
                board.ban({index / cols, index % cols});
            }
            if (is_valid(board)) {
                sets.push_back(cell_set(board));
            }
            return;
        }
        for (int index = next; index <= last; ++index) {
            chosen.push_back(index);
            self(self, index + 1);
            chosen.pop_back();
        }
    };
    visit(visit, 1);
    std::sort(sets.begin(), sets.end());
    return sets;
}

TEST(GridGenerator, MaxBannedCellsIsTheLargestCountWithAValidBoard) {
    // Every set of cells of every board up to 4 x 4: a valid board exists exactly for the
    // counts 0..max_banned_cells.
    for (int rows = 1; rows <= 4; ++rows) {
        for (int cols = 1; cols <= 4; ++cols) {
            for (int banned = 0; banned <= std::max(rows * cols - 2, 0); ++banned) {
                EXPECT_EQ(!every_valid_set(rows, cols, banned).empty(),
                          banned <= max_banned_cells(rows, cols))
                    << rows << " x " << cols << ", " << banned << " banned";
            }
        }
    }
}

TEST(GridGenerator, EverySeedCountHasABoard) {
    // Why random_grid_board needs no std::optional: max(rows, cols) <= (rows - 1)(cols - 1)
    // from 5 rows and columns up, and the staircase board reaches every count up to there.
    for (int rows = k_grid_min_size; rows <= k_grid_max_size; ++rows) {
        for (int cols = k_grid_min_size; cols <= k_grid_max_size; ++cols) {
            EXPECT_LE(std::max(rows, cols), max_banned_cells(rows, cols));
        }
    }
    for (int rows = 1; rows <= 9; ++rows) {
        for (int cols = 1; cols <= 9; ++cols) {
            for (int banned = 0; banned <= max_banned_cells(rows, cols); ++banned) {
                const GridBoard board = staircase_grid_board(rows, cols, banned);
                EXPECT_EQ(board.banned_count(), banned);
                EXPECT_TRUE(is_valid(board)) << rows << " x " << cols << ", " << banned;
            }
        }
    }
}

TEST(GridGenerator, RefusesArgumentsOutOfRange) {
    Random random(1);
    EXPECT_THROW(random_grid_board(4, 10, 3, random), std::invalid_argument);
    EXPECT_THROW(random_grid_board(10, 31, 3, random), std::invalid_argument);
    EXPECT_THROW(random_grid_board(10, 12, -1, random), std::invalid_argument);
    EXPECT_THROW(random_grid_board(10, 12, 13, random), std::invalid_argument);
    EXPECT_THROW(random_banned_count(5, 4, random), std::invalid_argument);
    EXPECT_THROW(staircase_grid_board(3, 4, 7), std::invalid_argument);
    EXPECT_THROW(greedy_grid_board(0, 4, 0, random), std::invalid_argument);
    EXPECT_THROW(rejection_grid_board(5, 5, 17, 1, random), std::invalid_argument);
    GridBoard invalid(5, 5);
    invalid.ban({0, 1});
    EXPECT_THROW(run_swap_chain(invalid, 10, random), std::invalid_argument);
}

// ---- Every board size and count ----

TEST(GridGenerator, EveryCombinationGivesAValidBoardWithThatManyBannedCells) {
    for (Random::Seed seed = 1; seed <= 3; ++seed) {
        for (int rows = k_grid_min_size; rows <= k_grid_max_size; ++rows) {
            for (int cols = k_grid_min_size; cols <= k_grid_max_size; ++cols) {
                for (int banned = 0; banned <= std::max(rows, cols); ++banned) {
                    Random random(seed * 1'000'003 +
                                  static_cast<Random::Seed>((rows * 100 + cols) * 100 + banned));
                    const GridBoard board = random_grid_board(rows, cols, banned, random);
                    if (board.rows() != rows || board.cols() != cols ||
                        board.banned_count() != banned ||
                        std::ssize(board.banned_cells()) != banned ||
                        !board.is_free(board.start()) || !board.is_free(board.sink()) ||
                        !is_valid(board)) {
                        ADD_FAILURE()
                            << rows << " x " << cols << ", " << banned << " banned, seed " << seed;
                    }
                }
            }
        }
    }
}

TEST(GridGenerator, GreedyBoardIsValidForEveryCountItCanReach) {
    // Up to the largest counts, where the random banning gets stuck and the staircase takes
    // over.
    Random random(5);
    for (const auto& [rows, cols] : {std::pair{5, 5}, std::pair{6, 7}, std::pair{7, 5}}) {
        for (int banned = 0; banned <= max_banned_cells(rows, cols); ++banned) {
            const GridBoard board = greedy_grid_board(rows, cols, banned, random);
            EXPECT_EQ(board.banned_count(), banned);
            EXPECT_TRUE(is_valid(board)) << rows << " x " << cols << ", " << banned;
        }
    }
}

TEST(GridGenerator, RandomBannedCountCoversZeroToTheLongerSide) {
    Random random(8);
    std::vector<int> seen(31, 0);
    for (int i = 0; i < 3'000; ++i) {
        const int count = random_banned_count(7, 29, random);
        ASSERT_GE(count, 0);
        ASSERT_LE(count, 29);
        ++seen[static_cast<std::size_t>(count)];
    }
    EXPECT_EQ(std::count(seen.begin(), seen.end(), 0), 1);  // only 30 never comes
    for (int i = 0; i < 200; ++i) {
        const GridBoard board = random_grid_board(12, 9, random);
        EXPECT_LE(board.banned_count(), 12);
        EXPECT_TRUE(is_valid(board));
    }
}

TEST(GridGenerator, SameSeedSameBoard) {
    for (const auto& [rows, cols, banned] :
         {std::tuple{5, 30, 30}, std::tuple{30, 30, 30}, std::tuple{9, 6, 3}, std::tuple{5, 5, 0},
          std::tuple{17, 11, 12}}) {
        Random first(77);
        Random second(77);
        Random other(78);
        const GridBoard board = random_grid_board(rows, cols, banned, first);
        EXPECT_EQ(board, random_grid_board(rows, cols, banned, second));
        if (banned > 0) {
            EXPECT_NE(board, random_grid_board(rows, cols, banned, other));
        }
    }
    Random first(3);
    Random second(3);
    EXPECT_EQ(random_grid_board(20, 8, first), random_grid_board(20, 8, second));
}

// ---- The swap chain ----

TEST(GridSwapChain, KeepsTheBoardValidWithTheSameCount) {
    Random random(4);
    for (const auto& [rows, cols, banned] : {std::tuple{5, 30, 30}, std::tuple{30, 5, 30},
                                             std::tuple{8, 8, 8}, std::tuple{5, 5, 16}}) {
        GridBoard board = staircase_grid_board(rows, cols, banned);
        for (int round = 0; round < 20; ++round) {
            const long long kept = run_swap_chain(board, 50, random);
            EXPECT_GE(kept, 0);
            EXPECT_LE(kept, 50);
            ASSERT_EQ(board.banned_count(), banned);
            ASSERT_TRUE(is_valid(board)) << rows << " x " << cols << ", " << banned;
        }
    }
    GridBoard empty(6, 6);
    EXPECT_EQ(run_swap_chain(empty, 100, random), 0);
    EXPECT_EQ(empty, GridBoard(6, 6));
}

TEST(GridSwapChain, ConnectsEveryValidBoardOfFiveByFive) {
    // Irreducible: from any valid set, kept swaps reach every other one, for 1..5 cells.
    for (int banned = 1; banned <= 5; ++banned) {
        const std::vector<CellSet> sets = every_valid_set(5, 5, banned);
        std::vector<bool> reached(sets.size(), false);
        std::vector<std::size_t> queue = {0};
        reached[0] = true;
        for (std::size_t next = 0; next < queue.size(); ++next) {
            const CellSet set = sets[queue[next]];
            for (int out = 1; out <= 23; ++out) {
                for (int in = 1; in <= 23; ++in) {
                    const CellSet out_bit = CellSet{1} << out;
                    const CellSet in_bit = CellSet{1} << in;
                    if ((set & out_bit) == 0 || (set & in_bit) != 0) {
                        continue;
                    }
                    const auto found =
                        std::lower_bound(sets.begin(), sets.end(), (set & ~out_bit) | in_bit);
                    const auto index = static_cast<std::size_t>(found - sets.begin());
                    if (found != sets.end() && *found == ((set & ~out_bit) | in_bit) &&
                        !reached[index]) {
                        reached[index] = true;
                        queue.push_back(index);
                    }
                }
            }
        }
        EXPECT_EQ(queue.size(), sets.size()) << banned << " banned";
    }
}

// ---- Chi-square tests against every valid board of 5 x 5 ----

// Draws `samples` boards and tests the counts of each valid set against uniformity.
struct ChiSquareResult {
    double statistic = 0;
    int degrees = 0;
    double critical = 0;
    int outside = 0;  // draws that are not valid sets (must be none)
};

template <class Draw>
ChiSquareResult chi_square_against_every_board(int rows, int cols, int banned, int samples,
                                               Draw draw) {
    const std::vector<CellSet> sets = every_valid_set(rows, cols, banned);
    std::vector<long long> counts(sets.size(), 0);
    ChiSquareResult result;
    for (int i = 0; i < samples; ++i) {
        const CellSet set = cell_set(draw());
        const auto found = std::lower_bound(sets.begin(), sets.end(), set);
        if (found == sets.end() || *found != set) {
            ++result.outside;
            continue;
        }
        ++counts[static_cast<std::size_t>(found - sets.begin())];
    }
    const double expected = static_cast<double>(samples) / static_cast<double>(sets.size());
    for (const long long count : counts) {
        const double difference = static_cast<double>(count) - expected;
        result.statistic += difference * difference / expected;
    }
    result.degrees = static_cast<int>(sets.size()) - 1;
    result.critical = chi_square_critical(result.degrees, k_significance);
    return result;
}

TEST(GridGeneratorUniformity, EveryValidBoardOfFiveByFiveIsCounted) {
    // 5 x 5 has 11, 53, 152, 308 and 493 valid boards with 1..5 banned cells.
    const std::vector<std::size_t> expected = {1, 11, 53, 152, 308, 493};
    for (int banned = 0; banned <= 5; ++banned) {
        EXPECT_EQ(every_valid_set(5, 5, banned).size(), expected[static_cast<std::size_t>(banned)]);
    }
}

TEST(GridGeneratorUniformity, RejectionSamplingIsUniform) {
    // 308 valid boards with 4 banned cells, about 30 draws each.
    Random random(2024);
    const auto result = chi_square_against_every_board(
        5, 5, 4, 308 * 30, [&] { return rejection_grid_board(5, 5, 4, 100'000, random).value(); });
    EXPECT_EQ(result.outside, 0);
    EXPECT_EQ(result.degrees, 307);
    EXPECT_LT(result.statistic, result.critical);
}

TEST(GridGeneratorUniformity, SwapChainIsUniform) {
    // 493 valid boards with 5 banned cells (the densest 5 x 5 a game draws), about 20 draws
    // each, each from a new greedy board and the chain's usual number of steps.
    Random random(2025);
    const long long steps = swap_chain_steps(5, 5, 5);
    const auto result = chi_square_against_every_board(5, 5, 5, 493 * 20, [&] {
        GridBoard board = greedy_grid_board(5, 5, 5, random);
        run_swap_chain(board, steps, random);
        return board;
    });
    EXPECT_EQ(result.outside, 0);
    EXPECT_EQ(result.degrees, 492);
    EXPECT_LT(result.statistic, result.critical);
}

TEST(GridGeneratorUniformity, TheTestCatchesTooShortAChain) {
    // The greedy board alone, or after too few steps, is far from uniform: the same test
    // must see it.
    Random random(2026);
    for (const long long steps : {0LL, 30LL}) {
        const auto result = chi_square_against_every_board(5, 5, 5, 493 * 20, [&] {
            GridBoard board = greedy_grid_board(5, 5, 5, random);
            run_swap_chain(board, steps, random);
            return board;
        });
        EXPECT_GT(result.statistic, result.critical) << steps << " steps";
    }
}

TEST(GridGeneratorUniformity, RandomGridBoardIsUniform) {
    // The whole generator: rejection when it succeeds, else the chain.
    Random random(2027);
    const auto result = chi_square_against_every_board(
        5, 5, 5, 493 * 20, [&] { return random_grid_board(5, 5, 5, random); });
    EXPECT_EQ(result.outside, 0);
    EXPECT_LT(result.statistic, result.critical);
}

// ---- Exact cell probabilities on a narrow board ----

// The probability of each cell being banned, over all valid rows x cols boards with `banned`
// banned cells, counted by a transfer matrix (independent of grid_board.cpp's checks). The
// cells are visited in reading order, remembering for each of the last `cols` cells visited
// whether it is banned, free and settled, or free and still needing a free cell below it
// (the cell to its right is banned, or it is in the last column). The states are the 3^cols
// such memories, times the number of cells banned so far.
class ExactCellProbabilities {
  public:
    ExactCellProbabilities(int rows, int cols, int banned)
        : rows_(rows), cols_(cols), banned_(banned) {
        for (int col = 0; col < cols; ++col) {
            powers_.push_back(states_);
            states_ *= 3;
        }
        const int cells = rows * cols;
        // forward[t][state, k]: the ways to choose cells 0..t-1, k of them banned, without
        // breaking a rule yet, ending in `state`.
        std::vector<std::vector<double>> forward(static_cast<std::size_t>(cells + 1),
                                                 std::vector<double>(table_size(), 0.0));
        forward[0][slot(0, 0)] = 1.0;
        for (int t = 0; t < cells; ++t) {
            for (int state = 0; state < states_; ++state) {
                for (int k = 0; k <= banned; ++k) {
                    const double ways = forward[ut(t)][slot(state, k)];
                    if (ways == 0.0) {
                        continue;
                    }
                    if (const auto next = step(state, t, false)) {
                        forward[ut(t + 1)][slot(*next, k)] += ways;
                    }
                    if (const auto next = step(state, t, true); next && k < banned) {
                        forward[ut(t + 1)][slot(*next, k + 1)] += ways;
                    }
                }
            }
        }
        // backward[state, r]: the ways to choose the cells from t on, r of them banned, and
        // end with no free cell still waiting.
        std::vector<double> backward(table_size(), 0.0);
        for (int state = 0; state < states_; ++state) {
            backward[slot(state, 0)] = settled(state) ? 1.0 : 0.0;
        }
        probabilities_.assign(static_cast<std::size_t>(cells), 0.0);
        for (int t = cells - 1; t >= 0; --t) {
            std::vector<double> before(table_size(), 0.0);
            for (int state = 0; state < states_; ++state) {
                const auto free = step(state, t, false);
                const auto ban = step(state, t, true);
                for (int r = 0; r <= banned; ++r) {
                    double ways = free ? backward[slot(*free, r)] : 0.0;
                    if (ban && r > 0) {
                        ways += backward[slot(*ban, r - 1)];
                    }
                    before[slot(state, r)] = ways;
                }
                if (ban) {
                    for (int k = 0; k < banned; ++k) {
                        probabilities_[ut(t)] +=
                            forward[ut(t)][slot(state, k)] * backward[slot(*ban, banned - k - 1)];
                    }
                }
            }
            backward = std::move(before);
        }
        boards_ = backward[slot(0, banned)];
        for (double& probability : probabilities_) {
            probability /= boards_;
        }
    }

    double boards() const { return boards_; }
    double probability(Cell cell) const { return probabilities_[ut(cell.row * cols_ + cell.col)]; }

  private:
    enum Square { banned_square = 0, settled_square = 1, waiting_square = 2 };

    static std::size_t ut(int value) { return static_cast<std::size_t>(value); }
    std::size_t table_size() const { return ut(states_ * (banned_ + 1)); }
    std::size_t slot(int state, int k) const { return ut(state * (banned_ + 1) + k); }
    int digit(int state, int col) const { return state / powers_[ut(col)] % 3; }
    int with_digit(int state, int col, int value) const {
        return state + (value - digit(state, col)) * powers_[ut(col)];
    }
    bool settled(int state) const {
        for (int col = 0; col < cols_; ++col) {
            if (digit(state, col) == waiting_square) {
                return false;
            }
        }
        return true;
    }

    // The state after deciding cell t (free or banned), or nothing if a rule breaks.
    std::optional<int> step(int state, int t, bool ban) const {
        const int row = t / cols_;
        const int col = t % cols_;
        const bool start = t == 0;
        const bool sink = t == rows_ * cols_ - 1;
        const int above = row > 0 ? digit(state, col) : banned_square;  // off the board
        const int left = col > 0 ? digit(state, col - 1) : banned_square;
        const bool left_free = left != banned_square;
        if (ban) {
            if (start || sink || above == waiting_square) {
                return std::nullopt;  // the cell above needed this one
            }
            if (left_free) {
                if (row == rows_ - 1) {
                    return std::nullopt;  // the cell to the left has no way out left
                }
                state = with_digit(state, col - 1, waiting_square);
            }
            return with_digit(state, col, banned_square);
        }
        if (!start && above == banned_square && !left_free) {
            return std::nullopt;  // unreachable
        }
        if (left_free) {
            state = with_digit(state, col - 1, settled_square);  // its way out is this cell
        }
        // Settled only as the sink; otherwise waiting until the cell to its right (or, in
        // the last column, below) is known.
        return with_digit(state, col, sink ? settled_square : waiting_square);
    }

    int rows_;
    int cols_;
    int banned_;
    int states_ = 1;
    std::vector<int> powers_;
    std::vector<double> probabilities_;
    double boards_ = 0;
};

TEST(GridGeneratorUniformity, TransferMatrixAgreesWithEveryBoardOfFiveByFive) {
    for (int banned = 0; banned <= 5; ++banned) {
        const std::vector<CellSet> sets = every_valid_set(5, 5, banned);
        const ExactCellProbabilities exact(5, 5, banned);
        EXPECT_EQ(exact.boards(), static_cast<double>(sets.size()));
        for (int index = 0; index < 25; ++index) {
            const auto banning = std::count_if(
                sets.begin(), sets.end(), [&](CellSet set) { return ((set >> index) & 1U) != 0; });
            EXPECT_NEAR(exact.probability({index / 5, index % 5}),
                        static_cast<double>(banning) / static_cast<double>(sets.size()), 1e-12);
        }
    }
    // A board and its mirror image across the diagonal have as many valid boards.
    EXPECT_DOUBLE_EQ(ExactCellProbabilities(6, 7, 7).boards(),
                     ExactCellProbabilities(7, 6, 7).boards());
}

TEST(GridGeneratorUniformity, DensestBoardMatchesExactCellProbabilities) {
    // 30 x 5 with 30 banned cells: the chain's hardest case (rejection would need about
    // 10^12 draws). Each cell's banned frequency over 2,000 boards is compared with its exact
    // probability (cells expected at least 10 times either way; Bonferroni over the cells),
    // and so is the mean number of banned cells on the edges of the board, the chain's
    // slowest feature.
    constexpr int k_rows = 30;
    constexpr int k_cols = 5;
    constexpr int k_banned = 30;
    constexpr int k_samples = 2'000;
    const ExactCellProbabilities exact(k_rows, k_cols, k_banned);
    std::vector<int> counts(k_rows * k_cols, 0);
    std::vector<int> edge_counts;
    Random random(2028);
    for (int i = 0; i < k_samples; ++i) {
        const GridBoard board = random_grid_board(k_rows, k_cols, k_banned, random);
        int edge = 0;
        for (const Cell cell : board.banned_cells()) {
            ++counts[static_cast<std::size_t>(cell.row * k_cols + cell.col)];
            edge +=
                cell.row == 0 || cell.col == 0 || cell.row == k_rows - 1 || cell.col == k_cols - 1
                    ? 1
                    : 0;
        }
        edge_counts.push_back(edge);
    }
    int tested = 0;
    double worst_z = 0;
    double edge_mean = 0;
    for (int row = 0; row < k_rows; ++row) {
        for (int col = 0; col < k_cols; ++col) {
            const double p = exact.probability({row, col});
            if (row == 0 || col == 0 || row == k_rows - 1 || col == k_cols - 1) {
                edge_mean += p;
            }
            const double variance = k_samples * p * (1 - p);
            if (k_samples * std::min(p, 1 - p) < 10) {
                continue;
            }
            ++tested;
            const double z =
                (counts[static_cast<std::size_t>(row * k_cols + col)] - k_samples * p) /
                std::sqrt(variance);
            worst_z = std::max(worst_z, std::abs(z));
        }
    }
    EXPECT_GT(tested, 100);
    EXPECT_LT(worst_z, normal_upper_quantile(k_significance / (2.0 * tested)));

    double sum = 0;
    double squares = 0;
    for (const int edge : edge_counts) {
        sum += edge;
        squares += static_cast<double>(edge) * edge;
    }
    const double mean = sum / k_samples;
    const double deviation = std::sqrt((squares / k_samples - mean * mean) / (k_samples - 1));
    EXPECT_NEAR(edge_mean, 4.0619, 1e-4);  // exact, from the transfer matrix
    EXPECT_LT(std::abs(mean - edge_mean) / deviation, normal_upper_quantile(k_significance / 2.0));
}

}  // namespace
}  // namespace marienbad
