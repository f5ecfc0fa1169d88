// Nim's tables: handout 000 §6's binary matrix and its column sums.
#include "games/nim/nim_tables.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "games/nim/nim_explanation.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {

std::string pile_word(const Wording& wording, int count) {
    if (wording.piles_as_rows) {
        return ntr("row", "rows", count);
    }
    return ntr("column", "columns", count);
}

std::string nim_matrix_table(const std::vector<int>& piles, const Wording& wording,
                             bool with_sums) {
    const NimBinaryMatrix matrix = build_nim_binary_matrix(piles);
    std::vector<std::string> names;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        // "column 2:", a line of the matrix.
        names.push_back(trf("{0} {1}:", pile_word(wording), i));
    }
    const std::string sums_name = tr("sums:");
    std::size_t width = sums_name.size();
    for (const std::string& name : names) {
        width = std::max(width, name.size());
    }
    // The worth of each bit column over it, as wide as the widest worth.
    std::string text = std::string(width, ' ');
    for (int bit = 0; bit < matrix.bit_count; ++bit) {
        text += fmt::format(" {:>3}", 1 << (matrix.bit_count - 1 - bit));
    }
    text += '\n';
    for (std::size_t i = 0; i < piles.size(); ++i) {
        text += fmt::format("{:<{}}", names[i], width);
        for (const int bit : matrix.rows[i]) {
            text += fmt::format(" {:>3}", bit);
        }
        text += fmt::format("  = {}\n", piles[i]);
    }
    if (!with_sums) {
        return text;
    }
    text += fmt::format("{:<{}}", sums_name, width);
    for (const int sum : matrix.column_sums) {
        text += fmt::format(" {:>3}", sum);
    }
    return text + '\n';
}

std::string nim_column_sums(const std::vector<int>& piles) {
    const NimBinaryMatrix matrix = build_nim_binary_matrix(piles);
    std::string text;
    for (const int sum : matrix.column_sums) {
        text += (text.empty() ? "" : " ") + std::to_string(sum);
    }
    return text;
}

std::vector<int> nim_odd_worths(const std::vector<int>& piles) {
    const NimBinaryMatrix matrix = build_nim_binary_matrix(piles);
    std::vector<int> worths;
    for (int bit = 0; bit < matrix.bit_count; ++bit) {
        if (matrix.column_sums[static_cast<std::size_t>(bit)] % 2 != 0) {
            worths.push_back(1 << (matrix.bit_count - 1 - bit));
        }
    }
    return worths;
}

}  // namespace marienbad
