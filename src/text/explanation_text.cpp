// Any game's explanation and the move it arrives at, by the explanation's type.
#include "text/explanation_text.hpp"

#include "text/grid_explanation_text.hpp"
#include "text/nim_explanation_text.hpp"
#include "text/row_explanation_text.hpp"

namespace marienbad {

std::string render_explanation(const AnyExplanation& explanation, const Wording& wording) {
    struct Render {
        const Wording& wording;
        std::string operator()(const NimExplanation& nim) const {
            return render_nim_explanation(nim, wording);
        }
        std::string operator()(const GridExplanation& grid) const {
            return render_grid_explanation(grid);
        }
        std::string operator()(const RowExplanation& row) const {
            return render_row_explanation(row);
        }
    };
    return std::visit(Render{wording}, explanation);
}

std::optional<std::string> winning_answer(const AnyExplanation& explanation,
                                          const Wording& wording) {
    struct Answer {
        const Wording& wording;
        std::optional<std::string> operator()(const NimExplanation& nim) const {
            return nim_winning_answer(nim, wording);
        }
        std::optional<std::string> operator()(const GridExplanation& grid) const {
            return grid_winning_answer(grid);
        }
        std::optional<std::string> operator()(const RowExplanation& row) const {
            return row_winning_answer(row);
        }
    };
    return std::visit(Answer{wording}, explanation);
}

}  // namespace marienbad
