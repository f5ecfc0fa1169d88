// The Grundy values of one queen, a whole table at once with windowed bit sets
// (queen_grundy.hpp says why the windows hold every value).
#include "games/queen/queen_grundy.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

namespace marienbad {
namespace {

using GrundyWord = std::uint64_t;
constexpr std::int64_t k_grundy_word_bits = 64;

// Bit sets, each over a window of values: set `index` holds `words` words of values from the
// word `base` on, where its caller gives the same `base` every time for that set.
class GrundyWindowedSets {
  public:
    GrundyWindowedSets(std::int64_t sets, std::int64_t words)
        : words_(words), bits_(static_cast<std::size_t>(sets * words), 0) {}

    // Word `word` (absolute: values 64 word .. 64 word + 63) of set `index`, whose window
    // starts at word `base`; 0 outside the window (no value there).
    GrundyWord word(std::int64_t index, std::int64_t base, std::int64_t word) const {
        const std::int64_t offset = word - base;
        if (offset < 0 || offset >= words_) {
            return 0;
        }
        return bits_[static_cast<std::size_t>(index * words_ + offset)];
    }
    void insert(std::int64_t index, std::int64_t base, std::int64_t value) {
        const std::int64_t offset = value / k_grundy_word_bits - base;
        if (offset < 0 || offset >= words_) {
            throw std::logic_error("QueenGrundyTable: a value outside its window");
        }
        bits_[static_cast<std::size_t>(index * words_ + offset)] |=
            GrundyWord{1} << static_cast<unsigned>(value % k_grundy_word_bits);
    }

  private:
    std::int64_t words_;
    std::vector<GrundyWord> bits_;
};

}  // namespace

bool queen_grundy_table_fits(std::int64_t max_x, std::int64_t max_y) {
    return max_x >= 0 && max_y >= 0 && max_x < k_queen_grundy_max_cells &&
           max_y < k_queen_grundy_max_cells &&
           (max_x + 1) * (max_y + 1) <= k_queen_grundy_max_cells;
}

QueenGrundyTable::QueenGrundyTable(std::int64_t max_x, std::int64_t max_y)
    : max_x_(max_x), max_y_(max_y), transposed_(max_x > max_y), stride_(0) {
    if (max_x < 0 || max_y < 0) {
        throw std::invalid_argument("QueenGrundyTable: negative size");
    }
    if (!queen_grundy_table_fits(max_x, max_y)) {
        std::string message = "QueenGrundyTable: a table of distances up to (";
        message += std::to_string(max_x);
        message += ", ";
        message += std::to_string(max_y);
        message += ") has more than the ";
        message += std::to_string(k_queen_grundy_max_cells);
        message += " cells allowed";
        throw std::invalid_argument(message);
    }
    // G is symmetric: compute G(s, l) with s on the shorter side.
    const std::int64_t shorter = std::min(max_x, max_y);
    const std::int64_t longer = std::max(max_x, max_y);
    stride_ = longer + 1;
    values_.assign(static_cast<std::size_t>((shorter + 1) * stride_), 0);

    // A column l holds values in [l - 2S, l + 2S], a diagonal d = l - s in [d - S, d + 3S]
    // (in [0, 3S] for d < 0): 4S + 1 values, at most 4S / 64 + 2 words from its first one.
    const std::int64_t window_words = 4 * shorter / k_grundy_word_bits + 2;
    GrundyWindowedSets columns(longer + 1, window_words);
    GrundyWindowedSets diagonals(longer + shorter + 1, window_words);
    const auto column_base = [shorter](std::int64_t l) {
        return std::max<std::int64_t>(0, l - 2 * shorter) / k_grundy_word_bits;
    };
    const auto diagonal_base = [shorter](std::int64_t d) {
        return std::max<std::int64_t>(0, d - shorter) / k_grundy_word_bits;
    };
    std::vector<GrundyWord> row(
        static_cast<std::size_t>((longer + 2 * shorter) / k_grundy_word_bits + 1));

    for (std::int64_t s = 0; s <= shorter; ++s) {
        std::fill(row.begin(), row.end(), GrundyWord{0});
        for (std::int64_t l = 0; l <= longer; ++l) {
            const std::int64_t d = l - s;
            const std::int64_t column_start = column_base(l);
            const std::int64_t diagonal_start = diagonal_base(d);
            // Every value below l - 2s is a move's (the lower bound).
            const std::int64_t low = std::max<std::int64_t>(0, l - 2 * s);
            std::int64_t word = low / k_grundy_word_bits;
            GrundyWord taken =
                (GrundyWord{1} << static_cast<unsigned>(low % k_grundy_word_bits)) - 1;
            std::int64_t value = 0;
            while (true) {
                taken |= row[static_cast<std::size_t>(word)] | columns.word(l, column_start, word) |
                         diagonals.word(d + shorter, diagonal_start, word);
                if (taken != ~GrundyWord{0}) {
                    value = word * k_grundy_word_bits + std::countr_one(taken);
                    break;
                }
                ++word;
                taken = 0;
            }
            values_[static_cast<std::size_t>(s * stride_ + l)] = static_cast<int>(value);
            row[static_cast<std::size_t>(value / k_grundy_word_bits)] |=
                GrundyWord{1} << static_cast<unsigned>(value % k_grundy_word_bits);
            columns.insert(l, column_start, value);
            diagonals.insert(d + shorter, diagonal_start, value);
        }
    }
}

int QueenGrundyTable::value(std::int64_t x, std::int64_t y) const {
    if (!contains(x, y)) {
        throw std::invalid_argument("QueenGrundyTable::value: distances outside the table");
    }
    const std::int64_t s = transposed_ ? y : x;
    const std::int64_t l = transposed_ ? x : y;
    return values_[static_cast<std::size_t>(s * stride_ + l)];
}

}  // namespace marienbad
