// The graduated hint's headings and its list of winning moves.
#include "text/hint_steps.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {

std::string hint_step_text(const HintSteps& steps, int step) {
    const HintStep& shown = steps.steps.at(static_cast<std::size_t>(step - 1));
    std::string heading;
    switch (step) {
        case 1:
            heading = trf("Hint 1/3 (ask again for step 2): {0}", shown.title);
            break;
        case 2:
            heading = trf("Hint 2/3 (ask again for the move): {0}", shown.title);
            break;
        default:
            heading = trf("Hint 3/3: {0}", shown.title);
            break;
    }
    // A title that asks a question ends with its own mark.
    if (!heading.ends_with('?')) {
        heading += '.';
    }
    return heading + "\n" + shown.body;
}

std::string winning_moves_sentence(const std::vector<std::string>& moves) {
    if (moves.size() == 1) {
        return tr("It is the only winning move.\n");
    }
    if (moves.size() <= k_hint_moves_listed) {
        return trf("The winning moves: {0}.\n", list_of_alternatives(moves));
    }
    const std::vector<std::string> first(moves.begin(),
                                         moves.begin() + static_cast<long>(k_hint_moves_listed));
    return trf("{0} winning moves, the first ones: {1}.\n", moves.size(),
               fmt::format("{}", fmt::join(first, ", ")));
}

std::string solution_from_steps(const HintSteps& steps) {
    const std::string head = steps.move ? trf("The winning move: {0}.", steps.steps[2].title)
                                        : std::string(tr("No move wins here."));
    return head + "\n" + steps.steps[1].body + steps.steps[2].body;
}

std::string hint_why_text(const HintSteps& steps) {
    return tr("Why it works:") + std::string("\n") + steps.why;
}

}  // namespace marienbad
