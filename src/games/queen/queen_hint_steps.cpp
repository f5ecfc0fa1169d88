// The queen's hint, step by step.
#include "games/queen/queen_hint_steps.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/queen/queen_explanation_text.hpp"
#include "games/queen/queen_wording.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

std::vector<std::string> destinations(const QueenExplanation& explanation) {
    std::vector<std::string> cells;
    for (const QueenMove& move : explanation.winning_moves) {
        cells.push_back(queen_cell_name(move.to));
    }
    return cells;
}

// One queen: the labels from the sink back, and their pattern.
HintSteps lone_queen_steps(const QueenExplanation& explanation) {
    HintSteps steps;
    const bool misere = explanation.convention == Convention::misere;
    steps.steps[0] = {
        tr("label the cells from the sink back"),
        tr("As with the pawn on a grid, give every cell a label, 0 or 1, from the sink back: a "
           "cell gets 0 when none of the cells the queen can reach from it (along its row "
           "to the right, its column down, its diagonal down to the right) has a 0, and 1 when "
           "one of them has. Counted from the sink, rows then columns, the 0s fall on a pattern: "
           "(0,0), (1,2), (3,5), (4,7), (6,10)… and their mirror images, each pair's smaller "
           "number the smallest not used yet, the larger the smaller plus 0, 1, 2, 3… Find the "
           "queen's place counted so, and the 0s it can reach.\n") +
            (misere ? std::string(tr("In misère play, whoever moves the queen into the sink "
                                     "loses: nearest the sink the 0s are (0,1), (1,0) and (2,2) "
                                     "instead of (0,0), (1,2) and (2,1).\n"))
                    : std::string())};
    const QueenExplained& queen =
        explanation.queens[static_cast<std::size_t>(*explanation.lone_queen)];
    const std::string place = queen_place_text(queen.cell, queen.distances);
    std::string computed;
    if (explanation.region) {
        computed += queen_labels_table(explanation);
    }
    computed += trf("The pairs up to the queen: {0}.\n", queen_pairs_text(explanation));
    computed += queen.safe
                    ? trf("The queen is on {0}: labelled 0, the player to move loses "
                          "against perfect play.\n",
                          place)
                    : trf("The queen is on {0}: labelled 1, the player to move can win.\n", place);
    steps.steps[1] = {tr("this board's labels"), computed};
    if (queen.safe) {
        steps.steps[2] = {tr("no move wins"),
                          tr("Every cell the queen can reach is labelled 1: from any of them the "
                             "opponent moves it back to a 0. Play on and hope for a mistake.\n")};
        return steps;
    }
    const std::vector<std::string> zeros = destinations(explanation);
    steps.steps[2] = {
        *queen_winning_answer(explanation),
        ntrf("{0} is labelled 0: from there the opponent can only move the queen to a 1, and you "
             "move it back to a 0 every time, up to the end.\n",
             "{0} are labelled 0: from any of them the opponent can only move the queen to a 1, "
             "and you move it back to a 0 every time, up to the end.\n",
             static_cast<long long>(zeros.size()), list_of_words(zeros))};
    return steps;
}

// Several queens in normal play: each cell's value, and the xor of the queens' values.
HintSteps queens_steps(const QueenExplanation& explanation) {
    HintSteps steps;
    steps.steps[0] = {
        tr("each cell's value, from the sink back"),
        tr("With several queens, 0 and 1 are not enough: give every cell a value, from the sink "
           "back. The sink gets 0; a cell gets the smallest number that none of the cells a queen "
           "reaches from it has (so 0 when none has 0, as with one queen). Then take the values "
           "of the queens' cells and xor them, as Nim's piles: add them up in binary without "
           "carrying. 0 means the player to move loses.\n")};
    std::vector<std::string> places;
    std::vector<int> values;
    for (const QueenExplained& queen : explanation.queens) {
        places.push_back(trf("{2} for queen {0} on {1}", queen.queen + 1,
                             queen_cell_name(queen.cell), queen.grundy.value_or(0)));
        values.push_back(queen.grundy.value_or(0));
    }
    const bool wins = explanation.grundy_xor != 0;
    steps.steps[1] = {tr("this board's values"),
                      queen_values_table(explanation) +
                          trf("The queens' values: {0}.\n", list_of_words(places)) +
                          (wins ? trf("{0} = {1}, not 0: the player to move can win.\n",
                                      xor_of(values), explanation.grundy_xor)
                                : trf("{0} = 0: the player to move loses against perfect play.\n",
                                      xor_of(values)))};
    if (!wins) {
        steps.steps[2] = {tr("no move wins"),
                          tr("The xor is 0: a move changes one queen's value, so the xor becomes "
                             "another number, and the opponent can bring it back to 0. Play on "
                             "and hope for a mistake.\n")};
        return steps;
    }
    const QueenMove& first = explanation.winning_moves.front();
    std::vector<int> after = values;
    int value_there = 0;
    if (explanation.region && explanation.region->contains(first.to) &&
        !explanation.region->grundy.empty()) {
        value_there = explanation.region->grundy[explanation.region->index(first.to)];
    }
    after[static_cast<std::size_t>(first.queen)] = value_there;
    steps.steps[2] = {
        *queen_winning_answer(explanation),
        trf("Queen {0} to {1}, of value {2}: {3} = 0.\n", first.queen + 1,
            queen_cell_name(first.to), value_there, xor_of(after)) +
            tr("With the xor at 0, whatever the opponent plays makes it another number, and you "
               "bring it back to 0 every time, up to the last move.\n")};
    return steps;
}

// Several queens in misère play: the search.
HintSteps searched_steps(const QueenExplanation& explanation) {
    HintSteps steps;
    steps.steps[0] = {
        tr("no table decides: the search"),
        tr("With several queens in misère play, the values that decide normal play do not: "
           "taking the last move now loses. What wins is found by trying every move, then every "
           "answer to it, down to the end of the game, for every position the queens can "
           "reach.\n")};
    steps.steps[1] = {tr("what the search found"),
                      explanation.player_to_move_wins
                          ? tr("From here the player to move can win against any answer.\n")
                          : tr("From here every move loses against perfect play.\n")};
    if (explanation.winning_moves.empty()) {
        steps.steps[2] = {tr("no move wins"), tr("Play on and hope for a mistake.\n")};
        return steps;
    }
    steps.steps[2] = {*queen_winning_answer(explanation),
                      tr("After it, every move the opponent can make has an answer that keeps "
                         "the win, up to the end.\n")};
    return steps;
}

}  // namespace

HintSteps queen_hint_steps(const QueenExplanation& explanation) {
    HintSteps steps;
    switch (explanation.method) {
        case QueenMethod::wythoff_pairs:
            steps = explanation.over ? searched_steps(explanation) : lone_queen_steps(explanation);
            steps.why = tr(
                "From a cell labelled 0, every move leads to a 1: that is how a 0 is given. "
                "From a 1, some move leads to a 0. So whoever moves the queen onto a 0 can do it "
                "again after every reply, and makes the last move: the opponent only ever moves "
                "from 0s. Why the 0s make pairs: a queen reaches every cell of its row, column "
                "and diagonal, so each row, each column and each diagonal holds one 0 — the "
                "first numbers of the pairs are all different, and so are their differences, "
                "0, 1, 2, 3…\n");
            break;
        case QueenMethod::grundy_xor:
            steps = queens_steps(explanation);
            steps.why = tr(
                "A cell's value is the smallest number the cells a queen reaches from it lack: "
                "from a cell of value v a queen can reach every smaller value, and never v itself, "
                "like a Nim pile of v pieces (a move to a larger value can be answered by moving "
                "that queen back down). So the queens add up like Nim piles: when the xor of their "
                "values is 0, every move makes it another number, and from any other number a "
                "move brings it back to 0. Whoever always leaves 0 makes the last move.\n");
            break;
        case QueenMethod::misere_search:
            steps = searched_steps(explanation);
            steps.why =
                tr("A position is won when one move leaves a position that is lost for the "
                   "opponent, and lost when every move leaves a won one; the game's end decides "
                   "the last positions, and the search works back from there.\n");
            break;
    }
    if (!explanation.winning_moves.empty()) {
        steps.move = AnyMove{explanation.winning_moves.front()};
    }
    return steps;
}

}  // namespace marienbad
