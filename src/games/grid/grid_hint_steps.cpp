// The pawn game's three hint steps and the why of the labels: 0 and 1 for one pawn, values and
// their xor for several.
#include "games/grid/grid_hint_steps.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/grid/grid_explanation_text.hpp"
#include "games/grid/grid_tables.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

std::vector<std::string> destinations(const std::vector<GridMove>& moves) {
    std::vector<std::string> cells;
    for (const GridMove& move : moves) {
        cells.push_back(cell_name(move.to));
    }
    return cells;
}

// One pawn: handout 001's labels, 0 and 1.
HintSteps one_pawn_steps(const GridExplanation& explanation) {
    HintSteps steps;
    const Cell pawn = explanation.position.pawns.front();
    steps.steps[0] = {
        tr("label the cells from the sink back"),
        tr("Give every free cell a label, 0 or 1 (its nimber), starting from the sink, which gets "
           "0. Then, from the last column to the first and in each column from the bottom up, a "
           "cell gets 0 when every cell the pawn can move to from it has 1, and 1 when one of them "
           "has 0. Then look at the pawn's cell: 1 means the player to move can win.\n")};
    const bool wins = explanation.value != 0;
    steps.steps[1] = {
        tr("this grid's labels"),
        render_nimber_table(explanation.table) +
            (wins ? trf("The pawn is on {0}, labelled 1: the player to move can win.\n",
                        cell_name(pawn))
                  : trf("The pawn is on {0}, labelled 0: the player to move loses against "
                        "perfect play.\n",
                        cell_name(pawn)))};
    if (!wins) {
        const std::vector<std::string> reach = destinations(explanation.moves);
        steps.steps[2] = {
            tr("no move wins"),
            ntrf("The only cell the pawn can reach, {0}, is labelled 1: from there the opponent "
                 "moves it back to a 0. Play on and hope for a mistake.\n",
                 "Every cell the pawn can reach, {0}, is labelled 1: from any of them the "
                 "opponent moves it back to a 0. Play on and hope for a mistake.\n",
                 static_cast<long long>(reach.size()), list_of_words(reach))};
        return steps;
    }
    const std::vector<std::string> zeros = destinations(explanation.winning_moves);
    steps.steps[2] = {
        *grid_winning_answer(explanation),
        ntrf("{0} is labelled 0: from there the opponent can only move the pawn to a 1, and you "
             "move it back to a 0 every time, up to the sink.\n",
             "{0} are labelled 0: from any of them the opponent can only move the pawn to a 1, "
             "and you move it back to a 0 every time, up to the sink.\n",
             static_cast<long long>(zeros.size()), list_of_words(zeros))};
    return steps;
}

// Several pawns: each cell's value, and the xor of the pawns' values.
HintSteps pawns_steps(const GridExplanation& explanation) {
    HintSteps steps;
    const auto& pawns = explanation.position.pawns;
    steps.steps[0] = {
        tr("each cell's value, from the sink back"),
        tr("With several pawns, 0 and 1 are not enough: give every free cell a value, from the "
           "sink back in the same order (from the last column to the first, each from the bottom "
           "up). The sink gets 0; a cell gets the smallest number that none of the cells the pawn "
           "can move to from it has (so 0 when none has 0, as with one pawn). Then take the "
           "values of the pawns' cells and xor them, as Nim's piles: add them up in binary "
           "without carrying. 0 means the player to move loses.\n")};
    std::vector<std::string> places;
    for (std::size_t pawn = 0; pawn < pawns.size(); ++pawn) {
        places.push_back(trf("{2} for pawn {0} on {1}", pawn + 1, cell_name(pawns[pawn]),
                             explanation.pawn_values[pawn]));
    }
    const bool wins = explanation.value != 0;
    steps.steps[1] = {tr("this grid's values"),
                      render_grundy_table(explanation.table) +
                          trf("The pawns' values: {0}.\n", list_of_words(places)) +
                          (wins ? trf("{0} = {1}, not 0: the player to move can win.\n",
                                      xor_of(explanation.pawn_values), explanation.value)
                                : trf("{0} = 0: the player to move loses against perfect play.\n",
                                      xor_of(explanation.pawn_values)))};
    if (!wins) {
        steps.steps[2] = {tr("no move wins"),
                          tr("The xor is 0: a move changes one pawn's value, so the xor becomes "
                             "another number, and the opponent can bring it back to 0. Play on "
                             "and hope for a mistake.\n")};
        return steps;
    }
    const GridMove& first = explanation.winning_moves.front();
    std::vector<int> after = explanation.pawn_values;
    after[static_cast<std::size_t>(first.pawn)] = explanation.table.value(first.to);
    steps.steps[2] = {
        *grid_winning_answer(explanation),
        trf("Pawn {0} to {1}, of value {2}: {3} = 0.\n", first.pawn + 1, cell_name(first.to),
            explanation.table.value(first.to), xor_of(after)) +
            tr("With the xor at 0, whatever the opponent plays makes it another number, and you "
               "bring it back to 0 every time, up to the last pawn in the sink.\n")};
    return steps;
}

}  // namespace

HintSteps grid_hint_steps(const GridExplanation& explanation) {
    const std::optional<AnyMove> named =
        explanation.winning_moves.empty()
            ? std::nullopt
            : std::optional<AnyMove>(explanation.winning_moves.front());
    if (explanation.position.pawns.size() == 1) {
        HintSteps steps = one_pawn_steps(explanation);
        steps.move = named;
        steps.why =
            tr("From a cell labelled 0, every move leads to a 1: that is how a 0 is given. From a "
               "1, some move leads to a 0. The sink is a 0. So whoever moves the pawn onto a 0 can "
               "do it again after every reply, and in the end pushes it into the sink: the "
               "opponent only ever moves from 0s, and never reaches it.\n");
        return steps;
    }
    HintSteps steps = pawns_steps(explanation);
    steps.move = named;
    steps.why =
        tr("A cell's value is the smallest number its neighbours lack: from a cell of value v the "
           "pawn can reach every smaller value, and never v itself, like a Nim pile of v pieces (a "
           "move to a larger value can be answered by moving that pawn back down). So the pawns "
           "add up like Nim piles: when the xor of their values is 0, every move makes it another "
           "number, and from any other number a move brings it back to 0. Whoever always leaves 0 "
           "pushes the last pawn into the sink.\n");
    return steps;
}

}  // namespace marienbad
