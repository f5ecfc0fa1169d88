// Handout 000 §6's binary-matrix method, step by step, with misère play's exception.
#include "games/nim/nim_explanation.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace marienbad {

std::vector<int> to_bits(int value, int bit_count) {
    if (value < 0 || bit_count < 1 || bit_count > 31 || (value >> bit_count) != 0) {
        throw std::invalid_argument("to_bits: value does not fit");
    }
    std::vector<int> bits(static_cast<std::size_t>(bit_count));
    for (int column = 0; column < bit_count; ++column) {
        bits[static_cast<std::size_t>(column)] = (value >> (bit_count - 1 - column)) & 1;
    }
    return bits;
}

int from_bits(std::span<const int> bits) {
    int value = 0;
    for (const int bit : bits) {
        value = value * 2 + bit;
    }
    return value;
}

NimBinaryMatrix build_nim_binary_matrix(std::span<const int> piles) {
    const int largest = piles.empty() ? 0 : *std::max_element(piles.begin(), piles.end());
    NimBinaryMatrix matrix;
    matrix.bit_count = std::max(k_nim_matrix_min_bits,
                                static_cast<int>(std::bit_width(static_cast<unsigned>(largest))));
    matrix.column_sums.assign(static_cast<std::size_t>(matrix.bit_count), 0);
    for (const int pile : piles) {
        matrix.rows.push_back(to_bits(pile, matrix.bit_count));
        for (std::size_t column = 0; column < matrix.column_sums.size(); ++column) {
            matrix.column_sums[column] += matrix.rows.back()[column];
        }
    }
    return matrix;
}

namespace {

std::optional<NimMatrixStep> matrix_step(const NimBinaryMatrix& matrix,
                                         std::optional<int> preferred_row) {
    NimMatrixStep step;
    for (int column = 0; column < matrix.bit_count; ++column) {
        if (matrix.column_sums[static_cast<std::size_t>(column)] % 2 == 1) {
            step.odd_columns.push_back(column);
        }
    }
    if (step.odd_columns.empty()) {
        return std::nullopt;
    }
    step.first_odd_column = step.odd_columns.front();
    for (int row = 0; row < static_cast<int>(matrix.rows.size()); ++row) {
        if (matrix.rows[static_cast<std::size_t>(row)]
                       [static_cast<std::size_t>(step.first_odd_column)] == 1) {
            step.rows_with_bit.push_back(row);
        }
    }
    const bool preferred_fits =
        preferred_row && std::find(step.rows_with_bit.begin(), step.rows_with_bit.end(),
                                   *preferred_row) != step.rows_with_bit.end();
    step.chosen_row = preferred_fits ? *preferred_row : step.rows_with_bit.front();
    step.flipped_bits = matrix.rows[static_cast<std::size_t>(step.chosen_row)];
    for (const int column : step.odd_columns) {
        step.flipped_bits[static_cast<std::size_t>(column)] ^= 1;
    }
    step.new_value = from_bits(step.flipped_bits);
    return step;
}

MisereCase misere_case_of(const NimPosition& position, int& large_pile) {
    int large_piles = 0;
    for (int index = 0; index < static_cast<int>(position.piles.size()); ++index) {
        if (position.piles[static_cast<std::size_t>(index)] > 1) {
            ++large_piles;
            large_pile = index;
        }
    }
    if (large_piles == 0) {
        return MisereCase::only_single_pieces;
    }
    return large_piles == 1 ? MisereCase::one_large_pile : MisereCase::like_normal_play;
}

// Every winning move of an explained position, the one it arrives at first: in normal play and
// in misère play like it, each row with a 1 in the first odd column reduced so that every sum
// becomes even; with one large pile, the one move; with single pieces only, one from any pile.
std::vector<NimMove> every_winning_move(const NimExplanation& explanation) {
    if (!explanation.winning_move) {
        return {};
    }
    std::vector<NimMove> moves{*explanation.winning_move};
    const auto add = [&moves](NimMove move) {
        if (std::find(moves.begin(), moves.end(), move) == moves.end()) {
            moves.push_back(move);
        }
    };
    const std::vector<int>& piles = explanation.position.piles;
    switch (explanation.misere_case) {
        case MisereCase::not_misere:
        case MisereCase::like_normal_play: {
            int nim_sum = 0;
            for (const int pile : piles) {
                nim_sum ^= pile;
            }
            for (const int row : explanation.step->rows_with_bit) {
                const int size = piles[static_cast<std::size_t>(row)];
                add(NimMove{row, size - (size ^ nim_sum)});
            }
            break;
        }
        case MisereCase::one_large_pile:
            break;
        case MisereCase::only_single_pieces:
            for (int pile = 0; pile < static_cast<int>(piles.size()); ++pile) {
                add(NimMove{pile, 1});
            }
            break;
    }
    return moves;
}

}  // namespace

NimExplanation explain_nim_position(const NimPosition& position, Convention convention,
                                    std::optional<int> preferred_pile) {
    NimExplanation explanation;
    explanation.convention = convention;
    explanation.position = position;
    explanation.matrix = build_nim_binary_matrix(position.piles);
    explanation.single_piece_piles =
        static_cast<int>(std::count(position.piles.begin(), position.piles.end(), 1));
    explanation.step = matrix_step(explanation.matrix, preferred_pile);
    if (explanation.step) {
        const int row = explanation.step->chosen_row;
        explanation.matrix_move = NimMove{
            row, position.piles[static_cast<std::size_t>(row)] - explanation.step->new_value};
    }

    if (convention == Convention::normal) {
        explanation.winning_move = explanation.matrix_move;
        explanation.winning_moves = every_winning_move(explanation);
        return explanation;
    }

    explanation.misere_case = misere_case_of(position, explanation.large_pile);
    switch (explanation.misere_case) {
        case MisereCase::not_misere:
        case MisereCase::like_normal_play:
            explanation.winning_move = explanation.matrix_move;
            break;
        case MisereCase::one_large_pile: {
            // The normal move leaves an even number of single pieces; misère play wants an
            // odd number left, so the large pile keeps one piece more or one less.
            const int large = position.piles[static_cast<std::size_t>(explanation.large_pile)];
            const int others = explanation.single_piece_piles;
            const int keep = others % 2 == 0 ? 1 : 0;
            explanation.winning_move = NimMove{explanation.large_pile, large - keep};
            break;
        }
        case MisereCase::only_single_pieces:
            if (!position.piles.empty() && position.piles.size() % 2 == 0) {
                const int pile = preferred_pile && *preferred_pile >= 0 &&
                                         *preferred_pile < static_cast<int>(position.piles.size())
                                     ? *preferred_pile
                                     : 0;
                explanation.winning_move = NimMove{pile, 1};
            }
            break;
    }
    explanation.winning_moves = every_winning_move(explanation);
    return explanation;
}

}  // namespace marienbad
