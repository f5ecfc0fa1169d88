// Renders a NimExplanation: the matrix as handout 000 draws it, then the reasoning, step by step.
// Piles are "columns", as handout 000 calls them, or "rows" where the board is drawn as handout 002
// draws it (Wording); a bit is named by its worth ("the bit worth 8"), never "column", so that the
// two cannot be mixed up.
#include "games/nim/nim_explanation_text.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "i18n/i18n.hpp"
#include "text/number_list.hpp"
#include "text/utf8_text.hpp"

namespace marienbad {
namespace {

std::string bits_text(const std::vector<int>& bits) {
    return fmt::format("{}", fmt::join(bits, ""));
}

std::string matrix_step_text(const NimExplanation& explanation, const Wording& wording) {
    const bool rows = wording.piles_as_rows;
    const auto& step = *explanation.step;
    const auto& matrix = explanation.matrix;
    const auto& piles = explanation.position.piles;
    const int row = step.chosen_row;
    const int pile = piles[static_cast<std::size_t>(row)];
    const auto worth = static_cast<int>(nim_bit_worth(matrix, step.first_odd_column));
    std::string text;
    text +=
        trf("The first odd sum from the left is the one of the bits worth {0}: the player to "
            "move can win.\n",
            worth);
    if (row == step.rows_with_bit.front()) {
        text +=
            rows ? ntrf("The first line with a 1 in the bit worth {0} is row {1}'s ({2} piece).\n",
                        "The first line with a 1 in the bit worth {0} is row {1}'s ({2} "
                        "pieces).\n",
                        pile, worth, row, pile)
                 : ntrf(
                       "The first line with a 1 in the bit worth {0} is column {1}'s ({2} "
                       "piece).\n",
                       "The first line with a 1 in the bit worth {0} is column {1}'s ({2} "
                       "pieces).\n",
                       pile, worth, row, pile);
    } else {
        text += rows ? ntrf("Row {1} ({2} piece) has a 1 in the bit worth {0}.\n",
                            "Row {1} ({2} pieces) has a 1 in the bit worth {0}.\n", pile, worth,
                            row, pile)
                     : ntrf("Column {1} ({2} piece) has a 1 in the bit worth {0}.\n",
                            "Column {1} ({2} pieces) has a 1 in the bit worth {0}.\n", pile, worth,
                            row, pile);
    }
    if (step.rows_with_bit.size() > 1) {
        std::vector<int> others;
        std::copy_if(step.rows_with_bit.begin(), step.rows_with_bit.end(),
                     std::back_inserter(others), [row](int r) { return r != row; });
        const auto count = static_cast<long long>(others.size());
        text += rows ? ntrf("Row {0} also has a 1 there and would win too.\n",
                            "Rows {0} also have a 1 there and would win too.\n", count,
                            list_of_numbers(others))
                     : ntrf("Column {0} also has a 1 there and would win too.\n",
                            "Columns {0} also have a 1 there and would win too.\n", count,
                            list_of_numbers(others));
    }
    text += ntrf(
        "Flip its bit where the sum is odd, the bit worth {0}: {1} becomes {2}, that is "
        "{3}.\n",
        "Flip its bits where the sum is odd, the bits worth {0}: {1} becomes {2}, that "
        "is {3}.\n",
        static_cast<long long>(step.odd_columns.size()),
        nim_bit_worths_of(matrix, step.odd_columns),
        bits_text(matrix.rows[static_cast<std::size_t>(row)]), bits_text(step.flipped_bits),
        step.new_value);
    const int take = pile - step.new_value;
    text += rows ? ntrf("So take {0} - {1} = {2} piece from row {3}: every sum becomes even.\n",
                        "So take {0} - {1} = {2} pieces from row {3}: every sum becomes even.\n",
                        take, pile, step.new_value, take, row)
                 : ntrf("So take {0} - {1} = {2} piece from column {3}: every sum becomes even.\n",
                        "So take {0} - {1} = {2} pieces from column {3}: every sum becomes even.\n",
                        take, pile, step.new_value, take, row);
    return text;
}

std::string lost_text() {
    return tr(
        "Every sum is even: whatever the player to move takes, the opponent can make every "
        "sum even again. No move wins against perfect play.\n");
}

std::string misere_exception_text(const NimExplanation& explanation, const Wording& wording) {
    const bool rows = wording.piles_as_rows;
    const int pile = explanation.large_pile;
    const int size = explanation.position.piles[static_cast<std::size_t>(pile)];
    // Single-piece columns left once the large pile is reduced by `move`.
    const auto single_pieces_after = [&](const NimMove& move) {
        return explanation.single_piece_piles + (size - move.take == 1 ? 1 : 0);
    };
    const int normal_after = single_pieces_after(*explanation.matrix_move);
    const int misere_after = single_pieces_after(*explanation.winning_move);
    std::string text =
        rows
            ? trf("Misère exception: row {0} is the only one with more than one piece.\n", pile)
            : trf("Misère exception: column {0} is the only one with more than one piece.\n", pile);
    text += rows ? ntrf(
                       "The normal-play move would leave {0} row of one piece, an even number: in "
                       "misère play that wins for the opponent.\n",
                       "The normal-play move would leave {0} rows of one piece, an even number: "
                       "in misère play that wins for the opponent.\n",
                       normal_after, normal_after)
                 : ntrf(
                       "The normal-play move would leave {0} column of one piece, an even "
                       "number: in misère play that wins for the opponent.\n",
                       "The normal-play move would leave {0} columns of one piece, an even "
                       "number: in misère play that wins for the opponent.\n",
                       normal_after, normal_after);
    const std::string move = describe_nim_move(*explanation.winning_move, wording);
    text += rows ? ntrf("Leave an odd number instead: {0}, which leaves {1} row of one piece.\n",
                        "Leave an odd number instead: {0}, which leaves {1} rows of one piece.\n",
                        misere_after, move, misere_after)
                 : ntrf("Leave an odd number instead: {0}, which leaves {1} column of one piece.\n",
                        "Leave an odd number instead: {0}, which leaves {1} columns of one "
                        "piece.\n",
                        misere_after, move, misere_after);
    return text;
}

std::string single_pieces_text(const NimExplanation& explanation, const Wording& wording) {
    const bool rows = wording.piles_as_rows;
    const auto count = static_cast<long long>(explanation.position.piles.size());
    std::string text =
        rows ? tr("Misère play with single pieces only: whoever takes the last piece loses, "
                  "so each player wants to leave an odd number of rows.\n")
             : tr("Misère play with single pieces only: whoever takes the last piece loses, "
                  "so each player wants to leave an odd number of columns.\n");
    if (explanation.winning_move) {
        text += rows ? ntrf("There is {0} row, an even number: take one and {1} remain.\n",
                            "There are {0} rows, an even number: take one and {1} remain.\n", count,
                            count, count - 1)
                     : ntrf("There is {0} column, an even number: take one and {1} remain.\n",
                            "There are {0} columns, an even number: take one and {1} remain.\n",
                            count, count, count - 1);
    } else {
        text += rows ? ntrf(
                           "There is {0} row, an odd number: every move leaves an even number. No "
                           "move wins against perfect play.\n",
                           "There are {0} rows, an odd number: every move leaves an even number. "
                           "No move wins against perfect play.\n",
                           count, count)
                     : ntrf(
                           "There is {0} column, an odd number: every move leaves an even "
                           "number. No move wins against perfect play.\n",
                           "There are {0} columns, an odd number: every move leaves an even "
                           "number. No move wins against perfect play.\n",
                           count, count);
    }
    return text;
}

}  // namespace

// What the bit `index` of the matrix (numbered from 0 at the left) is worth.
long long nim_bit_worth(const NimBinaryMatrix& matrix, int index) {
    return 1LL << (matrix.bit_count - 1 - index);
}

// "128, 64, 32, 16, 8, 4, 2 and 1"; "1024, 512, 256, ..., 4, 2 and 1" past 10 bits.
std::string nim_bit_worths_text(const NimBinaryMatrix& matrix) {
    constexpr int k_listed_in_full = 10;
    constexpr int k_listed_at_each_end = 3;
    std::vector<std::string> worths;
    for (int index = 0; index < matrix.bit_count; ++index) {
        const bool listed = matrix.bit_count <= k_listed_in_full || index < k_listed_at_each_end ||
                            index >= matrix.bit_count - k_listed_at_each_end;
        if (listed) {
            worths.push_back(std::to_string(nim_bit_worth(matrix, index)));
        } else if (worths.back() != "...") {
            worths.push_back("...");
        }
    }
    return list_of_words(worths);
}

// "8, 4 and 1": the worths of the bits at `indices`.
std::string nim_bit_worths_of(const NimBinaryMatrix& matrix, const std::vector<int>& indices) {
    std::vector<int> worths;
    for (const int index : indices) {
        worths.push_back(static_cast<int>(nim_bit_worth(matrix, index)));
    }
    return list_of_numbers(worths);
}

std::string describe_nim_move(const NimMove& move, const Wording& wording) {
    if (wording.piles_as_rows) {
        return ntrf("take {0} piece from row {1}", "take {0} pieces from row {1}", move.take,
                    move.take, move.pile);
    }
    return ntrf("take {0} piece from column {1}", "take {0} pieces from column {1}", move.take,
                move.take, move.pile);
}

std::optional<std::string> nim_winning_answer(const NimExplanation& explanation,
                                              const Wording& wording) {
    if (!explanation.winning_move) {
        return std::nullopt;
    }
    return describe_nim_move(*explanation.winning_move, wording);
}

std::string render_nim_binary_matrix(const NimBinaryMatrix& matrix, const std::vector<int>& piles,
                                     const Wording& wording, const NimMatrixMarks& marks) {
    std::vector<std::string> labels;
    for (std::size_t row = 0; row < matrix.rows.size(); ++row) {
        labels.push_back(wording.piles_as_rows ? trf("row {0}", row) : trf("column {0}", row));
    }
    labels.push_back(tr("sums"));
    const std::string odd_label = tr("odd");
    std::size_t width = marks.odd_sums ? utf8_characters(odd_label).size() : 0;
    for (const auto& label : labels) {
        width = std::max(width, utf8_characters(label).size());
    }
    auto padded = [width](const std::string& label, bool picked = false) {
        return (picked ? "> " : "  ") + label +
               std::string(width - utf8_characters(label).size() + 2, ' ');
    };
    // Each bit's column headed by its worth, as wide as it: handout 000's lines, the bit worth 128
    // first (wider still past 8 bits, for `solve`).
    std::vector<std::size_t> widths;
    std::string text = std::string(width + 4, ' ');
    for (int bit = 0; bit < matrix.bit_count; ++bit) {
        const std::string worth = std::to_string(nim_bit_worth(matrix, bit));
        widths.push_back(worth.size());
        text += (bit > 0 ? " " : "") + worth;
    }
    text += '\n';
    const auto line_of = [&widths](const std::vector<int>& numbers) {
        std::string line;
        for (std::size_t bit = 0; bit < numbers.size(); ++bit) {
            line += fmt::format("{}{:>{}}", bit > 0 ? " " : "", numbers[bit], widths[bit]);
        }
        return line;
    };
    for (std::size_t row = 0; row < matrix.rows.size(); ++row) {
        const bool picked = marks.picked_pile == static_cast<int>(row);
        text += fmt::format("{}{}  = {}\n", padded(labels[row], picked), line_of(matrix.rows[row]),
                            piles[row]);
    }
    text += fmt::format("{}{}\n", padded(labels.back()), line_of(matrix.column_sums));
    if (marks.odd_sums) {
        std::string line = padded(odd_label);
        for (std::size_t bit = 0; bit < matrix.column_sums.size(); ++bit) {
            line += std::string(widths[bit] - 1 + (bit > 0 ? 1 : 0), ' ');
            line += matrix.column_sums[bit] % 2 == 1 ? '^' : ' ';
        }
        line.erase(line.find_last_not_of(' ') + 1);
        text += line + "\n";
    }
    return text;
}

std::string render_nim_explanation(const NimExplanation& explanation, const Wording& wording) {
    const bool rows = wording.piles_as_rows;
    std::string text;
    if (explanation.misere_case == MisereCase::only_single_pieces) {
        return single_pieces_text(explanation, wording);
    }
    if (explanation.misere_case == MisereCase::like_normal_play) {
        text += rows ? tr("Misère play: at least two rows hold more than one piece, so the "
                          "normal-play method applies unchanged.\n")
                     : tr("Misère play: at least two columns hold more than one piece, so the "
                          "normal-play method applies unchanged.\n");
    }
    const std::string worths = nim_bit_worths_text(explanation.matrix);
    text += rows
                ? trf("The binary method: each row's pieces in binary, one line per row, with bits "
                      "worth {0} from the left. The sums count the 1s of each bit.\n",
                      worths)
                : trf("The binary method: each column's pieces in binary, one line per column, "
                      "with bits worth {0} from the left. The sums count the 1s of each bit.\n",
                      worths);
    if (explanation.misere_case != MisereCase::one_large_pile) {
        // Not in misère play with one large pile, where single pieces only are left.
        text += tr("Whoever must play when every sum is even loses against perfect play.\n");
    }
    text += render_nim_binary_matrix(explanation.matrix, explanation.position.piles, wording);
    if (!explanation.step) {
        return text + lost_text();
    }
    text += matrix_step_text(explanation, wording);
    if (explanation.misere_case == MisereCase::one_large_pile) {
        text += misere_exception_text(explanation, wording);
    }
    return text;
}

}  // namespace marienbad
