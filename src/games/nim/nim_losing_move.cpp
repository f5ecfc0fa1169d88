// Why a Nim move loses, in the lesson's terms: with two piles, the copy (the opponent makes them
// equal); else handout 000 §6's matrix (the bits whose sums it leaves odd, and the opponent's move
// that makes every sum even again); or the misère ending.
#include "games/nim/nim_losing_move.hpp"

#include "games/nim/nim_explanation.hpp"
#include "games/nim/nim_explanation_text.hpp"
#include "games/nim/nim_tables.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

std::string piles_text(const NimPosition& position) {
    return list_of_numbers(position.piles);
}

}  // namespace

std::string nim_why_move_loses(const NimSetup& setup, const NimPosition& after,
                               const Wording& wording) {
    if (after.piles.empty()) {
        return std::string(
            tr("That move loses: you would take the last piece, and in misère play whoever "
               "takes it loses."));
    }
    const NimExplanation explained = explain_nim_position(after, setup.convention);
    const NimMove reply = explained.winning_moves.front();
    const std::string answer = describe_nim_move(reply, wording);
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
    if (setup.convention == Convention::normal && after.piles.size() <= 2) {
        // Before the binary matrix: one pile taken whole, or two made equal, then copied.
        if (after.piles.size() == 1) {
            return trf(
                "That move loses: it leaves a single pile, and your opponent takes it "
                "whole: {0}. The last piece is theirs.",
                answer);
        }
        return trf(
            "That move loses: it leaves piles of {0}, unequal. Your opponent makes them "
            "equal: {1}; then whatever you take from one, they take the same from the "
            "other, and the last piece is theirs.",
            piles_text(after), answer);
    }
    const std::vector<int> odd = nim_odd_worths(after.piles);
    return ntrf(
        "That move loses: it leaves {0}. In binary the sums of the bits of each worth are {1}: "
        "the sum of the bits worth {2} is odd, and your opponent makes every sum even again: {3}.",
        "That move loses: it leaves {0}. In binary the sums of the bits of each worth are {1}: "
        "the sums of the bits worth {2} are odd, and your opponent makes every sum even again: "
        "{3}.",
        static_cast<long long>(odd.size()), piles_text(after), nim_column_sums(after.piles),
        list_of_numbers(odd), answer);
}

}  // namespace marienbad
