// The lessons' tables: Nim's binary matrix, the grid's 0/1 labels, the row's runs.
#include "tutor/lesson_tables.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "i18n/i18n.hpp"
#include "solvers/nim_explanation.hpp"
#include "text/number_list.hpp"

namespace marienbad {

std::string pile_word(const Wording& wording, int count) {
    if (wording.piles_as_rows) {
        return ntr("row", "rows", count);
    }
    return ntr("column", "columns", count);
}

std::string nim_matrix_table(const std::vector<int>& piles, const Wording& wording) {
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

std::string grid_label_table(const GridGrundyTable& table) {
    const int label_width = static_cast<int>(std::to_string(table.cols()).size());
    const int row_width = static_cast<int>(std::to_string(table.rows()).size());
    std::string text = std::string(static_cast<std::size_t>(row_width), ' ');
    for (int col = 0; col < table.cols(); ++col) {
        text += fmt::format(" {:>{}}", col + 1, label_width);
    }
    text += '\n';
    for (int row = 0; row < table.rows(); ++row) {
        text += fmt::format("{:>{}}", row + 1, row_width);
        for (int col = 0; col < table.cols(); ++col) {
            const int value = table.value({row, col});
            const char* label = value < 0 ? "X" : value == 0 ? "0" : "1";
            text += fmt::format(" {:>{}}", label, label_width);
        }
        text += '\n';
    }
    return text;
}

std::string row_runs_text(const RowPosition& position) {
    const std::vector<RowRun> runs = row_runs(position);
    if (runs.empty()) {
        return tr("no match");
    }
    if (runs.size() == 1) {
        return ntrf("a run of {0} match", "a run of {0} matches", runs.front().length,
                    runs.front().length);
    }
    std::vector<int> lengths;
    for (const RowRun& run : runs) {
        lengths.push_back(run.length);
    }
    return trf("runs of {0} matches", list_of_numbers(lengths));
}

}  // namespace marienbad
